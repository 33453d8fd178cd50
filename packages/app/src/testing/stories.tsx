/**
 * Helpers for the app's stories: the whole app (`TestApp`) at a path, with a fresh fake sign-in
 * service made by the story's loader, so a play function can read what the app asked of it.
 */
import { media } from '@stampcard/ui/theme';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import type { AppContextValue } from '#app/lib/appContext';
import type { RuntimeConfiguration } from '#app/lib/config';
import { resetRunOnce } from '#app/lib/auth';
import { createFakeAuthService, type FakeAuthOptions, type FakeAuthService } from './fakeAuth';
import { createTestContext, TestApp, testConfiguration } from './TestApp';

export interface AppStoryOptions extends FakeAuthOptions {
  /** Where the app starts, with its query. */
  path: string;
  /** History state of the first entry, e.g. `{ local: true }`. */
  state?: unknown;
  /** Runtime configuration to change, e.g. `{ analyticsEmbedUrl: 'https://…' }`. */
  configuration?: Partial<RuntimeConfiguration>;
}

/** The services a story's app was given. */
export interface AppStoryServices {
  auth: FakeAuthService;
  /** The identity-server redirect, a spy. */
  redirect: Mock<(url: string) => void>;
  context: AppContextValue;
}

interface LoadedContext {
  loaded: Record<string, unknown>;
}

/** The services the story's loader made, for its play function. */
export function servicesOf({ loaded }: LoadedContext): AppStoryServices {
  return loaded.app as AppStoryServices;
}

/**
 * A story's `loaders` and `render` for the whole app at `path`. The loader forgets memoised
 * authentication steps (`runOnce`), so each story starts as on a fresh page.
 */
export function appStory({ path, state, configuration, ...authOptions }: AppStoryOptions) {
  return {
    loaders: [
      () => {
        resetRunOnce();
        const auth = createFakeAuthService(authOptions);
        const redirect = fn<(url: string) => void>();
        const app: AppStoryServices = {
          auth,
          redirect,
          context: createTestContext(auth, { redirect, configuration: { ...testConfiguration, ...configuration } }),
        };
        return { app };
      },
    ],
    render: (_args: unknown, context: LoadedContext) => (
      <TestApp path={path} state={state} context={servicesOf(context).context} />
    ),
  };
}

/** Where the app's menu is a drawer behind the header bar's Menu button. */
const phoneQuery = media.upTo('drawer').replace('@media ', '');

/**
 * The app's main menu in a story, whatever the width it runs at: the side menu, or on a phone the
 * drawer the header bar's Menu button opens (pressed here when the menu is not open yet).
 */
export async function mainMenu(canvasElement: HTMLElement): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  if (window.matchMedia(phoneQuery).matches) {
    // The header bar's code loads on narrow screens only, beside the page's.
    const menuButton = await canvas.findByRole('button', { name: 'Menu' });
    if (menuButton.getAttribute('aria-expanded') !== 'true') await userEvent.click(menuButton);
  }
  return canvas.findByRole('navigation', { name: 'Main' });
}

/**
 * The page's breadcrumb trail with every step showing, once it has `steps` steps (a trail grows as
 * the page's data arrives): on a phone a long trail hides its middle steps behind "…", pressed here
 * (focus then moves to the first step it shows).
 */
export async function fullTrail(canvasElement: HTMLElement, steps: number): Promise<HTMLElement> {
  const trail = await within(canvasElement).findByRole('navigation', { name: 'Breadcrumb' });
  await waitFor(() => expect(trail.querySelectorAll('[data-component="PageHeader.Breadcrumb"]')).toHaveLength(steps));
  const toggle = within(trail).queryByRole('button', { name: /^Show the full trail/ });
  if (toggle !== null) await userEvent.click(toggle);
  return trail;
}
