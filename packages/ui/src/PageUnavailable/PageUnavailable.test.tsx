import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { PageUnavailable, type PageUnavailableProps } from './PageUnavailable';

function renderPage(props: PageUnavailableProps) {
  return render(
    <ThemeProvider>
      <PageUnavailable {...props} />
    </ThemeProvider>,
  );
}

/** jsdom has no matchMedia: give it one that answers the reduced-motion query. */
function stubPrefersReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches && query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

function activeIconIndex(container: HTMLElement) {
  return container.querySelector('[data-part="icons"]')?.getAttribute('data-active-index');
}

describe('PageUnavailable', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says the page is coming soon, with a Go home link to /', () => {
    renderPage({ status: 'coming-soon', title: 'Promotions page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions page is coming soon!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it('rotates the icons every 2 s', () => {
    const { container } = renderPage({ status: 'coming-soon', title: 'Promotions page' });
    expect(activeIconIndex(container)).toBe('0');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(activeIconIndex(container)).toBe('1');
    expect(container.querySelectorAll('[data-active]')).toHaveLength(1);
  });

  it('keeps the first icon when the user prefers reduced motion', () => {
    stubPrefersReducedMotion(true);
    const { container } = renderPage({ status: 'coming-soon', title: 'Promotions page' });
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(activeIconIndex(container)).toBe('0');
  });

  it('keeps the first icon when reduced motion is forced', () => {
    stubPrefersReducedMotion(false);
    const { container } = renderPage({ status: 'coming-soon', title: 'Promotions page', isReducedMotion: true });
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(activeIconIndex(container)).toBe('0');
  });

  it('points a user of the mobile app to it', () => {
    renderPage({
      status: 'mobile-app',
      mobileAppHref: 'https://example.com/app',
      message: 'The Stampcard app for customers is in the App Store and on Google Play.',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Cannot access this page' })).toBeInTheDocument();
    expect(
      screen.getByText('The Stampcard app for customers is in the App Store and on Google Play.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the mobile app' })).toHaveAttribute(
      'href',
      'https://example.com/app',
    );
  });
});
