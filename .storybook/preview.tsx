import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { setIconBase } from '../packages/card-preview/src/icons/loadIcon';
import { preloadModal } from '../packages/ui/src/Modal';
import { expectNoSidewaysScroll } from '../packages/ui/src/testing/reflow';
import { ThemeProvider } from '../packages/ui/src/theme';
import { loadFonts } from './fonts';
import { viewports } from './viewports';

// findBy* and waitFor wait up to 5 s (Testing Library's default is 1 s): on a two-core machine
// running the whole suite, a lazy chunk compiled on first use can take longer than a second. A
// state that never comes still fails the story.
configure({ asyncUtilTimeout: 5_000 });

// Card previews load their icons from Font Awesome Free's files, served under card-icons/ (main.ts).
setIconBase('/card-icons/');

/** Whether Vitest runs the stories (from the command line or Storybook's test panel), not a person. */
const runByVitest = typeof import.meta.env.VITEST_STORYBOOK === 'string';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider>
        <Story />
      </ThemeProvider>
    ),
  ],
  // Network-level mocks: a story lists its handlers in parameters.msw.handlers. The dialog's code,
  // which an app fetches when a modal first opens, and the typefaces are there before a story
  // renders, so a story that starts with a modal open shows it at once, in its final type.
  loaders: [
    mswLoader(),
    async () => {
      await Promise.all([preloadModal(), loadFonts()]);
      return {};
    },
  ],
  // Stories tagged 'reflow' (pages, and kit components with a layout of their own) must not make
  // the page scroll sideways, whatever the width they run at: checked after the play function.
  afterEach: ({ tags }) => {
    if (tags.includes('reflow')) expectNoSidewaysScroll();
  },
  parameters: {
    // The guidelines first (foundations, then the component families), then the catalogue of states.
    options: { storySort: { order: ['Guidelines', ['Foundations', '*'], 'Foundations', 'Components', 'Forms'] } },
    layout: 'centered',
    viewport: { options: viewports },
    controls: { expanded: true, matchers: { color: /(background|colou?r)$/i } },
    a11y: {
      // An axe violation fails the story's test.
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'],
        },
        // In the story tests, every node of every violation but one example of what passed: axe
        // finds the same violations, without a selector for each of the thousands of nodes that
        // passed (a tenth of the story tests' time). Storybook's panel keeps them all.
        ...(runByVitest ? { resultTypes: ['violations' as const] } : {}),
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
