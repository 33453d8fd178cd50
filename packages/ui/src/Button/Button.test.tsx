import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { Button } from './Button';

function renderButton(props: Partial<Parameters<typeof Button>[0]> = {}) {
  const onPress = vi.fn();
  render(
    <ThemeProvider>
      <Button onPress={onPress} {...props}>
        {props.children ?? 'Save'}
      </Button>
    </ThemeProvider>,
  );
  return { onPress, button: screen.getByRole('button', { name: 'Save' }) };
}

describe('Button', () => {
  it('calls onPress when clicked', async () => {
    const { onPress, button } = renderButton();
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('defaults to the secondary variant at medium size', () => {
    const { button } = renderButton();
    expect(button).toHaveAttribute('data-variant', 'secondary');
    expect(button).toHaveAttribute('data-size', 'medium');
    expect(button).toHaveAttribute('data-component', 'Button');
  });

  it('does not call onPress while disabled', async () => {
    const { onPress, button } = renderButton({ isDisabled: true });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('keeps its accessible name and ignores presses while pending', async () => {
    const { onPress, button } = renderButton({ isPending: true, variant: 'primary' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.querySelector('[data-part="spinner"]')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('runs a click handler of a wrapper (a popover trigger) and onPress', async () => {
    const onClick = vi.fn();
    const { onPress, button } = renderButton({ onClick });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('runs neither handler while pending', async () => {
    const onClick = vi.fn();
    const { onPress, button } = renderButton({ onClick, isPending: true });
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onPress).not.toHaveBeenCalled();
  });

  it('submits its form only when type is submit', async () => {
    const onSubmit = vi.fn((event: Event) => {
      event.preventDefault();
    });
    render(
      <ThemeProvider>
        <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
          <Button>Save</Button>
          <Button type="submit">Send</Button>
        </form>
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
