import {
  apiError,
  buildBusiness,
  buildBusinessReference,
  buildStaffMember,
  buildStoreSummary,
  buildUser,
  handlers,
  loading,
} from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoUsers } from '../../../testing';
import { appStory } from '../../../testing/stories';

/** The first render loads the page's lazy chunks, which Storybook's dev server may compile first. */
const firstRender = { timeout: 10_000 };

const parentBusiness = buildBusinessReference({ businessID: 1, name: 'Bold Street Coffee' });
const business = buildBusiness({ businessID: 1, name: 'Bold Street Coffee' });
const member = buildStaffMember({
  staffID: 12,
  user: buildUser({ firstName: 'Ben', surname: 'Ode', emailAddress: 'ben.ode@example.com' }),
  stores: [buildStoreSummary({ storeID: 1, name: 'Bold Street', parentBusiness })],
});

const meta = {
  title: 'App/Businesses/Business staff member',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [handlers.getBusiness(business), handlers.getBusinessStaffMember(member)] },
  },
  ...appStory({ path: '/businesses/1/staff/12/details', user: demoUsers.merchant }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The staff member within the business: name, e-mail and stores, under the business's breadcrumbs. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ben Ode' }, firstRender)).toBeVisible();
    const breadcrumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumbs.getByRole('link', { name: 'staff' })).toHaveAttribute('href', '/businesses/1/staff');
    await expect(canvas.getByText('ben.ode@example.com')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bold Street (Bold Street Coffee)' })).toHaveAttribute(
      'href',
      '/businesses/1/stores/1/details',
    );
  },
};

/** While loading: titled 'User details' (spec B 2.12), placeholders. */
export const Loading: Story = {
  parameters: { msw: { handlers: [handlers.getBusiness(business), handlers.getBusinessStaffMember(loading)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'User details' }, firstRender)).toBeVisible();
  },
};

/** Not found (or not the merchant's): D4's error with Retry. */
export const NotFound: Story = {
  parameters: {
    msw: { handlers: [handlers.getBusiness(business), handlers.getBusinessStaffMember(apiError(404))] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Could not load the staff member' }, firstRender),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
