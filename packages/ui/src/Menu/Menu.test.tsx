import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { Menu, MenuItem, type MenuProps } from './Menu';

function renderMenu(props: Partial<MenuProps> = {}) {
  const onAction = vi.fn();
  render(
    <ThemeProvider>
      <Menu label="Actions" onAction={onAction} {...props}>
        <MenuItem id="edit">Edit parameters</MenuItem>
        <MenuItem id="convert">Convert to multi-store business</MenuItem>
        <MenuItem id="delete">Delete store</MenuItem>
      </Menu>
    </ThemeProvider>,
  );
  return { onAction, trigger: screen.getByRole('button', { name: 'Actions' }) };
}

describe('Menu', () => {
  it('calls onAction with the id of the item clicked, then closes', async () => {
    const { onAction, trigger } = renderMenu();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete store' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith('delete');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('is named after its button', async () => {
    const { trigger } = renderMenu();
    await userEvent.click(trigger);
    expect(screen.getByRole('menu', { name: 'Actions' })).toBeInTheDocument();
  });

  it('moves with the arrow keys, skips disabled items and chooses with Enter', async () => {
    const { onAction, trigger } = renderMenu({ disabledKeys: ['convert'] });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit parameters' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete store' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledExactlyOnceWith('delete');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes on Escape without acting and gives focus back to its button', async () => {
    const { onAction, trigger } = renderMenu();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(onAction).not.toHaveBeenCalled();
  });

  it('reports opening when controlled', async () => {
    const onOpenChange = vi.fn();
    const { trigger } = renderMenu({ isOpen: false, onOpenChange });
    await userEvent.click(trigger);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
