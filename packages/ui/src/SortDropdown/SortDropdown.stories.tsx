import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SortDropdown, type SortOption } from './SortDropdown';

/** The sorts of the businesses list. */
const businessSorts: SortOption[] = [
  { value: 'alphabetically', label: 'Alphabetically' },
  { value: 'no_of_stores', label: 'Number of stores' },
  { value: 'no_of_employees', label: 'Number of employees' },
  { value: 'date_created', label: 'Date created' },
];

const body = within(document.body);

const meta = {
  tags: ['reflow'],
  title: 'Lists/SortDropdown',
  component: SortDropdown,
  args: { options: businessSorts, onChange: fn() },
  argTypes: { options: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 320, minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SortDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing the sort and the order reports both. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(combobox).toHaveTextContent('Sort by');
    const ascending = canvas.getByRole('button', { name: 'Ascending' });
    const descending = canvas.getByRole('button', { name: 'Descending' });
    await expect(ascending).toHaveAttribute('aria-pressed', 'true');
    await expect(descending).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(combobox);
    await userEvent.click(within(await body.findByRole('listbox')).getByRole('option', { name: 'Number of stores' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ sort: 'no_of_stores', sortOrder: 'asc' });
    await expect(combobox).toHaveTextContent('Number of stores');

    await userEvent.click(descending);
    await expect(args.onChange).toHaveBeenLastCalledWith({ sort: 'no_of_stores', sortOrder: 'desc' });
    await expect(descending).toHaveAttribute('aria-pressed', 'true');
    await expect(ascending).toHaveAttribute('aria-pressed', 'false');
    // Pressing the current order again changes nothing.
    await userEvent.click(descending);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Playground: Story = {
  args: { isLabelHidden: true, isDisabled: false, label: 'Sort by', placeholder: 'Sort by' },
};

export const Selected: Story = {
  args: { defaultValue: { sort: 'date_created', sortOrder: 'desc' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Date created');
    await expect(canvas.getByRole('button', { name: 'Descending' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** With the keyboard: Tab to the sort, arrows and Enter, Tab to the order, Space. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Sort by' });
    await userEvent.tab();
    await expect(combobox).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ sort: 'date_created', sortOrder: 'asc' });
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ascending' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ sort: 'date_created', sortOrder: 'desc' });
  },
};

export const VisibleLabel: Story = {
  args: { isLabelHidden: false },
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Sort by' });
    const labelId = combobox.getAttribute('aria-labelledby') ?? '';
    const label = document.getElementById(labelId);
    await expect(label).toHaveTextContent('Sort by');
    await expect(label?.getBoundingClientRect().width).toBeGreaterThan(20);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Ascending' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Descending' })).toBeDisabled();
  },
};
