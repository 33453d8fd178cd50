import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { ThemeProvider, color, contrastRatio } from '../theme';
import { Unavailable } from './Unavailable';

describe('Unavailable', () => {
  it('disables a kit control, marks it Unavailable and describes it with the reason', async () => {
    const onPress = vi.fn();
    render(
      <ThemeProvider>
        <Unavailable reason="Lock feature not available yet">
          <Button onPress={onPress}>Lock</Button>
        </Unavailable>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Lock' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Lock feature not available yet');
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    expect(onPress).not.toHaveBeenCalled();
  });

  it('disables a native control with the disabled attribute', () => {
    render(
      <ThemeProvider>
        <Unavailable reason="Change password feature not available yet">
          <button type="submit">Change password</button>
        </Unavailable>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Change password' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Change password feature not available yet');
  });

  it('lets keyboard users reach the reason through a focusable wrapper', async () => {
    render(
      <ThemeProvider>
        <Unavailable reason="Delete feature not available yet">
          <Button aria-label="Delete account">×</Button>
        </Unavailable>
      </ThemeProvider>,
    );
    await userEvent.tab();
    const wrapper = screen.getByRole('button', { name: 'Delete account' }).parentElement;
    expect(wrapper).toHaveFocus();
    expect(wrapper).toHaveAccessibleDescription('Delete feature not available yet');
  });

  it('draws the badge text at AA contrast', () => {
    expect(contrastRatio(color.text.warning, color.bg.tintWarning)).toBeGreaterThanOrEqual(4.5);
  });
});
