import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { FormInvalidBanner, type FormInvalidBannerProps } from './FormInvalidBanner';

const text = "Some changes you've made are not valid. Please review them before saving.";

function renderBanner(props: FormInvalidBannerProps = {}) {
  const wrap = (element: ReactElement) => <ThemeProvider>{element}</ThemeProvider>;
  const view = render(wrap(<FormInvalidBanner {...props} />));
  return {
    rerender: (next: FormInvalidBannerProps) => {
      view.rerender(wrap(<FormInvalidBanner {...next} />));
    },
  };
}

function advance(milliseconds: number) {
  act(() => {
    vi.advanceTimersByTime(milliseconds);
  });
}

describe('FormInvalidBanner', () => {
  it('alerts with the invalid-form text', () => {
    renderBanner();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('shows nothing while not visible', () => {
    renderBanner({ isVisible: false });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('with autoHideAfterMs', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('hides itself after 3 seconds and says so', () => {
      const onHide = vi.fn();
      renderBanner({ autoHideAfterMs: 3000, onHide });
      advance(2999);
      expect(screen.getByRole('alert')).toBeInTheDocument();
      expect(onHide).not.toHaveBeenCalled();
      advance(1);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(onHide).toHaveBeenCalledTimes(1);
    });

    it('shows again, for another 3 seconds, on the next failed attempt', () => {
      const { rerender } = renderBanner({ autoHideAfterMs: 3000, attempt: 1 });
      advance(3000);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      rerender({ autoHideAfterMs: 3000, attempt: 2 });
      expect(screen.getByRole('alert')).toBeInTheDocument();
      advance(2999);
      expect(screen.getByRole('alert')).toBeInTheDocument();
      advance(1);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('restarts the countdown when an attempt fails while it is shown', () => {
      const { rerender } = renderBanner({ autoHideAfterMs: 3000, attempt: 1 });
      advance(2000);
      rerender({ autoHideAfterMs: 3000, attempt: 2 });
      advance(2000);
      expect(screen.getByRole('alert')).toBeInTheDocument();
      advance(1000);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows again when the parent hides and shows it', () => {
      const { rerender } = renderBanner({ autoHideAfterMs: 3000 });
      advance(3000);
      rerender({ autoHideAfterMs: 3000, isVisible: false });
      rerender({ autoHideAfterMs: 3000, isVisible: true });
      expect(screen.getByRole('alert')).toBeInTheDocument();
    });
  });
});
