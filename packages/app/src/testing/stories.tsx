/**
 * Helpers for the app's stories: the whole app (`TestApp`) at a path, with a fresh fake sign-in
 * service made by the story's loader, so a play function can read what the app asked of it.
 */
import { buildCardImpact, handlers } from '@stampcard/api-client/testing';
import { media } from '@stampcard/ui/theme';
import type { SetupWorker } from 'msw/browser';
import { expect, fn, spyOn, userEvent, waitFor, within, type Mock } from 'storybook/test';
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

/** A card nobody holds: its changes and its deletion affect no one. */
const nobodyHolds = buildCardImpact({
  holders: 0,
  inProgress: 0,
  completing: 0,
  unredeemedRewards: 0,
  passedNewRewards: 0,
});

/**
 * What every app story's API answers when the story does not say: the details pages' last changes
 * are empty, and nobody holds the card being edited. A story's own handlers come first, so a story
 * that lists history or counts holders answers with its own.
 */
const fallbackHandlers = [
  handlers.getBusinessHistory({ items: [] }),
  handlers.getHistory({ items: [] }),
  handlers.getCardChangeImpact(nobodyHolds),
  handlers.getCardDeletionImpact(nobodyHolds),
];

/**
 * Puts the fallback handlers after the story's own (msw-storybook-addon's loader ran first and
 * gave the worker the story's handlers). Runtime handlers only: the worker's initial handlers stay
 * empty, so nothing of this story answers for the next.
 */
function addFallbackHandlers({ msw }: { msw?: SetupWorker }): void {
  if (msw === undefined) return;
  const own = msw.listHandlers();
  msw.resetHandlers();
  msw.use(...own, ...fallbackHandlers);
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
      addFallbackHandlers,
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
export { CardStage } from './CardStage';

/** A file a story's page saved: its name and its content. */
export interface SavedFile {
  readonly name: string;
  readonly file: Blob;
}

/**
 * Catches downloads instead of letting the browser save them (a story's `beforeEach`): each object
 * URL made is remembered with its file, and a click on a link that downloads one records the file
 * and its name in `saved` (emptied first). Returns the cleanup that restores the browser's own.
 */
export function catchDownloads(saved: SavedFile[]): () => void {
  saved.length = 0;
  const files = new Map<string, Blob>();
  const create = spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    const url = `blob:story/${String(files.size)}`;
    if (file instanceof Blob) files.set(url, file);
    return url;
  });
  const revoke = spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const file = files.get(this.href);
    if (file !== undefined && this.download !== '') saved.push({ name: this.download, file });
  });
  return () => {
    create.mockRestore();
    revoke.mockRestore();
    click.mockRestore();
  };
}
