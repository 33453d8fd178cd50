import type { StaffMember } from '@stampcard/api-client';
import {
  apiError,
  buildBusiness,
  buildBusinessReference,
  buildStaffMember,
  buildStoreSummary,
  buildUser,
  handlers,
  loading,
  pageOf,
} from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoUsers } from '#app/testing';
import { appStory } from '#app/testing/stories';

const body = within(document.body);
/** The first render loads the page's lazy chunks, which Storybook's dev server may compile first. */
const firstRender = { timeout: 10_000 };

const parentBusiness = buildBusinessReference({ businessID: 1, name: 'Bold Street Coffee' });
const boldStreet = buildStoreSummary({ storeID: 1, name: 'Bold Street', parentBusiness });
const albertDock = buildStoreSummary({ storeID: 2, name: 'Albert Dock', parentBusiness });
const business = buildBusiness({ businessID: 1, name: 'Bold Street Coffee', stores: [boldStreet, albertDock] });

/** `count` staff members, Person 01, Person 02, ..., every other one at Albert Dock too. */
function people(count: number): StaffMember[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return buildStaffMember({
      staffID: 100 + index,
      user: buildUser({ userID: `user-${number}`, firstName: 'Person', surname: number }),
      stores: index % 2 === 0 ? [boldStreet] : [boldStreet, albertDock],
    });
  });
}

const created = fn<(body: unknown) => void>();
const removed = fn<(staffId: string) => void>();

/** GET /api/Business/1/Staff over `staff` as the API answers: page, search, store filter, x-pagination. */
function staffApi(
  staff: StaffMember[],
  { createAnswer, removeAnswer }: { createAnswer?: Response; removeAnswer?: Response } = {},
) {
  let current = staff;
  return [
    handlers.getBusiness(business),
    handlers.getBusinessStaff(({ request }) => {
      const query = new URL(request.url).searchParams;
      const term = (query.get('SearchTerm') ?? '').toLowerCase();
      const stores = query.getAll('Filter');
      const matching = current.filter(
        (member) =>
          (member.user.name ?? '').toLowerCase().includes(term) &&
          (stores.length === 0 || (member.stores ?? []).some((store) => stores.includes(String(store.storeID)))),
      );
      return pageOf(matching, request);
    }),
    handlers.deleteBusinessStaffMember(({ params }) => {
      removed(String(params.staffId));
      if (removeAnswer !== undefined) return removeAnswer;
      current = current.filter((member) => String(member.staffID) !== params.staffId);
      return new Response(null, { status: 204 });
    }),
    handlers.createBusinessStaffMember(async ({ request }) => {
      const sent = (await request.json()) as { user: { firstName: string; surname: string; emailAddress: string } };
      created(sent);
      if (createAnswer !== undefined) return createAnswer;
      const member = buildStaffMember({
        staffID: 999,
        user: buildUser({ userID: 'user-new', ...sent.user }),
        stores: [],
      });
      current = [member, ...current];
      return member;
    }),
  ];
}

