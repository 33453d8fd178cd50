import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { ConfirmByTyping } from './ConfirmByTyping';
import { Prompt, type PromptProps } from './Prompt';
import { preloadModal } from '../Modal';

// The dialog's code is fetched when a modal first opens; here it is loaded first, so a modal
// renders open at once (loadModalDialog.test.tsx covers the wait).
beforeAll(async () => {
  await preloadModal();
});

const requiredProps: PromptProps = {
  title: 'Remove manager?',
  text: 'They will no longer manage this store.',
  confirmLabel: 'Yes, remove them',
  cancelLabel: 'No, keep them as manager',
  onConfirm: () => undefined,
};

function renderPrompt(props: Partial<PromptProps> = {}) {
  const onOpenChange = vi.fn();
  const view = render(
    <ThemeProvider>
      <Prompt {...requiredProps} isOpen onOpenChange={onOpenChange} {...props} />
    </ThemeProvider>,
  );
  const rerender = (nextProps: Partial<PromptProps>) => {
    view.rerender(
      <ThemeProvider>
        <Prompt {...requiredProps} onOpenChange={onOpenChange} {...props} {...nextProps} />
      </ThemeProvider>,
    );
  };
  return { onOpenChange, rerender };
}

describe('Prompt', () => {
  it('is an alertdialog named by its title and described by its text', () => {
    renderPrompt();
    expect(screen.getByRole('alertdialog', { name: 'Remove manager?' })).toHaveAccessibleDescription(
      'They will no longer manage this store.',
    );
  });

  it('uses the negative variant for the confirm button of a negative prompt', () => {
    renderPrompt({ type: 'negative' });
    expect(screen.getByRole('button', { name: 'Yes, remove them' })).toHaveAttribute('data-variant', 'negative');
  });

  it('asks to close after a successful action', async () => {
    const onConfirm = vi.fn();
    const { onOpenChange } = renderPrompt({ onConfirm });
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove them' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows its own error message rather than the thrown one', async () => {
    renderPrompt({
      onConfirm: () => Promise.reject(new Error('HTTP 500')),
      errorMessage: 'Could not remove the manager.',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove them' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not remove the manager.');
  });

  it('forgets the error when it is closed and opened again', async () => {
    const { rerender } = renderPrompt({
      onConfirm: () => Promise.reject(new Error('The server could not be reached.')),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove them' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    rerender({ isOpen: false });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    rerender({ isOpen: true });
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('turns into a success message that Escape does not close', async () => {
    const { onOpenChange } = renderPrompt({
      onConfirm: () => Promise.resolve(),
      success: { title: 'Deleted the Bean There business!', text: 'You can now navigate away.' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove them' }));
    const message = await screen.findByRole('alertdialog', { name: 'Deleted the Bean There business!' });
    expect(message).toHaveAccessibleDescription('You can now navigate away.');
    // Within the message: beside it sit floating-ui's focus guards, which jsdom (taken for Safari)
    // exposes as unnamed buttons; a real Chromium hides them from assistive technology.
    expect(within(message).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(message).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('ConfirmByTyping', () => {
  function renderConfirmByTyping(isOpen: boolean, confirmationWord?: string) {
    return (
      <ThemeProvider>
        <ConfirmByTyping
          title="Delete this card?"
          text="The card and all customer progress will be permanently removed. This cannot be undone."
          confirmLabel="Yes, delete it"
          cancelLabel="No, keep it"
          confirmationWord={confirmationWord}
          onConfirm={() => undefined}
          isOpen={isOpen}
        />
      </ThemeProvider>
    );
  }

  it('enables confirm only for the exact word, case included', async () => {
    render(renderConfirmByTyping(true));
    const field = screen.getByRole('textbox', { name: 'Type delete to confirm' });
    const confirm = screen.getByRole('button', { name: 'Yes, delete it' });
    await userEvent.type(field, 'DELETE');
    expect(confirm).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'delete');
    expect(confirm).toBeEnabled();
  });

  it('asks for the word it is given', () => {
    render(renderConfirmByTyping(true, 'Bean There'));
    expect(screen.getByRole('textbox', { name: 'Type Bean There to confirm' })).toBeInTheDocument();
  });

  it('empties the field when it is closed and opened again', async () => {
    const view = render(renderConfirmByTyping(true));
    await userEvent.type(screen.getByRole('textbox', { name: 'Type delete to confirm' }), 'delete');
    view.rerender(renderConfirmByTyping(false));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    view.rerender(renderConfirmByTyping(true));
    expect(await screen.findByRole('textbox', { name: 'Type delete to confirm' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Yes, delete it' })).toBeDisabled();
  });
});
