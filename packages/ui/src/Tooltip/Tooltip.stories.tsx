import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const meta = {
  tags: ['reflow'],
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'View/edit user details',
    // Stories open at once: no real waiting in tests.
    delay: 0,
    children: <Button>Edit</Button>,
  },
  argTypes: {
    children: { control: false },
    placement: {
      control: 'select',
      options: ['top', 'top-start', 'top-end', 'right', 'bottom', 'bottom-start', 'bottom-end', 'left'],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 64 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Edit' });
    // Described before any hover: the text is never only in the tooltip.
    await expect(trigger).toHaveAccessibleDescription('View/edit user details');
    await expect(body.queryByRole('tooltip')).toBeNull();

    await userEvent.hover(trigger);
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('View/edit user details');

    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const Playground: Story = {
  args: { placement: 'top', delay: 500, isDisabled: false },
};

export const OnFocus: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Edit' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('View/edit user details');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    // Escape closes the tooltip and nothing else: focus stays on the control.
    await expect(trigger).toHaveFocus();
  },
};

export const OnDisabledControl: Story = {
  args: {
    content: 'Lock feature not available yet',
    children: <Button isDisabled>Lock</Button>,
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(document.body);
    const button = canvas.getByRole('button', { name: 'Lock' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Lock feature not available yet');

    await userEvent.tab();
    const wrapper = canvasElement.querySelector('[data-component="Tooltip.DisabledTrigger"]');
    await expect(wrapper).toHaveFocus();
    await expect(wrapper).toHaveAccessibleDescription('Lock feature not available yet');
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Lock feature not available yet');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const OnDisabledControlHover: Story = {
  args: {
    content: 'Delete feature not available yet',
    children: <Button isDisabled>Delete</Button>,
  },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const wrapper = canvasElement.querySelector<HTMLElement>('[data-component="Tooltip.DisabledTrigger"]');
    if (!wrapper) throw new Error('The disabled trigger is not wrapped.');
    await userEvent.hover(wrapper);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Delete feature not available yet');
    await userEvent.unhover(wrapper);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

/** Each placement where there is room for it (on a phone, a tooltip flips to the side that has room). */
export const Placements: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, auto)', gap: 96, padding: 48 }}>
      {(['top', 'right', 'bottom', 'left'] as const).map((placement) => (
        <Tooltip key={placement} {...args} placement={placement} content={`Shown ${placement}`} defaultOpen>
          <Button>{placement}</Button>
        </Tooltip>
      ))}
    </div>
  ),
  play: async () => {
    const body = within(document.body);
    await waitFor(() => expect(body.getAllByRole('tooltip')).toHaveLength(4));
    for (const placement of ['top', 'right', 'bottom', 'left']) {
      await expect(body.getByText(`Shown ${placement}`)).toHaveAttribute('data-placement', placement);
    }
  },
};

export const LongText: Story = {
  args: {
    content:
      'A longer tooltip wraps onto several lines instead of growing wider than the screen, so it stays readable at any zoom.',
    defaultOpen: true,
  },
};

export const TooltipDisabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit' });
    await userEvent.hover(trigger);
    await expect(within(document.body).queryByRole('tooltip')).toBeNull();
    await expect(trigger).not.toHaveAccessibleDescription();
  },
};
