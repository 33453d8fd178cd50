import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { CreateTile } from './CreateTile';

describe('CreateTile', () => {
  it('is a button named by its label that calls onPress with a click, Enter or Space', async () => {
    const onPress = vi.fn();
    render(
      <ThemeProvider>
        <CreateTile label="NEW BUSINESS" onPress={onPress} />
      </ThemeProvider>,
    );
    const tile = screen.getByRole('button', { name: 'NEW BUSINESS' });
    expect(tile).toHaveAttribute('type', 'button');
    await userEvent.click(tile);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('is a link with href, rendered through renderLink', () => {
    render(
      <ThemeProvider>
        <CreateTile
          label="New Card"
          href="/cards?id=new"
          layout="thumbnail"
          renderLink={({ href, children, ...props }) => (
            <a {...props} href={href} data-router="">
              {children}
            </a>
          )}
        />
      </ThemeProvider>,
    );
    const link = screen.getByRole('link', { name: 'New Card' });
    expect(link).toHaveAttribute('href', '/cards?id=new');
    expect(link).toHaveAttribute('data-router');
    expect(link.closest('[data-component="CreateTile"]')).toHaveAttribute('data-layout', 'thumbnail');
  });

  it('cannot be pressed while disabled', async () => {
    const onPress = vi.fn();
    render(
      <ThemeProvider>
        <CreateTile label="NEW STORE" onPress={onPress} isDisabled />
      </ThemeProvider>,
    );
    const tile = screen.getByRole('button', { name: 'NEW STORE' });
    expect(tile).toBeDisabled();
    await userEvent.click(tile);
    expect(onPress).not.toHaveBeenCalled();
  });
});
