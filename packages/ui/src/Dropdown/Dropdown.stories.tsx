import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal, ModalTrigger } from '../Modal';
import { Dropdown, type DropdownProps, type DropdownSelectionMode, type SingleDropdownProps } from './Dropdown';

interface Store {
  storeID: number;
  name: string;
}

const liverpool: Store = { storeID: 1, name: 'Liverpool Central' };
const bristolHarbour: Store = { storeID: 2, name: 'Bristol Harbour' };
const bristolTempleMeads: Store = { storeID: 3, name: 'Bristol Temple Meads' };
const leeds: Store = { storeID: 4, name: 'Leeds Market' };
const manchester: Store = { storeID: 5, name: 'Manchester Arndale' };
const york: Store = { storeID: 6, name: 'York Minster' };
const stores = [liverpool, bristolHarbour, bristolTempleMeads, leeds, manchester, york];

const manyStores: Store[] = Array.from({ length: 10_000 }, (_, index) => ({
  storeID: index + 1,
  name: `Store ${String(index + 1).padStart(5, '0')}`,
}));

const body = within(document.body);

/**
 * The story args: the Dropdown's props with single and multiple selection flattened into one
 * shape (Storybook's controls cannot narrow a union of props).
 */
type DropdownStoryArgs = Omit<SingleDropdownProps<Store>, 'selectionMode' | 'value' | 'defaultValue' | 'onChange'> & {
  selectionMode?: DropdownSelectionMode;
  defaultValue?: Store | Store[] | null;
  onChange?: (value: Store | Store[] | null) => void;
};

function StoryDropdown(args: DropdownStoryArgs) {
  return <Dropdown {...(args as DropdownProps<Store>)} />;
}

/** The option the keyboard is on: focus stays in the combobox, which names it. */
function highlightedOption(combobox: HTMLElement): HTMLElement | null {
  const id = combobox.getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id);
}

function optionTexts(listbox: HTMLElement): string[] {
  return within(listbox)
    .queryAllByRole('option')
    .map((option) => option.textContent);
}

const meta = {
  tags: ['reflow'],
  title: 'Forms/Dropdown',
  component: StoryDropdown,
  args: {
    label: 'Store',
    options: stores,
    optionLabel: 'name',
    optionKey: 'storeID',
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    options: { control: false },
    optionLabel: { control: false },
    optionKey: { control: false },
    selectionMode: { control: 'inline-radio', options: ['single', 'multiple'] },
    description: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320, minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<DropdownStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Store' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(combobox);
    const listbox = await body.findByRole('listbox', { name: 'Store' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Leeds Market' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(leeds);
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(combobox).toHaveTextContent('Leeds Market');
    await expect(combobox).toHaveFocus();
  },
};

export const Playground: Story = {
  args: {
    placeholder: 'Default store',
    isSearchable: false,
    isClearable: false,
    isDisabled: false,
    isReadOnly: false,
    isRequired: false,
    isLabelHidden: false,
  },
};

/** As the Insights page's Store dropdown: the placeholder Default store. */
export const Placeholder: Story = {
  args: { placeholder: 'Default store' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Store' })).toHaveTextContent('Default store');
  },
};

export const Selected: Story = {
  args: { defaultValue: bristolTempleMeads, placeholder: 'Default store' },
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Store' });
    await expect(combobox).toHaveTextContent('Bristol Temple Meads');
    await userEvent.click(combobox);
    const selected = within(await body.findByRole('listbox')).getByRole('option', { name: 'Bristol Temple Meads' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    // Opens on the selected option.
    await expect(highlightedOption(combobox)).toBe(selected);
    await userEvent.keyboard('{Escape}');
  },
};

/** Typing filters case-insensitively on the display property. */
export const Searchable: Story = {
  args: { isSearchable: true, placeholder: 'Default store' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Store' });
    await userEvent.type(input, 'bRiStOl');
    const listbox = await body.findByRole('listbox', { name: 'Store' });
    await expect(optionTexts(listbox)).toEqual(['Bristol Harbour', 'Bristol Temple Meads']);
    // The first match is highlighted: Enter takes it.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(bristolTempleMeads);
    await expect(input).toHaveValue('Bristol Temple Meads');
    // Reopening lists every option again.
    await userEvent.click(input);
    await expect(optionTexts(await body.findByRole('listbox'))).toHaveLength(stores.length);
  },
};

/** The dropdown's empty text when no option matches: No results found. */
export const NoResults: Story = {
  args: { isSearchable: true },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Store' }), 'Glasgow');
    await expect(await body.findByRole('status')).toHaveTextContent('No results found');
    await expect(body.queryAllByRole('option')).toHaveLength(0);
  },
};

/** A fake server: answers a search after a short delay. */
function searchStores(search: string): Promise<Store[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(stores.filter((store) => store.name.toLowerCase().includes(search.trim().toLowerCase())));
    }, 300);
  });
}

