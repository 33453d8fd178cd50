import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ModalTrigger } from '../Modal';
import { ConfirmByTyping } from './ConfirmByTyping';

const body = within(document.body);

// The card delete prompt, word for word.
const meta = {
  tags: ['reflow'],
  title: 'Components/ConfirmByTyping',
  component: ConfirmByTyping,
  args: {
    title: 'Delete this card?',
    text: 'The card and all customer progress will be permanently removed. This cannot be undone.',
    confirmLabel: 'Yes, delete it',
    cancelLabel: 'No, keep it',
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['default', 'negative'] },
    width: { control: { type: 'number', min: 240, step: 20 } },
    text: { control: 'text' },
  },
  render: (args) => (
    <ModalTrigger onOpenChange={args.onOpenChange}>
      <Button variant="negative">Delete</Button>
      <ConfirmByTyping {...args} onOpenChange={undefined} />
    </ModalTrigger>
  ),
} satisfies Meta<typeof ConfirmByTyping>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const prompt = await body.findByRole('alertdialog', { name: 'Delete this card?' });
    await waitFor(() => expect(prompt).toHaveFocus());
    await userEvent.type(body.getByRole('textbox', { name: 'Type delete to confirm' }), 'delete');
    await userEvent.click(body.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { confirmationWord: 'delete', type: 'negative', width: 600 },
};

export const DeleteCard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    const prompt = await body.findByRole('alertdialog', { name: 'Delete this card?' });
    await waitFor(() => expect(prompt).toHaveFocus());
    await expect(prompt).toHaveAccessibleDescription(
      'The card and all customer progress will be permanently removed. This cannot be undone.',
    );
    const field = body.getByRole('textbox', { name: 'Type delete to confirm' });
    const confirm = body.getByRole('button', { name: 'Yes, delete it' });
    await expect(confirm).toHaveAttribute('data-variant', 'negative');
    await expect(confirm).toBeDisabled();

    // Only the exact word counts: not a prefix, not another case, not with spaces.
    for (const attempt of ['delet', 'Delete', ' delete', 'delete ']) {
      await userEvent.clear(field);
      await userEvent.type(field, attempt);
      await expect(confirm).toBeDisabled();
    }
    await userEvent.clear(field);
    await userEvent.type(field, 'delete');
    await expect(confirm).toBeEnabled();

    await userEvent.click(confirm);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // Focus goes back to the trigger a frame after the modal unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());

    // Reopened, the prompt starts afresh.
    await userEvent.click(trigger);
    await expect(await body.findByRole('textbox', { name: 'Type delete to confirm' })).toHaveValue('');
    await expect(body.getByRole('button', { name: 'Yes, delete it' })).toBeDisabled();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const prompt = await body.findByRole('alertdialog', { name: 'Delete this card?' });
    await waitFor(() => expect(prompt).toHaveFocus());

    const field = body.getByRole('textbox', { name: 'Type delete to confirm' });
    const cancel = body.getByRole('button', { name: 'No, keep it' });
    const confirm = body.getByRole('button', { name: 'Yes, delete it' });

    // Enter in the field does nothing while confirm is disabled, and a disabled confirm is skipped.
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('delet{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(prompt).toBeInTheDocument();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    // Past the last control, focus wraps to the first a frame later (through the trap's hidden guard).
    await userEvent.tab();
    await waitFor(() => expect(field).toHaveFocus());

    // With the word typed, the order is field, cancel, confirm. (Tabbing in selects the text: End first.)
    await userEvent.keyboard('{End}e');
    await expect(field).toHaveValue('delete');
    await expect(confirm).toBeEnabled();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();

    // Enter in the field confirms once the word is right.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // Focus goes back to the trigger a frame after the modal unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Error: Story = {
  args: {
    onConfirm: fn(() => Promise.reject(new globalThis.Error('The card could not be deleted.'))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const prompt = await body.findByRole('alertdialog', { name: 'Delete this card?' });
    await waitFor(() => expect(prompt).toHaveFocus());
    const field = body.getByRole('textbox', { name: 'Type delete to confirm' });
    await userEvent.type(field, 'delete');
    await userEvent.click(body.getByRole('button', { name: 'Yes, delete it' }));

    // The failure shows in the prompt; what the user typed stays, so a retry is one press.
    await expect(await body.findByRole('alert')).toHaveTextContent('The card could not be deleted.');
    await expect(body.getByRole('alertdialog', { name: 'Delete this card?' })).toBeInTheDocument();
    await expect(field).toHaveValue('delete');
    await expect(body.getByRole('button', { name: 'Yes, delete it' })).toBeEnabled();
  },
};

export const CustomWord: Story = {
  args: {
    title: 'Delete Bean There?',
    text: 'The business, its stores and all customer progress will be permanently removed. This cannot be undone.',
    confirmationWord: 'Bean There',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const prompt = await body.findByRole('alertdialog', { name: 'Delete Bean There?' });
    // The dialog takes focus a frame after it opens: type only once it has, or keys land there.
    await waitFor(() => expect(prompt).toHaveFocus());
    const field = body.getByRole('textbox', { name: 'Type Bean There to confirm' });
    await userEvent.type(field, 'Bean There');
    await expect(body.getByRole('button', { name: 'Yes, delete it' })).toBeEnabled();
  },
};
