import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilterDropdown, type FilterDefinition } from './FilterDropdown';

interface Category {
  categoryID: number;
  name: string;
}

const categories: FilterDefinition<Category> = {
  key: 'categories',
  placeholder: 'Categories',
  type: 'single',
  options: [
    { categoryID: 1, name: 'Food' },
    { categoryID: 2, name: 'Delivery' },
    { categoryID: 3, name: 'Pharmaceutical' },
  ],
  optionLabel: 'name',
  optionKey: 'categoryID',
};

const locations: FilterDefinition<string> = {
  key: 'locations',
  placeholder: 'Locations',
  type: 'multi',
  options: ['Liverpool', 'Bristol'],
};

const body = within(document.body);

const meta = {
  tags: ['reflow'],
  title: 'Lists/FilterDropdown',
  component: FilterDropdown<Category>,
  args: { filter: categories, onChange: fn() },
  argTypes: { filter: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 240, minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterDropdown<Category>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Categories' });
    await expect(combobox).toHaveTextContent('Categories');
    await userEvent.click(combobox);
    await userEvent.click(within(await body.findByRole('listbox')).getByRole('option', { name: 'Delivery' }));
    await expect(args.onChange).toHaveBeenCalledWith([2], 'categories');
    await expect(combobox).toHaveTextContent('Delivery');
  },
};

export const Playground: Story = {
  args: { isSearchable: false, isDisabled: false, isLoading: false },
};

/** A single filter: clicking the already selected value clears it. */
export const SingleFilter: Story = {
  args: { defaultValue: ['1'] },
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Categories' });
    // An identifier from the URL (a string) selects the option whose identifier is a number.
    await expect(combobox).toHaveTextContent('Food');
    await userEvent.click(combobox);
    const food = within(await body.findByRole('listbox')).getByRole('option', { name: 'Food' });
    await expect(food).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(food);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith([], 'categories');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(combobox).toHaveTextContent('Categories');

    // With the keyboard too: Enter on the selected value clears it.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([1], 'categories');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([], 'categories');
  },
};

/** A multi filter (the Locations filter of the stores list). */
export const MultiFilter: StoryObj<typeof FilterDropdown<string>> = {
  args: { filter: locations, onChange: fn() },
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Locations' });
    await userEvent.click(combobox);
    const listbox = await body.findByRole('listbox', { name: 'Locations' });
    await userEvent.click(within(listbox).getByRole('option', { name: 'Liverpool' }));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Bristol' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Liverpool', 'Bristol'], 'locations');
    // Clicking a chosen value again removes it from a multi filter.
    await userEvent.click(within(listbox).getByRole('option', { name: 'Liverpool' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Bristol'], 'locations');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Remove Bristol' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { filter: { ...categories, options: [] }, isLoading: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Categories' }));
    await expect(await body.findByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Categories' })).toHaveAttribute('aria-disabled', 'true');
  },
};