const meta = {
  tags: ['reflow'],
  title: 'App/Businesses/Business staff',
  parameters: { layout: 'fullscreen', msw: { handlers: staffApi(people(3)) } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const administrator = appStory({ path: '/businesses/1/staff', user: demoUsers.administrator });

function staffTable(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('table', { name: 'Staff' }, firstRender);
}

/** The staff: name, e-mail and each store with its business in brackets; view and remove on each row. */
export const Default: Story = {
  ...administrator,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Staff' }, firstRender)).toBeVisible();
    const breadcrumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumbs.getByRole('link', { name: 'businesses' })).toHaveAttribute('href', '/businesses');
    await expect(await breadcrumbs.findByRole('link', { name: 'Bold Street Coffee' })).toHaveAttribute(
      'href',
      '/businesses/1/details',
    );
    const table = await staffTable(canvasElement);
    const row = (await within(table).findByText('Person 02')).closest('tr');
    if (row === null) throw new Error('No row.');
    await expect(row).toHaveTextContent('Bold Street (Bold Street Coffee), Albert Dock (Bold Street Coffee)');
    await expect(within(row).getByRole('link', { name: 'View Person 02' })).toHaveAttribute(
      'href',
      '/businesses/1/staff/101/details',
    );
    await expect(within(row).getByRole('button', { name: 'Remove Person 02 from the business' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New staff member' })).toBeVisible();
  },
};

/** Two pages of 20: the pager, and the numbers continue on page 2. */
export const TwoPages: Story = {
  ...appStory({ path: '/businesses/1/staff?page=2', user: demoUsers.administrator }),
  parameters: { msw: { handlers: staffApi(people(25)) } },
  play: async ({ canvas, canvasElement }) => {
    const table = await staffTable(canvasElement);
    await expect(await within(table).findByText('Person 21')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getByRole('cell', { name: '21' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  },
};

/** The store filter offers the business's stores and narrows the list. */
export const FilteredByStore: Story = {
  ...appStory({ path: '/businesses/1/staff?stores=2', user: demoUsers.administrator }),
  parameters: { msw: { handlers: staffApi(people(4)) } },
  play: async ({ canvasElement }) => {
    const table = await staffTable(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(within(table).getByText('Person 02')).toBeVisible();
    await expect(within(table).queryByText('Person 01')).not.toBeInTheDocument();
  },
};

/** While the first page loads: skeleton rows. */
export const Loading: Story = {
  ...administrator,
  parameters: { msw: { handlers: [handlers.getBusiness(business), handlers.getBusinessStaff(loading)] } },
  play: async ({ canvasElement }) => {
    const table = await staffTable(canvasElement);
    await expect(table.querySelectorAll('[data-component="Skeleton.Row"]')).toHaveLength(5);
  },
};

/** Nobody: No results / No users to be displayed. */
export const Empty: Story = {
  ...administrator,
  parameters: { msw: { handlers: staffApi([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No results' }, firstRender)).toBeVisible();
    await expect(canvas.getByText('No users to be displayed')).toBeVisible();
  },
};

/** The list cannot be loaded: an error with the reason and Retry. */
export const LoadError: Story = {
  ...administrator,
  parameters: {
    msw: { handlers: [handlers.getBusiness(business), handlers.getBusinessStaff(apiError(500, ['Try later.']))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Could not load the staff' }, firstRender)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

async function askToRemove(canvasElement: HTMLElement) {
  const table = await staffTable(canvasElement);
  await userEvent.click(await within(table).findByRole('button', { name: 'Remove Person 01 from the business' }));
  return body.findByRole('alertdialog', { name: 'Remove Person 01 from Bold Street Coffee?' });
}

/** Removing someone asks first, then DELETEs them from the business and the row goes. */
export const RemoveStaffMember: Story = {
  ...administrator,
  play: async ({ canvasElement }) => {
    removed.mockClear();
    const prompt = await askToRemove(canvasElement);
    await expect(prompt).toHaveTextContent(/not deleted/);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Remove them from the business' }));
    await expect(await body.findByText('Removed Person 01 from Bold Street Coffee')).toBeVisible();
    await expect(removed).toHaveBeenCalledWith('100');
    const table = await staffTable(canvasElement);
    await waitFor(() => expect(within(table).queryByText('Person 01')).not.toBeInTheDocument());
  },
};

/** The removal fails: 'Could not remove Person 01', the reason in the prompt, the row stays. */
export const RemoveFailure: Story = {
  ...administrator,
  parameters: { msw: { handlers: staffApi(people(3), { removeAnswer: apiError(500) }) } },
  play: async ({ canvasElement }) => {
    const prompt = await askToRemove(canvasElement);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Remove them from the business' }));
    await expect(await body.findByText('Could not remove Person 01')).toBeVisible();
    await expect(await within(prompt).findByRole('alert')).toHaveTextContent(
      'An error occurred when trying to remove Person 01 from Bold Street Coffee.',
    );
    await userEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    await expect(within(await staffTable(canvasElement)).getByText('Person 01')).toBeVisible();
  },
};

async function fillNewUser() {
  const modal = await body.findByRole('dialog', { name: 'New staff member' });
  await userEvent.click(within(modal).getByRole('radio', { name: 'Ms' }));
  await userEvent.type(within(modal).getByRole('textbox', { name: /First name/ }), 'Nia');
  await userEvent.type(within(modal).getByRole('textbox', { name: /Surname/ }), 'Evans');
  await userEvent.type(within(modal).getByRole('textbox', { name: /E-mail/ }), 'nia.evans@example.com');
  await userEvent.click(within(modal).getByRole('button', { name: 'Create user' }));
  return modal;
}

/** New staff member: the user form, POST /api/Business/1/Staff, 'Created user' with the activation note. */
export const NewStaffMember: Story = {
  ...administrator,
  play: async ({ canvas, canvasElement }) => {
    created.mockClear();
    await userEvent.click(await canvas.findByRole('button', { name: 'New staff member' }, firstRender));
    const modal = await fillNewUser();
    await expect(await body.findByText('Created user Nia Evans')).toBeVisible();
    await expect(
      body.getByText('An account activation e-mail will be sent to nia.evans@example.com.'),
    ).toBeInTheDocument();
    const [sent] = created.mock.lastCall ?? [];
    await expect(sent).toMatchObject({
      user: { firstName: 'Nia', surname: 'Evans', emailAddress: 'nia.evans@example.com' },
    });
    await waitFor(() => expect(modal).not.toBeInTheDocument());
    await expect(await within(await staffTable(canvasElement)).findByText('Nia Evans')).toBeVisible();
  },
};

/** The server refuses the new staff member: 'Could not create the user' with its errors, the form kept. */
export const NewStaffMemberRefused: Story = {
  ...administrator,
  parameters: {
    msw: {
      handlers: staffApi(people(3), {
        createAnswer: apiError(409, {
          'body.user.emailAddress': ['nia.evans@example.com is already staff of this business.'],
        }),
      }),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New staff member' }, firstRender));
    const modal = await fillNewUser();
    await expect(await body.findByText('Could not create the user')).toBeVisible();
    await expect(
      (await body.findAllByText('nia.evans@example.com is already staff of this business.')).length,
    ).toBeGreaterThan(0);
    await expect(modal).toBeVisible();
    await expect(within(modal).getByRole('textbox', { name: /First name/ })).toHaveValue('Nia');
  },
};
