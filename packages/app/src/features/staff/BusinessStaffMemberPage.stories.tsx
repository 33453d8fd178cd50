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
import { demoUsers } from '#app/testing';
import { appStory, fullTrail } from '#app/testing/stories';

/** The first render loads the page's lazy chunks, which Storybook's dev server may compile first. */
const firstRender = { timeout: 10_000 };

const parentBusiness = buildBusinessReference({ businessID: 1, name: 'Bold Street Coffee' });
const business = buildBusiness({ businessID: 1, name: 'Bold Street Coffee' });
const member = buildStaffMember({
  staffID: 12,
  business: parentBusiness,
  user: buildUser({ firstName: 'Ben', surname: 'Ode', emailAddress: 'ben.ode@example.com' }),
  stores: [buildStoreSummary({ storeID: 1, name: 'Bold Street', parentBusiness })],
});

const meta = {
  tags: ['reflow'],
  title: 'App/Businesses/Business staff member',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [handlers.getBusiness(business), handlers.getBusinessStaffMember(member)] },
  },
  ...appStory({ path: '/businesses/1/staff/12/details', user: demoUsers.merchant }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The staff details page within the business, as its merchant reads it (read, not change):
 * businesses > Bold Street Coffee > staff > Ben Ode; the account details read-only and the stores
 * without changes; no Settings.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ben Ode' }, firstRender)).toBeVisible();
    const breadcrumbs = within(await fullTrail(canvasElement, 4));
    await expect(breadcrumbs.getByRole('link', { name: 'Bold Street Coffee' })).toHaveAttribute(
      'href',
      '/businesses/1/details',
    );
    await expect(breadcrumbs.getByRole('link', { name: 'staff' })).toHaveAttribute('href', '/businesses/1/staff');
    await expect(breadcrumbs.getByText('Ben Ode')).toHaveAttribute('aria-current', 'page');
    const account = within(canvas.getByRole('form', { name: 'Account details' }));
    await expect(account.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ben.ode@example.com');
    await expect(account.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
    await expect(account.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    const stores = within(canvas.getByRole('region', { name: 'Stores' }));
    await expect(stores.getByRole('link', { name: 'Bold Street' })).toHaveAttribute(
      'href',
      '/businesses/1/stores/1/details',
    );
    await expect(stores.getByText('Business: Bold Street Coffee')).toBeVisible();
    await expect(stores.queryByRole('button', { name: /Unlink|to a new store/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Settings' })).not.toBeInTheDocument();
  },
};

/** An administrator within the business: Save changes, linking and unlinking stores, Settings. */
export const Administrator: Story = {
  ...appStory({ path: '/businesses/1/staff/12/details', user: demoUsers.administrator }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ben Ode' }, firstRender)).toBeVisible();
    const account = within(canvas.getByRole('form', { name: 'Account details' }));
    await expect(account.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    const stores = within(canvas.getByRole('region', { name: 'Stores' }));
    await expect(stores.getByRole('button', { name: 'Unlink Ben Ode from Bold Street' })).toBeVisible();
    await expect(stores.getByRole('button', { name: 'Add Ben Ode to a new store' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send password reset' })).toBeEnabled();
  },
};

/** While loading: titled 'User details', placeholders. */
export const Loading: Story = {
  parameters: { msw: { handlers: [handlers.getBusiness(business), handlers.getBusinessStaffMember(loading)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'User details' }, firstRender)).toBeVisible();
    await expect(canvas.getByText('Loading the account details')).toBeInTheDocument();
    await expect(canvas.getByText('Loading the stores')).toBeInTheDocument();
  },
};

/** Not found (or not the merchant's): an error with the reason and Retry. */
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
