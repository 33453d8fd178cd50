import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUsers } from '#app/testing';
import { appStory, servicesOf } from '#app/testing/stories';

/** The first render loads the page's lazy chunks, which Storybook's dev server may compile first. */
const firstRender = { timeout: 10_000 };

/** Waits until nothing on the page is loading, so the story ends (and is pictured) on the loaded page. */
/**
 * Waits until Insights has drawn every widget in its loading state (its requests never answer
 * here), so a story's picture never catches the page while its widgets are still appearing.
 */
async function widgetsDrawn(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('heading', { name: 'Rewards timeline' }, firstRender);
}

const meta = {
  tags: ['reflow'],
  title: 'App/Shell',
  parameters: {
    layout: 'fullscreen',
    // The shell around Insights, whose figures stay loading: these stories are about the shell.
    msw: { handlers: [http.get('*/api/*', () => delay('infinite'))] },
    viewport: {
      options: {
        wide: { name: 'Wide desktop (1440 px)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
        narrow: { name: 'Narrow desktop (1024 px)', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
      },
    },
  },
  globals: { viewport: { value: 'wide', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The side menu's entries once the shell has rendered, as `label href`. */
async function menuEntries(canvasElement: HTMLElement): Promise<string[]> {
  const nav = await within(canvasElement).findByRole('navigation', { name: 'Main' });
  return within(within(nav).getByRole('list'))
    .getAllByRole('link')
    .map((link) => `${link.textContent} ${link.getAttribute('href') ?? ''}`);
}

export const Administrator: Story = {
  ...appStory({ path: '/insights', user: demoUsers.administrator }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Insights' }, firstRender)).toBeVisible();
    await widgetsDrawn(canvasElement);
    await expect(await menuEntries(canvasElement)).toEqual([
      'Insights /insights',
      'Businesses /businesses',
      'Customers /customers',
      'Reports /reports',
      'History /history',
      'Settings /settings',
    ]);
    await expect(canvas.getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Profile: Ada Lovelace' })).toBeVisible();
  },
};

export const Merchant: Story = {
  ...appStory({ path: '/insights', user: demoUsers.merchant }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Insights' }, firstRender)).toBeVisible();
    // The businesses entry is labelled Settings for a Merchant.
    await expect(await menuEntries(canvasElement)).toEqual([
      'Insights /insights',
      'Settings /businesses',
      'Reports /reports',
      'Promotions /promotions',
    ]);
    await widgetsDrawn(canvasElement);
  },
};

export const AdministratorAndMerchant: Story = {
  ...appStory({ path: '/insights', user: demoUsers.administratorAndMerchant }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Insights' }, firstRender)).toBeVisible();
    await expect(await menuEntries(canvasElement)).toEqual([
      'Insights /insights',
      'Businesses /businesses',
      'Customers /customers',
      'Reports /reports',
      'History /history',
      'Settings /settings',
      'Promotions /promotions',
    ]);
    await widgetsDrawn(canvasElement);
  },
};

/** Up to 1280 px the menu narrows to 130 px, the page still beside it. */
export const Narrow: Story = {
  ...appStory({ path: '/insights', user: demoUsers.administrator }),
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Insights' }, firstRender);
    await expect(window.matchMedia('(max-width: 1280px)').matches).toBe(true);
    const menu = canvasElement.querySelector<HTMLElement>('[data-component="SideMenu"]');
    if (!menu) throw new Error('The side menu is missing');
    await expect(getComputedStyle(menu).width).toBe('130px');
    await expect(canvas.getByRole('main').getBoundingClientRect().left).toBeGreaterThanOrEqual(
      menu.getBoundingClientRect().right,
    );
    await expect(canvas.getByRole('button', { name: 'Profile: Ada Lovelace' })).toBeVisible();
    await widgetsDrawn(canvasElement);
  },
};

/** Clicking an entry opens its page, moves `aria-current` to it and focus to the new page's `<main>`. */
export const NavigateByMenu: Story = {
  ...appStory({ path: '/insights', user: demoUsers.administrator }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Insights' }, firstRender);
    await userEvent.click(canvas.getByRole('link', { name: 'Reports' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reports' }, firstRender)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Insights' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getAllByRole('link', { current: 'page' })).toHaveLength(1);
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

/** The skip link is the first tab stop and moves focus to `<main>`. */
export const SkipLink: Story = {
  ...appStory({ path: '/insights', user: demoUsers.administrator }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Insights' }, firstRender);
    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** A Merchant opening an Administrators-only page lands on Insights. */
export const MerchantOpensCustomers: Story = {
  ...appStory({ path: '/customers', user: demoUsers.merchant }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Insights' }, firstRender)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Customers' })).not.toBeInTheDocument();
  },
};

/** A signed-out user opening a guarded page goes to login, which signs in and comes back. */
export const SignedOutOpensBusinesses: Story = {
  ...appStory({ path: '/businesses', user: null }),
  play: async (context) => {
    const { auth } = servicesOf(context);
    await expect(await context.canvas.findByRole('status', { name: 'Signing you in…' }, firstRender)).toBeVisible();
    await waitFor(() => expect(auth.calls).toEqual(['signIn /businesses']));
    await expect(context.canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};
