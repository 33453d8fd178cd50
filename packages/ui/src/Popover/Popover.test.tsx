import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { ThemeProvider } from '../theme';
import { Popover, type PopoverProps } from './Popover';

function renderPopover(props: Partial<PopoverProps> = {}) {
  render(
    <ThemeProvider>
      <Popover trigger={<Button>Profile</Button>} {...props}>
        {props.children ?? (
          <>
            <p>Ada Admin</p>
            <a href="/authentication/profile">Account</a>
          </>
        )}
      </Popover>
      <button type="button">Elsewhere</button>
    </ThemeProvider>,
  );
  return { trigger: screen.getByRole('button', { name: 'Profile' }) };
}

describe('Popover', () => {
  it('opens on click as a dialog named after its trigger, and moves focus inside', async () => {
    const { trigger } = renderPopover();
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Profile' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Account' })).toHaveFocus());
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const { trigger } = renderPopover();
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Account' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes on a click outside', async () => {
    const { trigger } = renderPopover();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uses its label as the accessible name when given one', async () => {
    const { trigger } = renderPopover({ label: 'Your profile' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Your profile' })).toBeInTheDocument();
  });

  it('starts open with defaultOpen', () => {
    renderPopover({ defaultOpen: true });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('follows isOpen when controlled and reports requests to change it', async () => {
    const onOpenChange = vi.fn();
    const { trigger } = renderPopover({ isOpen: false, onOpenChange });
    await userEvent.click(trigger);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('passes close to function children', async () => {
    const { trigger } = renderPopover({
      children: (close) => (
        <button type="button" onClick={close}>
          Sign Out
        </button>
      ),
    });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
