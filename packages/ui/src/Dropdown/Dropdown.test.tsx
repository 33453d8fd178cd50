import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { Dropdown, type DropdownProps } from './Dropdown';

interface Store {
  storeID: number;
  name: string;
}

const liverpool: Store = { storeID: 1, name: 'Liverpool Central' };
const bristol: Store = { storeID: 2, name: 'Bristol Harbour' };
const leeds: Store = { storeID: 3, name: 'Leeds Market' };
const stores = [liverpool, bristol, leeds];

function renderDropdown(props: Partial<DropdownProps<Store>> = {}) {
  const onChange = vi.fn();
  const allProps = {
    label: 'Store',
    options: stores,
    optionLabel: 'name',
    optionKey: 'storeID',
    onChange,
    ...props,
  } as DropdownProps<Store>;
  const view = render(
    <ThemeProvider>
      <Dropdown {...allProps} />
    </ThemeProvider>,
  );
  return { ...view, onChange };
}

describe('Dropdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the options when clicked and reports the chosen option', async () => {
    const { onChange } = renderDropdown({ placeholder: 'Default store' });
    const combobox = screen.getByRole('combobox', { name: 'Store' });
    expect(combobox).toHaveTextContent('Default store');
    await userEvent.click(combobox);
    const listbox = screen.getByRole('listbox', { name: 'Store' });
    await userEvent.click(within(listbox).getByRole('option', { name: 'Bristol Harbour' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(bristol);
    expect(combobox).toHaveTextContent('Bristol Harbour');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('filters the options case-insensitively on their display property as the user types', async () => {
    renderDropdown({ isSearchable: true });
    await userEvent.type(screen.getByRole('combobox', { name: 'Store' }), 'LEEDS');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Leeds Market']);
  });

  it('says "No results found" when nothing matches', async () => {
    renderDropdown({ isSearchable: true });
    await userEvent.type(screen.getByRole('combobox', { name: 'Store' }), 'Manchester');
    expect(screen.getByRole('status')).toHaveTextContent('No results found');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('chooses the first match with Enter and closes with Escape, keeping the value', async () => {
    const { onChange } = renderDropdown({ isSearchable: true });
    const input = screen.getByRole('combobox', { name: 'Store' });
    await userEvent.type(input, 'bris{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(bristol);
    expect(input).toHaveValue('Bristol Harbour');
    await userEvent.type(input, '{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveValue('Bristol Harbour');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('puts the selected label back when Enter is pressed with nothing matching', async () => {
    const { onChange } = renderDropdown({ isSearchable: true, defaultValue: leeds });
    const input = screen.getByRole('combobox', { name: 'Store' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Glasgow{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveValue('Leeds Market');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports the server search 400 ms after typing stops, and shows the loading row', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (delay) => vi.advanceTimersByTime(delay) });
    const onSearchChange = vi.fn();
    renderDropdown({ onSearchChange, isLoading: true });
    await user.type(screen.getByRole('combobox', { name: 'Store' }), 'bri');
    expect(onSearchChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(onSearchChange).toHaveBeenCalledExactlyOnceWith('bri');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    // Server results are shown as they come: no filtering on the client.
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(3);
  });

  it('keeps the list open while toggling options, and shows them as removable tags', async () => {
    const { onChange } = renderDropdown({ selectionMode: 'multiple', label: 'Locations' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Locations' }));
    const listbox = screen.getByRole('listbox', { name: 'Locations' });
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Liverpool Central' }));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Leeds Market' }));
    expect(onChange).toHaveBeenLastCalledWith([liverpool, leeds]);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: 'Leeds Market' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Liverpool Central' }));
    expect(onChange).toHaveBeenLastCalledWith([leeds]);
    expect(screen.queryByRole('button', { name: 'Remove Liverpool Central' })).toBeNull();
  });

  it('removes the last tag with Backspace in the empty search field', async () => {
    const { onChange } = renderDropdown({
      selectionMode: 'multiple',
      isSearchable: true,
      defaultValue: [liverpool, bristol],
    });
    const input = screen.getByRole('combobox', { name: 'Store' });
    input.focus();
    await userEvent.keyboard('{Backspace}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith([liverpool]);
  });

  it('clears the selection with the clear button, back to the placeholder', async () => {
    const { onChange } = renderDropdown({ isClearable: true, defaultValue: liverpool, placeholder: 'Default store' });
    const combobox = screen.getByRole('combobox', { name: 'Store' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear Store' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(null);
    expect(combobox).toHaveTextContent('Default store');
    await waitFor(() => expect(combobox).toHaveFocus());
  });

  it('cannot be opened or focused when disabled', async () => {
    renderDropdown({ isDisabled: true });
    const combobox = screen.getByRole('combobox', { name: 'Store' });
    expect(combobox).toHaveAttribute('aria-disabled', 'true');
    expect(combobox).toHaveAttribute('tabindex', '-1');
    await userEvent.click(combobox);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('submits the identifier of the selection under its name', () => {
    const { container } = renderDropdown({ name: 'store', defaultValue: leeds });
    const hidden = container.querySelector('input[type="hidden"][name="store"]');
    expect(hidden).toHaveValue('3');
  });

  it('is described by its help text and its error, and marked invalid', () => {
    renderDropdown({ description: 'Where the card is used', errorMessage: 'Required', isRequired: true });
    const combobox = screen.getByRole('combobox', { name: 'Store' });
    expect(combobox).toHaveAccessibleDescription('Where the card is used Required');
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAttribute('aria-required', 'true');
  });

  it('hands its ref to the combobox, so a form library can focus it', () => {
    const ref = createRef<HTMLElement>();
    renderDropdown({ ref, isSearchable: true });
    expect(ref.current).toBe(screen.getByRole('combobox', { name: 'Store' }));
    ref.current?.focus();
    expect(screen.getByRole('combobox', { name: 'Store' })).toHaveFocus();
  });

  it('shows a new controlled value, in the search field too', () => {
    const { rerender } = renderDropdown({ isSearchable: true, value: liverpool });
    const input = screen.getByRole('combobox', { name: 'Store' });
    expect(input).toHaveValue('Liverpool Central');
    rerender(
      <ThemeProvider>
        <Dropdown label="Store" options={stores} optionLabel="name" optionKey="storeID" isSearchable value={leeds} />
      </ThemeProvider>,
    );
    expect(input).toHaveValue('Leeds Market');
  });

  it('keeps what the user is typing when the controlled value arrives while the list is open', async () => {
    // Options loading lazily: the value's option is found only once they arrive, mid-search.
    const props = { label: 'Store', optionLabel: 'name', optionKey: 'storeID', isSearchable: true } as const;
    const { rerender } = render(
      <ThemeProvider>
        <Dropdown<Store> {...props} options={[]} value={null} isLoading />
      </ThemeProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'Store' });
    await userEvent.type(input, 'bri');
    rerender(
      <ThemeProvider>
        <Dropdown<Store> {...props} options={stores} value={leeds} />
      </ThemeProvider>,
    );
    await userEvent.type(input, 'st');
    expect(input).toHaveValue('brist');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Bristol Harbour']);
  });

  it('filters on the new display property when it changes', async () => {
    const byName = (store: Store) => store.name;
    const byNumber = (store: Store) => `Store ${store.storeID}`;
    const { rerender } = renderDropdown({ isSearchable: true, optionLabel: byName });
    rerender(
      <ThemeProvider>
        <Dropdown label="Store" options={stores} optionLabel={byNumber} optionKey="storeID" isSearchable />
      </ThemeProvider>,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Store' }), 'store 3');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Store 3']);
  });

  it('matches a controlled value to its option by identifier, not by object identity', async () => {
    renderDropdown({ value: { storeID: 2, name: 'Bristol Harbour' } });
    await userEvent.click(screen.getByRole('combobox', { name: 'Store' }));
    expect(screen.getByRole('option', { name: 'Bristol Harbour' })).toHaveAttribute('aria-selected', 'true');
  });

  it('skips disabled options with the keyboard and does not choose them', async () => {
    const { onChange } = renderDropdown({ disabledKeys: [2] });
    const combobox = screen.getByRole('combobox', { name: 'Store' });
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Bristol Harbour' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(leeds);
  });

  it('calls onBlur when focus leaves the field', async () => {
    const onBlur = vi.fn();
    renderDropdown({ onBlur });
    await userEvent.click(screen.getByRole('combobox', { name: 'Store' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
