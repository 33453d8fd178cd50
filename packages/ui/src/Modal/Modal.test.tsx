import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { ThemeProvider } from '../theme';
import { Modal, ModalTrigger, type ModalProps } from './Modal';
import { preloadModal } from './loadModalDialog';

// The dialog's code is fetched when a modal first opens; here it is loaded first, so a modal
// renders open at once (loadModalDialog.test.tsx covers the wait).
beforeAll(async () => {
  await preloadModal();
});

function renderOpenModal(props: Partial<ModalProps> = {}) {
  const onOpenChange = vi.fn();
  render(
    <ThemeProvider>
      <Modal title="Store categories" isOpen onOpenChange={onOpenChange} {...props}>
        Choose the categories.
      </Modal>
    </ThemeProvider>,
  );
  return { onOpenChange, dialog: screen.getByRole('dialog', { name: 'Store categories' }) };
}

describe('Modal', () => {
  it('is a dialog named by its title', () => {
    const { dialog } = renderOpenModal();
    expect(dialog).toHaveTextContent('Choose the categories.');
    expect(screen.getByRole('heading', { level: 2, name: 'Store categories' })).toBeInTheDocument();
  });

  it('is 600 pixels wide unless given a width', () => {
    renderOpenModal();
    const panel = document.querySelector<HTMLElement>('[data-component="Modal"]');
    expect(panel?.style.getPropertyValue('--modal-width')).toBe('600px');
  });

  it('takes the width it is given', () => {
    renderOpenModal({ width: 420 });
    const panel = document.querySelector<HTMLElement>('[data-component="Modal"]');
    expect(panel?.style.getPropertyValue('--modal-width')).toBe('420px');
  });

  it('asks to close on Escape', async () => {
    const { onOpenChange, dialog } = renderOpenModal();
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes on Escape pressed before focus has moved into it', () => {
    const { onOpenChange } = renderOpenModal();
    const outside = document.createElement('button');
    document.body.append(outside);
    fireEvent.keyDown(outside, { key: 'Escape' });
    outside.remove();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('ignores Escape when it is not dismissable', async () => {
    const { onOpenChange, dialog } = renderOpenModal({ isDismissable: false });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('renders the alertdialog role and a description when asked', () => {
    render(
      <ThemeProvider>
        <Modal title="Remove manager?" role="alertdialog" aria-describedby="text" isOpen>
          <p id="text">They will no longer manage the store.</p>
        </Modal>
      </ThemeProvider>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Remove manager?' })).toHaveAccessibleDescription(
      'They will no longer manage the store.',
    );
  });

  it('closes on a click on the backdrop, not on a drag from the panel that ends there', () => {
    const { onOpenChange, dialog } = renderOpenModal();
    const backdrop = document.querySelector<HTMLElement>('[data-component="Modal.Backdrop"]');
    if (backdrop === null) throw new Error('The modal backdrop is not rendered.');
    fireEvent.pointerDown(dialog);
    fireEvent.click(backdrop);
    expect(onOpenChange).not.toHaveBeenCalled();
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('marks its trigger as expanded while open', async () => {
    render(
      <ThemeProvider>
        <ModalTrigger>
          <Button>Open</Button>
          <Modal title="Store categories">Choose the categories.</Modal>
        </ModalTrigger>
      </ThemeProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Store categories' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
  });

  it('closes only the innermost of two nested modals on Escape', async () => {
    render(
      <ThemeProvider>
        <Modal title="Store categories" defaultOpen>
          <ModalTrigger>
            <Button>Add a category</Button>
            <Modal title="New category">Name the category.</Modal>
          </ModalTrigger>
        </Modal>
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add a category' }));
    const inner = screen.getByRole('dialog', { name: 'New category' });
    await waitFor(() => expect(inner).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New category' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Store categories' })).toBeInTheDocument();
  });

  it('closes from its content and gives focus back to the trigger', async () => {
    render(
      <ThemeProvider>
        <ModalTrigger>
          <Button>Open</Button>
          <Modal title="Store categories" actions={({ close }) => <Button onPress={close}>Done</Button>}>
            Choose the categories.
          </Modal>
        </ModalTrigger>
      </ThemeProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });
});
