import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StampStepper } from './StampStepper';

/** The dot for stamp N: the dots are the slider's picture, hidden from assistive technology. */
function getStamp(canvasElement: HTMLElement, position: number) {
  const stamp = canvasElement.querySelector<HTMLElement>(`[data-part="stamp"][data-position="${position}"]`);
  if (!stamp) throw new Error(`No stamp ${position}.`);
  return stamp;
}

const meta = {
  title: 'Details/StampStepper',
  component: StampStepper,
  // The demo card has 6 stamps with rewards at 3 and 6.
  args: {
    label: 'Stamps',
    stampCount: 6,
    rewardPositions: [3, 6],
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    rewardPositions: { control: 'object' },
  },
} satisfies Meta<typeof StampStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvas, canvasElement }) => {
    const slider = canvas.getByRole('slider', { name: 'Stamps' });
    await expect(slider).toHaveAttribute('aria-valuetext', '2 of 6 stamps');
    await expect(slider).toHaveAccessibleDescription('Rewards at stamps 3 and 6.');
    await expect(canvasElement.querySelectorAll('[data-part="stamp"]')).toHaveLength(6);
    await expect(canvasElement.querySelectorAll('[data-part="stamp"][data-reward]')).toHaveLength(2);
    await expect(getStamp(canvasElement, 3)).toHaveAttribute('data-reward');
    await expect(getStamp(canvasElement, 6)).toHaveAttribute('data-reward');
  },
};

export const Playground: Story = {
  args: { defaultValue: 0, isReadOnly: false, isDisabled: false },
};

/** The Stamps card on user details is a demo, editing disabled. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, value: 2, description: 'Editing disabled' },
  play: async ({ args, canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: 'Stamps' });
    await expect(group).toHaveTextContent('2 of 6 stamps');
    await expect(group).toHaveAccessibleDescription('Editing disabled');
    await expect(canvas.queryByRole('slider')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.click(getStamp(canvasElement, 5));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(group).toHaveTextContent('2 of 6 stamps');
  },
};

export const Editable: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const slider = canvas.getByRole('slider', { name: 'Stamps' });
    await userEvent.click(getStamp(canvasElement, 4));
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(slider).toHaveAttribute('aria-valuetext', '4 of 6 stamps');
    await expect(getStamp(canvasElement, 4)).toHaveAttribute('data-filled');
    await expect(getStamp(canvasElement, 5)).not.toHaveAttribute('data-filled');
    // Clicking a dot puts focus on the slider, so the arrows carry on from there.
    await expect(slider).toHaveFocus();

    await userEvent.click(getStamp(canvasElement, 3));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(slider).toHaveAttribute('aria-valuetext', '3 of 6 stamps, reward');
    await expect(canvas.getByText('3 of 6 stamps, reward')).toBeVisible();
  },
};

/** Clicking the first dot when only one stamp is set resets to 0. */
export const ResetFromOne: Story = {
  args: { defaultValue: 1 },
  play: async ({ args, canvas, canvasElement }) => {
    const slider = canvas.getByRole('slider', { name: 'Stamps' });
    await expect(slider).toHaveAttribute('aria-valuetext', '1 of 6 stamps');
    await userEvent.click(getStamp(canvasElement, 1));
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await expect(slider).toHaveAttribute('aria-valuetext', '0 of 6 stamps');
    await expect(getStamp(canvasElement, 1)).not.toHaveAttribute('data-filled');
    // From 0 the first dot sets one stamp again.
    await userEvent.click(getStamp(canvasElement, 1));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Stamps' });
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuetext', '2 of 6 stamps');
    await userEvent.keyboard('{ArrowUp}');
    await expect(slider).toHaveAttribute('aria-valuetext', '3 of 6 stamps, reward');
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{PageUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{PageUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuetext', '6 of 6 stamps, reward');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuetext', '0 of 6 stamps');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuetext', '6 of 6 stamps, reward');
    await userEvent.tab();
    await expect(slider).not.toHaveFocus();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 2 },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('slider', { name: 'Stamps' })).toBeDisabled();
    await userEvent.click(getStamp(canvasElement, 5));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A longer card wraps onto more rows. */
export const ManyStamps: Story = {
  args: { stampCount: 20, rewardPositions: [5, 10, 15, 20], defaultValue: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Stamps' })).toHaveAccessibleDescription(
      'Rewards at stamps 5, 10, 15 and 20.',
    );
  },
};