function ServerSearchDropdown(props: DropdownStoryArgs) {
  const [options, setOptions] = useState(stores);
  const [isLoading, setLoading] = useState(false);
  return (
    <StoryDropdown
      {...props}
      options={options}
      isLoading={isLoading}
      onSearchChange={(search) => {
        props.onSearchChange?.(search);
        setLoading(true);
        void searchStores(search).then((results) => {
          setOptions(results);
          setLoading(false);
        });
      }}
    />
  );
}

/** Searched on the server: the text is sent 400 ms after typing stops, with a loading row meanwhile. */
export const ServerSearch: Story = {
  args: { onSearchChange: fn(), placeholder: 'Search stores' },
  render: (args) => <ServerSearchDropdown {...args} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Store' });
    await userEvent.type(input, 'york');
    // One search for the whole word, not one per keystroke.
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith('york'));
    await expect(args.onSearchChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.getByRole('status')).toHaveTextContent('Loading...'));
    const listbox = body.getByRole('listbox');
    await waitFor(() => expect(optionTexts(listbox)).toEqual(['York Minster']));
    await expect(body.queryByText('Loading...')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(york);
  },
};

/** Nullable: a button clears the selection. */
export const Clearable: Story = {
  args: { isClearable: true, defaultValue: liverpool, placeholder: 'Default store' },
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Store' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Store' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(combobox).toHaveTextContent('Default store');
    await expect(combobox).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear Store' })).toBeNull();
  },
};

/** As the Insights page's Store dropdown, disabled while there is one store or fewer. */
export const Disabled: Story = {
  args: { isDisabled: true, options: [liverpool], defaultValue: liverpool },
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Store' });
    await expect(combobox).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(combobox).not.toHaveFocus();
    await userEvent.click(combobox);
    await expect(body.queryByRole('listbox')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, isClearable: true, defaultValue: bristolHarbour },
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Store' });
    await expect(combobox).toHaveAttribute('aria-readonly', 'true');
    await userEvent.tab();
    await expect(combobox).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(combobox);
    await expect(body.queryByRole('listbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Clear Store' })).toBeNull();
    await expect(combobox).toHaveTextContent('Bristol Harbour');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Required', isRequired: true },
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Store' });
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox).toHaveAccessibleErrorMessage('Required');
    await expect(canvas.getByText('Required')).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true, description: 'The store whose figures are shown.' },
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Store' });
    await expect(combobox).toHaveAttribute('aria-required', 'true');
    await expect(combobox).toHaveAccessibleDescription('The store whose figures are shown.');
  },
};

/** Several options: chosen ones become removable tags; the list stays open while toggling. */
export const Multiple: Story = {
  args: { selectionMode: 'multiple', label: 'Locations', placeholder: 'Locations', defaultValue: [liverpool] },
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Locations' });
    await userEvent.click(combobox);
    const listbox = await body.findByRole('listbox', { name: 'Locations' });
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Leeds Market' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([liverpool, leeds]);
    await expect(body.getByRole('listbox')).toBeVisible();
    // Keyboard toggling: Enter adds the highlighted option and keeps the list open.
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([liverpool, leeds, york]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());

    // Backspace removes the last tag; a tag's button removes it.
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([liverpool, leeds]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Liverpool Central' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([leeds]);
    await expect(combobox).toHaveFocus();

    // The left arrow moves onto the tags; Delete removes the focused one, focus returns to the field.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Remove Leeds Market' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(combobox).toHaveFocus());
    await expect(combobox).toHaveTextContent('Locations');
  },
};

