import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { ThemeProvider } from '../theme';
import { Tooltip, type TooltipProps } from './Tooltip';

function renderTooltip(props: Partial<TooltipProps> = {}) {
  render(
    <ThemeProvider>
      <Tooltip content="Lock feature not available yet" {...props}>
        {props.children ?? <Button>Lock</Button>}
      </Tooltip>
    </ThemeProvider>,
  );
}

/** Lets floating-ui's asynchronous positioning settle. */
async function flushPositioning() {
  await act(async () => {
    await vi.runOnlyPendingTimersAsync();
  });
}

describe('Tooltip', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('describes its trigger with the text before anyone hovers', () => {
    renderTooltip();
    expect(screen.getByRole('button', { name: 'Lock' })).toHaveAccessibleDescription('Lock feature not available yet');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens 500 ms after the pointer rests on the trigger, not before', async () => {
    vi.useFakeTimers();
    renderTooltip();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Lock' }));

    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    await flushPositioning();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Lock feature not available yet');
  });

  it('waits for the delay it is given', async () => {
    vi.useFakeTimers();
    renderTooltip({ delay: 100 });
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Lock' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    await flushPositioning();
    expect(screen.getByRole('tooltip')).toBeVisible();
  });

  it('closes when Escape is pressed', async () => {
    vi.useFakeTimers();
    renderTooltip({ defaultOpen: true });
    await flushPositioning();
    expect(screen.getByRole('tooltip')).toBeVisible();

    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('wraps a disabled trigger in a focusable element, and both carry the description', () => {
    renderTooltip({ children: <Button isDisabled>Lock</Button> });
    const button = screen.getByRole('button', { name: 'Lock' });
    const wrapper = button.parentElement;
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Lock feature not available yet');
    expect(wrapper).toHaveAttribute('tabindex', '0');
    expect(wrapper).toHaveAttribute('data-component', 'Tooltip.DisabledTrigger');
    expect(wrapper).toHaveAccessibleDescription('Lock feature not available yet');
  });

  it('wraps a disabled native button too', () => {
    renderTooltip({
      children: (
        <button type="button" disabled>
          Lock
        </button>
      ),
    });
    expect(screen.getByRole('button', { name: 'Lock' }).parentElement).toHaveAttribute('tabindex', '0');
  });

  it('keeps the description the trigger already has', () => {
    renderTooltip({
      children: (
        <button type="button" aria-describedby="hint">
          Lock
        </button>
      ),
    });
    const button = screen.getByRole('button', { name: 'Lock' });
    expect(button.getAttribute('aria-describedby')).toMatch(/^hint \S+$/);
  });

  it('neither opens nor describes when turned off', async () => {
    vi.useFakeTimers();
    renderTooltip({ isDisabled: true, delay: 0 });
    const button = screen.getByRole('button', { name: 'Lock' });
    fireEvent.mouseEnter(button);
    await flushPositioning();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('reports opening and closing when controlled', async () => {
    vi.useFakeTimers();
    const onOpenChange = vi.fn();
    renderTooltip({ isOpen: false, onOpenChange, delay: 0 });
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Lock' }));
    await flushPositioning();
    expect(onOpenChange).toHaveBeenCalledWith(true);
    // Controlled and still closed: the parent decides.
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
