/**
 * Helpers for the app's stories: the whole app (`TestApp`) at a path, with a fresh fake sign-in
 * service made by the story's loader, so a play function can read what the app asked of it.
 */
import { fn, type Mock } from 'storybook/test';
import type { AppContextValue } from '../lib/appContext';
import type { RuntimeConfiguration } from '../lib/config';
import { resetRunOnce } from '../lib/auth';
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
