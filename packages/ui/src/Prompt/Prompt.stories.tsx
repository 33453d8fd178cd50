import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ModalTrigger } from '../Modal';
import { Prompt } from './Prompt';

const body = within(document.body);

function getBackdrop(): HTMLElement {
  const backdrop = document.querySelector<HTMLElement>('[data-component="Modal.Backdrop"]');
  // globalThis: the `Error` story below shadows the global in this module.
  if (backdrop === null) throw new globalThis.Error('The modal backdrop is not rendered.');
  return backdrop;
}

/** A promise the play function settles itself: no timers. */
function createDeferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((resolvePromise) => {
    resolve = resolvePromise;
  });
  return { promise, resolve };
}

const meta = {
  tags: ['reflow'],
  title: 'Components/Prompt',
  component: Prompt,
  args: {
    title: 'Remove manager?',
    text: 'They will no longer manage this store. You can choose a new manager at any time.',
    confirmLabel: 'Yes, remove them',
    cancelLabel: 'No, keep them as manager',
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['default', 'negative'] },
    width: { control: { type: 'number', min: 240, step: 20 } },
    text: { control: 'text' },
    errorMessage: { control: 'text' },
  },
  // Opened from a trigger, as in the product: focus returns to the trigger when the prompt closes.
  render: (args) => (
    <ModalTrigger onOpenChange={args.onOpenChange}>
      <Button>Open prompt</Button>
      <Prompt {...args} onOpenChange={undefined} />
    </ModalTrigger>
  ),
} satisfies Meta<typeof Prompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open prompt' });
    await userEvent.click(trigger);
    const prompt = await body.findByRole('alertdialog', { name: 'Remove manager?' });
    await expect(prompt).toHaveAccessibleDescription(
      'They will no longer manage this store. You can choose a new manager at any time.',
    );
    await expect(body.getByRole('button', { name: 'Yes, remove them' })).toHaveAttribute('data-variant', 'primary');

    // Cancel closes without confirming.
    await userEvent.click(body.getByRole('button', { name: 'No, keep them as manager' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Focus goes back to the trigger a frame after the modal unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());

    // Confirm runs the action and closes.
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: 'Yes, remove them' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus goes back to the trigger a frame after the modal unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = {
  args: { type: 'default', width: 600 },
};

export const Negative: Story = {
  args: {
    type: 'negative',
    title: 'Remove Ada Lovelace from Bean There Camden?',
    text: 'Ada Lovelace will no longer be staff of this store. Neither the store nor the user is deleted, and you can add them back at any time.',
    confirmLabel: 'Remove them from the store',
    cancelLabel: 'Cancel',
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open prompt' }));
    await body.findByRole('alertdialog', { name: 'Remove Ada Lovelace from Bean There Camden?' });
    const confirm = body.getByRole('button', { name: 'Remove them from the store' });
    await expect(confirm).toHaveAttribute('data-variant', 'negative');
    await userEvent.click(confirm);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

let busyAction = createDeferred();

export const Busy: Story = {
  args: {
    onConfirm: fn(() => busyAction.promise),
  },
  play: async ({ args, canvas }) => {
    busyAction = createDeferred();
    const trigger = canvas.getByRole('button', { name: 'Open prompt' });
    await userEvent.click(trigger);
    const prompt = await body.findByRole('alertdialog', { name: 'Remove manager?' });
    const confirm = body.getByRole('button', { name: 'Yes, remove them' });
    await userEvent.click(confirm);

    // Busy: confirm pending, cancel disabled, Escape and the backdrop do nothing.
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(confirm).toHaveAttribute('data-pending', 'true'));
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(body.getByRole('button', { name: 'No, keep them as manager' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(getBackdrop());
    await userEvent.click(confirm);
    await expect(prompt).toBeInTheDocument();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);

    // The action resolves: the prompt closes and focus returns to the trigger.
    busyAction.resolve();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Focus goes back to the trigger a frame after the modal unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Error: Story = {
  args: {
    onConfirm: fn(() => Promise.reject(new globalThis.Error('The server could not be reached.'))),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open prompt' }));
    const prompt = await body.findByRole('alertdialog', { name: 'Remove manager?' });
    await userEvent.click(body.getByRole('button', { name: 'Yes, remove them' }));

    // The prompt stays open with the reason; both buttons work again, so the user can retry.
    await expect(await body.findByRole('alert')).toHaveTextContent('The server could not be reached.');
    await expect(prompt).toBeInTheDocument();
    const confirm = body.getByRole('button', { name: 'Yes, remove them' });
    await expect(confirm).not.toHaveAttribute('aria-disabled');
    await expect(body.getByRole('button', { name: 'No, keep them as manager' })).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(2));
    await expect(await body.findByRole('alert')).toBeInTheDocument();
  },
};

export const Success: Story = {
  args: {
    type: 'negative',
    title: 'Delete this store?',
    text: 'The store, its cards and all customer progress will be permanently removed. This cannot be undone.',
    confirmLabel: 'Yes, delete it',
    cancelLabel: 'No, keep it',
    success: {
      title: 'Success! Redirecting to the parent business...',
      text: 'The store has been deleted.',
      action: (
        <Button variant="primary" onPress={fn()}>
          Navigate away
        </Button>
      ),
    },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open prompt' }));
    await body.findByRole('alertdialog', { name: 'Delete this store?' });
    await userEvent.click(body.getByRole('button', { name: 'Yes, delete it' }));

    // The success message replaces the prompt, takes focus, and cannot be closed.
    const message = await body.findByRole('alertdialog', { name: 'Success! Redirecting to the parent business...' });
    await expect(message).toHaveAccessibleDescription('The store has been deleted.');
    await expect(message).toHaveFocus();
    await expect(body.queryByRole('button', { name: 'No, keep it' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(getBackdrop());
    await expect(message).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenLastCalledWith(false);
    await expect(body.getByRole('button', { name: 'Navigate away' })).toBeInTheDocument();
  },
};

/** The width prop where the screen has room for it; on a phone a prompt is a sheet as wide as the screen. */
export const CustomWidth: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  args: { width: 320 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open prompt' }));
    await body.findByRole('alertdialog', { name: 'Remove manager?' });
    // offsetWidth: the layout width, unaffected by the opening animation's scale.
    const panel = document.querySelector<HTMLElement>('[data-component="Modal"]');
    await expect(panel?.offsetWidth).toBe(320);
  },
};

export const CustomErrorMessage: Story = {
  args: {
    onConfirm: fn(() => Promise.reject(new globalThis.Error('HTTP 500'))),
    errorMessage: 'Could not remove the manager. Please try again.',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open prompt' }));
    // The prompt takes focus first, a frame after it opens: a click before then would lose its focus to it.
    await waitFor(() => expect(body.getByRole('alertdialog')).toHaveFocus());
    await userEvent.click(body.getByRole('button', { name: 'Yes, remove them' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('Could not remove the manager. Please try again.');
  },
};
