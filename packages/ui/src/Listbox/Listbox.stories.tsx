import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExampleListbox, exampleRowHeight, type ExampleListboxProps } from './Listbox.examples';

const meta = {
  tags: ['reflow'],
  title: 'Lists/Listbox',
  component: ExampleListbox,
  args: { onSelectionChange: fn(), onReachEnd: fn() },
  argTypes: {
    count: { control: { type: 'number', min: 1 } },
    defaultSelectedIndex: { control: { type: 'number', min: 0 } },
  },
} satisfies Meta<ExampleListboxProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The option the keyboard is on: focus stays on the list, which names it. */
function activeOption(listbox: HTMLElement): HTMLElement | null {
  const id = listbox.getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id);
}

/**
 * 10,000 members, of which only the rows in view (and a few beyond) are in the page. Focus puts the
 * keyboard on the first row in view; the arrows, Page Down, End and Home move it, the list scrolling
 * as little as needed to show it; Space selects, Enter on the selected member deselects them.
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const listbox = canvas.getByRole('listbox', { name: 'Members' });
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(20);
    await expect(within(listbox).getAllByRole('option')[0]).toHaveAttribute('aria-setsize', '10000');

    await userEvent.tab();
    await expect(listbox).toHaveFocus();
    await expect(activeOption(listbox)).toHaveTextContent('Member 00001');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(activeOption(listbox)).toHaveTextContent('Member 00003');
    // A view of six rows: Page Down moves five, so a row stays in sight.
    await userEvent.keyboard('{PageDown}');
    await expect(activeOption(listbox)).toHaveTextContent('Member 00008');
    await expect(listbox.scrollTop).toBe(8 * exampleRowHeight - listbox.clientHeight);

    await userEvent.keyboard('{End}');
    await expect(activeOption(listbox)).toHaveTextContent('Member 10000');
    await expect(args.onReachEnd).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(listbox.scrollTop).toBe(listbox.scrollHeight - listbox.clientHeight));
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(20);
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(9_999);
    await expect(canvas.getByRole('status')).toHaveTextContent('Selected: Member 10000');

    await userEvent.keyboard('{Home}');
    await expect(activeOption(listbox)).toHaveTextContent('Member 00001');
    await expect(listbox.scrollTop).toBe(0);
    await userEvent.keyboard('{End}{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('No member selected');
    await userEvent.keyboard('{Home}');
  },
};

export const Playground: Story = {
  args: { count: 100 },
};

/** A click selects a member, and a second click deselects them; no key has moved yet. */
export const Pointer: Story = {
  play: async ({ args, canvas }) => {
    const listbox = canvas.getByRole('listbox', { name: 'Members' });
    const third = within(listbox).getByRole('option', { name: 'Member 00003' });
    await userEvent.click(third);
    await expect(third).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('Selected: Member 00003');
    await userEvent.click(third);
    await expect(third).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('No member selected');
  },
};

/** With a member selected in view, focus arriving on the list puts the keyboard on them. */
export const Selected: Story = {
  args: { defaultSelectedIndex: 3 },
  play: async ({ canvas }) => {
    const listbox = canvas.getByRole('listbox', { name: 'Members' });
    await expect(within(listbox).getByRole('option', { name: 'Member 00004' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.tab();
    await expect(activeOption(listbox)).toHaveTextContent('Member 00004');
    await userEvent.keyboard('{ArrowUp}');
    await expect(activeOption(listbox)).toHaveTextContent('Member 00003');
  },
};

/** A short list: every row is rendered, and the keyboard stops at its ends. */
export const FewOptions: Story = {
  args: { count: 4 },
  play: async ({ canvas }) => {
    const listbox = canvas.getByRole('listbox', { name: 'Members' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.tab();
    await userEvent.keyboard('{PageDown}{ArrowDown}');
    await expect(activeOption(listbox)).toHaveTextContent('Member 00004');
    await userEvent.keyboard('{PageUp}{ArrowUp}');
    await expect(activeOption(listbox)).toHaveTextContent('Member 00001');
  },
};
