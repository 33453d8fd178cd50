import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { ExampleListbox, type ExampleListboxProps } from './Listbox.examples';

function renderListbox(props: ExampleListboxProps = {}) {
  render(
    <ThemeProvider>
      <ExampleListbox {...props} />
    </ThemeProvider>,
  );
  return screen.getByRole('listbox', { name: 'Members' });
}

function activeOption(listbox: HTMLElement): HTMLElement | null {
  const id = listbox.getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id);
}

describe('useListbox', () => {
  it('renders a window of a long list, each option knowing its place in the whole', () => {
    const listbox = renderListbox();
    const options = screen.getAllByRole('option');
    expect(options.length).toBeLessThan(20);
    expect(options[0]).toHaveAttribute('aria-posinset', '1');
    expect(options[0]).toHaveAttribute('aria-setsize', '10000');
    expect(listbox).not.toHaveAttribute('aria-activedescendant');
  });

  it('moves the keyboard through the list and renders the option it reaches', async () => {
    const user = userEvent.setup();
    const onReachEnd = vi.fn();
    const listbox = renderListbox({ onReachEnd });
    await user.tab();
    expect(activeOption(listbox)).toHaveTextContent('Member 00001');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(activeOption(listbox)).toHaveTextContent('Member 00002');
    await user.keyboard('{End}');
    expect(activeOption(listbox)).toHaveTextContent('Member 10000');
    expect(onReachEnd).toHaveBeenCalledTimes(1);
    await user.keyboard('{Home}');
    expect(activeOption(listbox)).toHaveTextContent('Member 00001');
  });

  it('selects and deselects with Space, Enter and the pointer', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    const listbox = renderListbox({ onSelectionChange });
    await user.tab();
    await user.keyboard(' ');
    expect(onSelectionChange).toHaveBeenLastCalledWith(0);
    expect(screen.getByRole('status')).toHaveTextContent('Selected: Member 00001');
    await user.keyboard('{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith(null);
    await user.click(screen.getByRole('option', { name: 'Member 00003' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(2);
    expect(activeOption(listbox)).toHaveTextContent('Member 00003');
  });

  it('puts the keyboard on the selected option when focus arrives', async () => {
    const user = userEvent.setup();
    const listbox = renderListbox({ defaultSelectedIndex: 4 });
    await user.tab();
    expect(activeOption(listbox)).toHaveTextContent('Member 00005');
  });
});
