import { act, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from '@stampcard/ui/theme';
import { describe, expect, it } from 'vitest';
import { createFakeAuthService, createTestContext, demoUsers, pending, TestApp } from '#app/testing';

function renderApp(path: string, auth = createFakeAuthService({ user: demoUsers.merchant, signIn: pending })) {
  render(
    <ThemeProvider>
      <TestApp path={path} context={createTestContext(auth)} />
    </ThemeProvider>,
  );
  return auth;
}

/**
 * Each test waits for two routes' lazy chunks, up to 10 s each on a machine busy with the whole
 * suite: the test's own limit is above the sum, so it fails on a missing heading, not on the clock.
 */
const routeLoads = { timeout: 30_000 };

describe('App', () => {
  it(
    'sends the user to login, coming back to the page, when they are signed out while it is open',
    routeLoads,
    async () => {
      const auth = renderApp('/reports?page=2');
      // The first render loads the route's lazy chunks.
      await screen.findByRole('heading', { level: 1, name: 'Reports' }, { timeout: 10_000 });

      act(() => {
        auth.setUser(null);
      });
      // The sign-in route loads first.
      await screen.findByRole('heading', { level: 1, name: 'Signing you in…' }, { timeout: 10_000 });
      // The page starts the sign-in in an effect after it shows.
      await waitFor(() => {
        expect(auth.calls).toEqual(['signIn /reports?page=2']);
      });
    },
  );

  it('runs the guards again when the user’s roles change', routeLoads, async () => {
    const auth = renderApp('/promotions');
    await screen.findByRole('heading', { level: 1, name: 'Promotions' }, { timeout: 10_000 });

    act(() => {
      auth.setUser(demoUsers.administrator);
    });
    // Promotions is for merchants: the administrator goes home, to Insights (its route loads first).
    await screen.findByRole('heading', { level: 1, name: 'Insights' }, { timeout: 10_000 });
  });
});
