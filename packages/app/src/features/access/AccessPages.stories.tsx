import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultMobileAppUrl } from '#app/lib/config';
import { demoUsers } from '#app/testing';
import { appStory, mainMenu } from '#app/testing/stories';

const meta = {
  tags: ['reflow'],
  title: 'App/Access',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotAuthorized: Story = {
  ...appStory({ path: '/not-authorized', user: demoUsers.noRole }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Not authorized' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

export const CustomerUnauthorized: Story = {
  ...appStory({ path: '/customer-unauthorized', user: demoUsers.customer }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cannot access this page' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the mobile app' })).toHaveAttribute(
      'href',
      defaultMobileAppUrl,
    );
    await expect(canvas.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  },
};

/** A signed-in user without roles opening a back-office page. */
export const NoRoleOpensInsights: Story = {
  ...appStory({ path: '/insights', user: demoUsers.noRole }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Not authorized' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Insights' })).not.toBeInTheDocument();
  },
};

/** A customer of the mobile app opening a back-office page. */
export const CustomerOpensInsights: Story = {
  ...appStory({ path: '/insights', user: demoUsers.customer }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cannot access this page' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Insights' })).not.toBeInTheDocument();
  },
};

/** A path no route matches, inside the shell. */
export const NotFound: Story = {
  ...appStory({ path: '/no-such-page', user: demoUsers.administrator }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const menu = await mainMenu(canvasElement);
    await expect(menu).toBeVisible();
    await expect(within(menu).queryAllByRole('link', { current: 'page' })).toHaveLength(0);
  },
};
