import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

// The card description of the card builder (default text 'Card description').
const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Description', onChange: fn(), onBlur: fn() },
  argTypes: { description: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Description' });
    await expect(textArea).toHaveAttribute('rows', '3');
    // Enter starts a new line; it does not submit.
    await userEvent.type(textArea, 'Collect 9 stamps{Enter}Get a free coffee');
    await expect(args.onChange).toHaveBeenLastCalledWith('Collect 9 stamps\nGet a free coffee');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: {
    defaultValue: 'Card description',
    description: 'Shown under the title on the front of the card',
    rows: 4,
    maxLength: 250,
    showCharacterCount: true,
    isRequired: false,
    isDisabled: false,
    isReadOnly: false,
  },
};

export const WithDescription: Story = {
  args: { label: 'Reverse side text', description: 'Shown on the back of the card' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Reverse side text' })).toHaveAccessibleDescription(
      'Shown on the back of the card',
    );
  },
};

export const Invalid: Story = {
  args: { defaultValue: '', errorMessage: 'Required' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Description' });
    await expect(textArea).toBeInvalid();
    await expect(textArea).toHaveAccessibleErrorMessage('Required');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Card description', isDisabled: true },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Description' });
    await expect(textArea).toBeDisabled();
    await userEvent.tab();
    await expect(textArea).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: 'Card description', isReadOnly: true },
  play: async ({ args, canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.tab();
    await expect(textArea).toHaveFocus();
    await userEvent.keyboard('X');
    await expect(textArea).toHaveValue('Card description');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const CharacterCount: Story = {
  args: { maxLength: 30, showCharacterCount: true, defaultValue: 'Card description' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Description' });
    await expect(canvas.getByText('16/30')).toBeVisible();
    await expect(textArea).toHaveAccessibleDescription('16 of 30 characters');
    await userEvent.type(textArea, ' that goes on and on and on');
    await expect(textArea).toHaveValue('Card description that goes on ');
    await expect(textArea).toHaveAccessibleDescription('30 of 30 characters');
  },
};

export const LongText: Story = {
  args: {
    rows: 5,
    defaultValue:
      'Collect a stamp with every hot drink.\nNine stamps earn a free drink of your choice.\nStamps expire after twelve months.\nOne card per customer.\nNot valid with other offers.\nAsk staff for details.',
  },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Description' });
    await expect(textArea).toHaveAttribute('rows', '5');
    // Longer text scrolls inside the box.
    await expect(textArea.scrollHeight).toBeGreaterThan(textArea.clientHeight);
  },
};
