import { buildBusiness, handlers } from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoUsers } from '#app/testing';
import { appStory, mainMenu } from '#app/testing/stories';

const meta = {
  tags: ['reflow'],
  title: 'App/Pages/Placeholders',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first render loads the page's lazy chunks, which Storybook's dev server may compile first. */
const firstRender = { timeout: 10_000 };

export const Settings: Story = {
  ...appStory({ path: '/settings', user: demoUsers.administrator }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Settings' }, firstRender)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Settings page is coming soon!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go home' })).toBeVisible();
  },
};

export const Promotions: Story = {
  ...appStory({ path: '/promotions', user: demoUsers.merchant }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Promotions' }, firstRender)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Promotions page is coming soon!' })).toBeVisible();
  },
};

export const StoreStaff: Story = {
  ...appStory({ path: '/businesses/1/stores/2/staff', user: demoUsers.merchant }),
  // Every page of a business loads the business once, through its parent route.
  parameters: { msw: { handlers: [handlers.getBusiness(buildBusiness({ businessID: 1 }))] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('store-staff-page works!', {}, firstRender)).toBeVisible();
    // The merchant's businesses entry (labelled Settings) is current.
    await expect(within(await mainMenu(canvasElement)).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