export const MultipleSearchable: Story = {
  args: { selectionMode: 'multiple', isSearchable: true, label: 'Locations', placeholder: 'Locations' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Locations' });
    await userEvent.type(input, 'bristol');
    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([bristolHarbour, bristolTempleMeads]);
    // The search text stays while toggling, so related options are picked in a row.
    await expect(input).toHaveValue('bristol');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(canvas.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
  },
};

/** 10,000 options: only a window of them is in the page; End jumps to the last. */
export const ManyOptions: Story = {
  args: { options: manyStores, isSearchable: true, label: 'Store' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Store' });
    await userEvent.click(input);
    const listbox = await body.findByRole('listbox', { name: 'Store' });
    const rendered = within(listbox).getAllByRole('option');
    await expect(rendered.length).toBeLessThan(40);
    await expect(rendered[0]).toHaveAttribute('aria-setsize', '10000');

    await userEvent.keyboard('{End}');
    await waitFor(() => expect(highlightedOption(input)).toHaveTextContent('Store 10000'));
    await expect(highlightedOption(input)).toHaveAttribute('aria-posinset', '10000');
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(40);
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(highlightedOption(input)).toHaveTextContent('Store 00001'));

    await userEvent.keyboard('0999');
    await waitFor(() => expect(optionTexts(listbox)).toHaveLength(11));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(manyStores.find((store) => store.storeID === 999));
  },
};

/** Arrows, Home and End, type-ahead, Enter chooses, Escape closes and keeps the value. */
export const Keyboard: Story = {
  args: { defaultValue: liverpool },
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Store' });
    await userEvent.tab();
    await expect(combobox).toHaveFocus();

    // ArrowDown opens on the selected option; the arrows move.
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await expect(highlightedOption(combobox)).toHaveTextContent('Liverpool Central');
    await userEvent.keyboard('{ArrowDown}');
    await expect(highlightedOption(combobox)).toHaveTextContent('Bristol Harbour');
    await userEvent.keyboard('{ArrowUp}');
    await expect(highlightedOption(combobox)).toHaveTextContent('Liverpool Central');
    await userEvent.keyboard('{End}');
    await expect(highlightedOption(combobox)).toHaveTextContent('York Minster');
    await userEvent.keyboard('{Home}');
    await expect(highlightedOption(combobox)).toHaveTextContent('Liverpool Central');

    // Type-ahead: typing jumps to the option starting with the letters.
    await userEvent.keyboard('m');
    await expect(highlightedOption(combobox)).toHaveTextContent('Manchester Arndale');

    // Escape closes and keeps the value.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(combobox).toHaveTextContent('Liverpool Central');
    await expect(args.onChange).not.toHaveBeenCalled();

    // Enter opens, Enter chooses.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(bristolTempleMeads);
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(combobox).toHaveTextContent('Bristol Temple Meads');
    await expect(combobox).toHaveFocus();
  },
};

export const HiddenLabel: Story = {
  args: { isLabelHidden: true, placeholder: 'Default store' },
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Store' });
    const label = canvas.getByText('Store');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(combobox).toHaveTextContent('Default store');
  },
};

/** In a modal: the list opens above it, inside its focus trap, and Escape closes the list only. */
export const InModal: Story = {
  args: { isSearchable: true },
  render: (args) => (
    <ModalTrigger>
      <Button>Edit store</Button>
      <Modal title="Store details">
        <StoryDropdown {...args} />
      </Modal>
    </ModalTrigger>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit store' }));
    const dialog = await body.findByRole('dialog', { name: 'Store details' });
    // Placed once the modal's entrance animation (a transform) is over.
    const panel = dialog.closest<HTMLElement>('[data-component="Modal"]') ?? dialog;
    await Promise.all(panel.getAnimations().map((animation) => animation.finished));
    const input = within(dialog).getByRole('combobox', { name: 'Store' });
    await userEvent.click(input);
    const listbox = await within(dialog).findByRole('listbox', { name: 'Store' });
    const option = within(listbox).getByRole('option', { name: 'York Minster' });
    // The option is on top at its centre: not hidden under the modal.
    const box = option.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(
      option.querySelector('span') ?? option,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(dialog).queryByRole('listbox')).toBeNull());
    await expect(body.getByRole('dialog', { name: 'Store details' })).toBeVisible();
    await userEvent.click(input);
    await userEvent.click(
      within(await within(dialog).findByRole('listbox')).getByRole('option', { name: 'Leeds Market' }),
    );
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(leeds);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
