import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PageUnavailable } from './PageUnavailable';

const meta = {
  tags: ['reflow'],
  title: 'Components/PageUnavailable',
  component: PageUnavailable,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'coming-soon',
    title: 'Promotions page',
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['coming-soon', 'mobile-app'] },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3] },
  },
} satisfies Meta<typeof PageUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

function activeIconIndex(canvasElement: HTMLElement): string | null | undefined {
  return canvasElement.querySelector('[data-part="icons"]')?.getAttribute('data-active-index');
}

export const Default: Story = {
  // Each story names its status and the props that status requires (the props are a union on status).
  args: { status: 'coming-soon', title: 'Promotions page' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Promotions page is coming soon!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  },
};

export const Playground: Story = {
  args: {
    status: 'coming-soon',
    title: 'Promotions page',
    homeHref: '/',
    rotationIntervalMs: 2000,
    fadeDurationMs: 300,
    headingLevel: 1,
    isReducedMotion: false,
  },
};

/** The Promotions page. */
export const ComingSoon: Story = {
  args: { status: 'coming-soon', title: 'Promotions page' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Promotions page is coming soon!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    await expect(activeIconIndex(canvasElement)).toBe('0');
  },
};

/** The same page with a short interval, to watch the icons rotate and cross-fade. */
export const ComingSoonRotating: Story = {
  args: { status: 'coming-soon', title: 'Promotions page', rotationIntervalMs: 100, fadeDurationMs: 50 },
  parameters: {
    visual: {
      disable:
        'the icons keep turning every 100 ms, so which one a picture catches depends on when it is taken; Coming Soon pictures the same page with its first icon',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(activeIconIndex(canvasElement)).toBe('0');
    await waitFor(async () => {
      await expect(activeIconIndex(canvasElement)).toBe('1');
    });
  },
};

export const ComingSoonReducedMotion: Story = {
  args: { status: 'coming-soon', title: 'Promotions page', isReducedMotion: true, rotationIntervalMs: 50 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Promotions page is coming soon!' })).toBeVisible();
    // Several intervals pass and the first icon stays.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(activeIconIndex(canvasElement)).toBe('0');
  },
};

/** The settings placeholder page. */
export const ComingSoonSettings: Story = {
  args: { status: 'coming-soon', title: 'Settings page' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Settings page is coming soon!' })).toBeVisible();
  },
};

/** A signed-in user who may use only the mobile app (here, a product's customer), pointed to it. */
export const CustomerUnauthorized: Story = {
  args: {
    status: 'mobile-app',
    mobileAppHref: 'https://example.com/stampcard-app',
    message: 'The Stampcard app for customers is in the App Store and on Google Play.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cannot access this page' })).toBeVisible();
    await expect(
      canvas.getByText('The Stampcard app for customers is in the App Store and on Google Play.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the mobile app' })).toHaveAttribute(
      'href',
      'https://example.com/stampcard-app',
    );
  },
};
