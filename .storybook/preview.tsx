import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { ThemeProvider } from '../packages/ui/src/theme';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider>
        <Story />
      </ThemeProvider>
    ),
  ],
  // Network-level mocks: a story lists its handlers in parameters.msw.handlers.
  loaders: [mswLoader()],
  parameters: {
    layout: 'centered',
    controls: { expanded: true, matchers: { color: /(background|colou?r)$/i } },
    a11y: {
      // An axe violation fails the story's test.
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'],
        },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
