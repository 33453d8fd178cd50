import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl, type SegmentedControlOption } from './SegmentedControl';

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round">
      <path d={d} />
    </svg>
  );
}

const alignmentOptions: SegmentedControlOption[] = [
  { id: 'left', label: 'Left' },
  { id: 'center', label: 'Center' },
  { id: 'right', label: 'Right' },
];

const alignmentIconOptions: SegmentedControlOption[] = [
  { id: 'left', label: 'Left', icon: <Icon d="M2 3.5h12M2 6.5h8M2 9.5h12M2 12.5h8" /> },
  { id: 'center', label: 'Center', icon: <Icon d="M2 3.5h12M4 6.5h8M2 9.5h12M4 12.5h8" /> },
  { id: 'right', label: 'Right', icon: <Icon d="M2 3.5h12M6 6.5h8M2 9.5h12M6 12.5h8" /> },
];

const textStyleOptions: SegmentedControlOption[] = [
  {
    id: 'bold',
    label: 'Bold',
    icon: <Icon d="M4.5 2.5h4.25a2.75 2.75 0 0 1 0 5.5H4.5zM4.5 8h5a2.75 2.75 0 0 1 0 5.5h-5z" />,
  },
  { id: 'italic', label: 'Italic', icon: <Icon d="M7 2.5h5M4 13.5h5M9.5 2.5l-3 11" /> },
  { id: 'underline', label: 'Underline', icon: <Icon d="M4.5 2.5v4.5a3.5 3.5 0 0 0 7 0V2.5M3.5 14h9" /> },
];

const meta = {
  tags: ['reflow'],
  title: 'Forms/SegmentedControl',
  component: SegmentedControl,
  args: {
    label: 'Alignment',
    options: alignmentOptions,
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    selectionMode: { control: 'inline-radio', options: ['single', 'multiple'] },
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Alignment' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('radio', { name: 'Center' }));
    await expect(canvas.getByRole('radio', { name: 'Center' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('center');
    await userEvent.click(canvas.getByRole('radio', { name: 'Right' }));
    await expect(canvas.getByRole('radio', { name: 'Right' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Center' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('right');
  },
};

export const Playground: Story = {
  args: {
    selectionMode: 'single',
    description: 'Where the text sits on the card.',
    errorMessage: '',
    isRequired: false,
    isDisabled: false,
    isReadOnly: false,
  },
};

export const Selected: Story = {
  args: { defaultValue: 'center' },
  play: async ({ args, canvas }) => {
    const center = canvas.getByRole('radio', { name: 'Center' });
    await expect(center).toBeChecked();
    await expect(center).toHaveAttribute('data-selected', 'true');
    // One tab stop, on the selected segment.
    await userEvent.tab();
    await expect(center).toHaveFocus();
    // Pressing the selected segment again keeps it: a single control never empties.
    await userEvent.click(center);
    await expect(center).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithDescription: Story = {
  args: { description: 'Where the text sits on the card.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Alignment' })).toHaveAccessibleDescription(
      'Where the text sits on the card.',
    );
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Required', isRequired: true },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Alignment' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Required');
    await expect(group).toHaveAttribute('aria-errormessage', canvas.getByText('Required').id);
    await userEvent.click(canvas.getByRole('radio', { name: 'Left' }));
    await expect(args.onChange).toHaveBeenCalledWith('left');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    // The marker is shown but is not part of the name: the group is announced as required.
    const group = canvas.getByRole('radiogroup', { name: 'Alignment' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'left' },
  play: async ({ args, canvas }) => {
    for (const segment of canvas.getAllByRole('radio')) await expect(segment).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Right' }), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: 'Left' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledOption: Story = {
  args: {
    options: [
      { id: 'left', label: 'Left' },
      { id: 'center', label: 'Center', isDisabled: true },
      { id: 'right', label: 'Right' },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Center' })).toBeDisabled();
    // The arrow keys skip it.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Left' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Right' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith('right');
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'left' },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Alignment' });
    await expect(group).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: 'Right' }));
    await expect(canvas.getByRole('radio', { name: 'Left' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Right' })).not.toBeChecked();
    // Focusable and readable, but Space does not change it either.
    await expect(canvas.getByRole('radio', { name: 'Right' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Right' })).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const left = canvas.getByRole('radio', { name: 'Left' });
    const center = canvas.getByRole('radio', { name: 'Center' });
    const right = canvas.getByRole('radio', { name: 'Right' });
    await userEvent.tab();
    await expect(left).toHaveFocus();
    await expect(left).toHaveAttribute('data-focus-visible', 'true');
    // The arrow keys move between segments; Space and Enter select.
    await userEvent.keyboard('{ArrowRight}');
    await expect(center).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(center).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('center');
    await userEvent.keyboard('{ArrowRight}');
    await expect(right).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(right).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('right');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(left).toHaveFocus();
    // Tab leaves the control in one step.
    await userEvent.tab();
    await expect(left).not.toHaveFocus();
    await expect(right).not.toHaveFocus();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
    // Shift+Tab comes back to the segment focused last.
    await userEvent.tab({ shift: true });
    await expect(left).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** The card builder's text style: any of bold, italic and underline, icon-only segments. */
export const TextStyle: Story = {
  args: { label: 'Text Style', selectionMode: 'multiple', options: textStyleOptions },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('toolbar', { name: 'Text Style' });
    const bold = within(group).getByRole('button', { name: 'Bold', pressed: false });
    const italic = within(group).getByRole('button', { name: 'Italic', pressed: false });
    const underline = within(group).getByRole('button', { name: 'Underline', pressed: false });
    await expect(bold).toHaveAttribute('title', 'Bold');

    await userEvent.click(underline);
    await expect(args.onChange).toHaveBeenLastCalledWith(['underline']);
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    // Listed in the order of the options, not of the clicks.
    await expect(args.onChange).toHaveBeenLastCalledWith(['bold', 'underline']);
    // Pressing a selected style clears it; the last one can be cleared too.
    await userEvent.click(underline);
    await expect(args.onChange).toHaveBeenLastCalledWith(['bold']);
    await userEvent.click(bold);
    await expect(args.onChange).toHaveBeenLastCalledWith([]);

    // Keyboard: arrows move, Space and Enter toggle.
    await userEvent.keyboard('{ArrowRight}');
    await expect(italic).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(italic).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(['italic']);
    await userEvent.keyboard('{Enter}');
    await expect(italic).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

/** The card builder's alignment: exactly one of left, center and right, icon-only segments. */
export const Alignment: Story = {
  args: { label: 'Alignment', selectionMode: 'single', options: alignmentIconOptions, defaultValue: 'left' },
  play: async ({ args, canvas }) => {
    const left = canvas.getByRole('radio', { name: 'Left' });
    const center = canvas.getByRole('radio', { name: 'Center' });
    await expect(left).toBeChecked();
    await userEvent.click(center);
    await expect(center).toBeChecked();
    await expect(left).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('center');
    // Pressing the selected alignment again does not leave the text without one.
    await userEvent.click(center);
    await userEvent.keyboard(' ');
    await expect(center).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByRole('radio', { name: 'Right' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('right');
  },
};
