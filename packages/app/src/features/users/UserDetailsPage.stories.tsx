import type { User, UserForm } from '@stampcard/api-client';
import { apiError, buildUser, handlers, loading, type MockResponse } from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoUsers } from '#app/testing';
import { appStory } from '#app/testing/stories';

/** Toasts are portalled to the body. */
const body = within(document.body);
/** The first render loads the page's lazy chunks, which Storybook's dev server may compile first. */
const firstRender = { timeout: 10_000 };

const bannerText = "Some changes you've made are not valid. Please review them before saving.";

const ada = buildUser({
  userID: 'user-ada',
  title: 'Ms',
  firstName: 'Ada',
  surname: 'Lovelace',
  emailAddress: 'ada@example.com',
  phoneNumber: '07700 900123',
  postCode: 'L1 4DS',
  dateOfBirth: '1990-04-12',
  profileImage: null,
  hasPassword: true,
  roles: ['Customer'],
});

/** A customer of the mobile app without a password of her own, reached from All Customers. */
const chloe = buildUser({
  userID: 'user-chloe',
  title: 'Ms',
  firstName: 'Chloe',
  surname: 'Evans',
  emailAddress: 'chloe.evans@example.com',
  phoneNumber: '07700 900456',
  postCode: 'BS1 4DB',
  dateOfBirth: '1994-09-30',
  profileImage: null,
  hasPassword: false,
  roles: ['Customer'],
});

/** Ada's details as the form sends them unchanged. */
const adaBody: UserForm = {
  title: 'Ms',
  firstName: 'Ada',
  surname: 'Lovelace',
  emailAddress: 'ada@example.com',
  phoneNumber: '07700 900123',
  postCode: 'L1 4DS',
  dateOfBirth: '1990-04-12',
  profileImage: null,
};

/** What the API was sent and asked, for the play functions: reset before each story renders. */
const saved = fn<(userID: string, body: UserForm) => void>();
const resetFor = fn<(userID: string) => void>();
const loaded = fn<(userID: string) => void>();

interface ApiOptions {
  /** The user the API knows (Ada unless given). */
  readonly user?: User;
  /** Answers the GET instead (e.g. `loading`). */
  readonly getAnswer?: MockResponse<User>;
  /** Fails the first GET only. */
  readonly failFirst?: boolean;
  /** Answers the PUT instead of saving. */
  readonly putAnswer?: Response;
  /** Answers the password reset instead of 204. */
  readonly resetAnswer?: Response;
}

/**
 * The users API with state: GET answers the user as last saved; PUT saves the body as the server
 * does (the postcode in capitals) and answers the saved user. Reset by each story's loader.
 */
function userApi(options: ApiOptions = {}) {
  const known = options.user ?? ada;
  let user = known;
  let gets = 0;
  const reset = () => {
    user = known;
    gets = 0;
    saved.mockClear();
    resetFor.mockClear();
    loaded.mockClear();
  };
  const mswHandlers = [
    handlers.getUser((info) => {
      gets += 1;
      loaded(String(info.params.id));
      if (options.failFirst === true && gets === 1) return apiError(500, ['The database is not reachable.']);
      if (options.getAnswer !== undefined) {
        return typeof options.getAnswer === 'function' ? options.getAnswer(info) : options.getAnswer;
      }
      return info.params.id === user.userID ? user : apiError(404);
    }),
    handlers.updateUser(async ({ request, params }) => {
      const sent = (await request.json()) as UserForm;
      saved(String(params.id), sent);
      if (options.putAnswer !== undefined) return options.putAnswer;
      user = { ...user, ...sent, postCode: sent.postCode?.toUpperCase() ?? null };
      return user;
    }),
    handlers.resetUserPassword(({ params }) => {
      resetFor(String(params.id));
      return options.resetAnswer ?? undefined;
    }),
  ];
  return { handlers: mswHandlers, reset };
}

const meta = {
  tags: ['reflow'],
  title: 'App/Users/User details',
  parameters: { layout: 'fullscreen', msw: { handlers: userApi().handlers } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const administrator = appStory({ path: '/users/user-ada', user: demoUsers.administrator });
/** Chloe's page as All Customers opens it. */
const customerPage = appStory({ path: '/customers/user-chloe', user: demoUsers.administrator });

/** A story of the app at Ada's page (or `base`'s), over its own users API. */
function storyOf(options: ApiOptions = {}, base = administrator) {
  const api = userApi(options);
  return {
    ...base,
    loaders: [
      ...base.loaders,
      () => {
        api.reset();
      },
    ],
    parameters: { msw: { handlers: api.handlers } },
  };
}

/** The Account details form once Ada has arrived. */
async function accountFormOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Ada Lovelace' }, firstRender);
  return within(canvas.getByRole('form', { name: 'Account details' }));
}

/**
 * Ada's page: her name as the title, users > Ada Lovelace, the three cards. Saving a corrected
 * first name and postcode sends PUT /api/Users/{id} with the whole user, says 'Success!' / 'Saved
 * changes to user Augusta Lovelace', and the page shows the server's answer (the postcode in
 * capitals, the new name in the title and breadcrumbs).
 */
export const Administrator: Story = {
  ...storyOf(),
  play: async ({ canvas, canvasElement }) => {
    const form = await accountFormOf(canvasElement);
    const breadcrumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumbs.getByText('users')).toBeInTheDocument();
    await expect(breadcrumbs.getByText('Ada Lovelace')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('region', { name: 'Account details' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Stamps' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Settings' })).toBeVisible();
    await expect(loaded).toHaveBeenCalledWith('user-ada');

    const firstName = form.getByRole('textbox', { name: 'First name' });
    const postcode = form.getByRole('textbox', { name: 'Postcode' });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Augusta');
    await userEvent.clear(postcode);
    await userEvent.type(postcode, 'l1 8jq');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await expect(saved).toHaveBeenCalledWith('user-ada', { ...adaBody, firstName: 'Augusta', postCode: 'l1 8jq' });
    await expect(await body.findByText('Success!')).toBeInTheDocument();
    await expect(body.getByText('Saved changes to user Augusta Lovelace')).toBeInTheDocument();
    // The page reloads the user, and the form takes the server's values.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Augusta Lovelace' })).toBeVisible();
    await waitFor(() => expect(postcode).toHaveValue('L1 8JQ'));
    await expect(breadcrumbs.getByText('Augusta Lovelace')).toBeInTheDocument();
  },
};

/** While the user loads: titled 'User details', breadcrumb users, skeletons, nothing to press. */
export const Loading: Story = {
  ...storyOf({ getAnswer: loading }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'User details' }, firstRender)).toBeVisible();
    await expect(canvas.getByText('Loading the account details')).toBeInTheDocument();
    await expect(canvas.getByText('Loading the password settings')).toBeInTheDocument();
    await expect(canvas.queryByRole('form', { name: 'Account details' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Send password reset' })).toBeDisabled();
    const breadcrumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumbs.getByText('users')).toBeInTheDocument();
  },
};

/** The user cannot be loaded: 'Could not load the user' with the reason; Retry loads them. */
export const LoadFailed: Story = {
  ...storyOf({ failFirst: true }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Could not load the user' }, firstRender)).toBeVisible();
    await expect(canvas.getByText('The database is not reachable.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'User details' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Account details' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await accountFormOf(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Could not load the user' })).not.toBeInTheDocument();
    await expect(loaded).toHaveBeenCalledTimes(2);
  },
};

/** An address naming nobody: the reason, from the 404. */
export const NotFound: Story = {
  ...storyOf({}, appStory({ path: '/users/user-nobody', user: demoUsers.administrator })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Could not load the user' }, firstRender)).toBeVisible();
    await expect(canvas.getByText(/It could not be found/)).toBeVisible();
  },
};

/** Save changes on an invalid form: the banner and each field's message; nothing is sent. */
export const InvalidForm: Story = {
  ...storyOf(),
  play: async ({ canvasElement }) => {
    const form = await accountFormOf(canvasElement);
    const email = form.getByRole('textbox', { name: 'E-mail' });
    const phone = form.getByRole('textbox', { name: 'Mobile phone' });
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@example');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0161 496 0000');
    const save = form.getByRole('button', { name: 'Save changes' });
    await userEvent.click(save);
    await expect(await form.findByRole('alert')).toHaveTextContent(bannerText);
    await expect(email).toHaveAccessibleErrorMessage('Invalid value');
    await expect(phone).toHaveAccessibleErrorMessage(
      'Invalid phone number format; examples 07123 456789 and +44 7123 456789',
    );
    await userEvent.click(save);
    await expect(form.getByRole('alert')).toHaveTextContent(bannerText);
    await expect(saved).not.toHaveBeenCalled();
  },
};

/**
 * The server refuses the save: 'Could not save' with its errors, the phone number's on its field;
 * every typed value stays, nothing reloads.
 */
export const SaveFailed: Story = {
  ...storyOf({
    putAnswer: apiError(400, {
      phoneNumber: ['07123 456789 is not in service.'],
      account: ['The account could not be updated.'],
    }),
  }),
  play: async ({ canvasElement }) => {
    const form = await accountFormOf(canvasElement);
    const phone = form.getByRole('textbox', { name: 'Mobile phone' });
    const surname = form.getByRole('textbox', { name: 'Surname' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '07123 456789');
    await userEvent.clear(surname);
    await userEvent.type(surname, 'King');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await expect(saved).toHaveBeenCalledWith('user-ada', { ...adaBody, surname: 'King', phoneNumber: '07123 456789' });
    await expect(await body.findByText('Could not save')).toBeInTheDocument();
    await expect(body.getByText('The account could not be updated.')).toBeInTheDocument();
    await waitFor(() => expect(phone).toHaveAccessibleErrorMessage('07123 456789 is not in service.'));
    await expect(phone).toHaveValue('07123 456789');
    await expect(surname).toHaveValue('King');
    await expect(body.queryByText('Success!')).not.toBeInTheDocument();
    await expect(loaded).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  },
};

/** 'Send password reset': POST /api/Users/ResetPassword/{id}, then 'The email has been sent'. */
export const ResetSent: Story = {
  ...storyOf(),
  play: async ({ canvas, canvasElement }) => {
    await accountFormOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send password reset' }));
    await expect(await body.findByText('The email has been sent')).toBeInTheDocument();
    await expect(resetFor).toHaveBeenCalledWith('user-ada');
    await expect(resetFor).toHaveBeenCalledTimes(1);
  },
};

/** The reset is refused: 'Could not send the email' with the server's errors. */
export const ResetFailed: Story = {
  ...storyOf({ resetAnswer: apiError(503, ['The mail server is not reachable.']) }),
  play: async ({ canvas, canvasElement }) => {
    await accountFormOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send password reset' }));
    await expect(await body.findByText('Could not send the email')).toBeInTheDocument();
    await expect(body.getByText('The mail server is not reachable.')).toBeInTheDocument();
  },
};

/**
 * What is under development: Lock account and Delete account disabled with their reasons, the
 * change-password save disabled; the Stamps card is the read-only demo.
 */
export const UnavailableControls: Story = {
  ...storyOf(),
  play: async ({ canvas, canvasElement }) => {
    await accountFormOf(canvasElement);
    const lock = canvas.getByRole('switch', { name: 'Lock account' });
    await expect(lock).toBeDisabled();
    await expect(lock).toHaveAccessibleDescription(expect.stringContaining('Lock feature not available yet'));
    const remove = canvas.getByRole('button', { name: 'Delete account' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription(expect.stringContaining('Delete feature not available yet'));
    const password = within(canvas.getByRole('form', { name: 'Change password' }));
    await expect(password.getByLabelText(/^Current password/)).toBeEnabled();
    const change = password.getByRole('button', { name: 'Change password' });
    await expect(change).toBeDisabled();
    await expect(change).toHaveAccessibleDescription('Change password feature not available yet');
    const stamps = within(canvas.getByRole('region', { name: 'Stamps' }));
    await expect(stamps.getByRole('group', { name: 'Demo card' })).toHaveTextContent('1 of 6 stamps');
    await expect(stamps.queryByRole('slider')).not.toBeInTheDocument();
  },
};

/**
 * A customer's page reached from All Customers (/customers/{userID}): the same page, its
 * breadcrumb Customers linking back to the list. Chloe has no password of her own, so the
 * change-password form asks for no current one. A corrected phone number is saved with
 * PUT /api/Users/{id} and the page reloads her.
 */
export const FromCustomers: Story = {
  ...storyOf({ user: chloe }, customerPage),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Chloe Evans' }, firstRender)).toBeVisible();
    const breadcrumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumbs.getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/customers');
    await expect(breadcrumbs.getByText('Chloe Evans')).toHaveAttribute('aria-current', 'page');
    const password = within(canvas.getByRole('form', { name: 'Change password' }));
    await expect(password.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await expect(password.getByLabelText(/^New password/)).toBeEnabled();

    const form = within(canvas.getByRole('form', { name: 'Account details' }));
    const phone = form.getByRole('textbox', { name: 'Mobile phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '07123 456789');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await expect(saved).toHaveBeenCalledWith('user-chloe', {
      title: 'Ms',
      firstName: 'Chloe',
      surname: 'Evans',
      emailAddress: 'chloe.evans@example.com',
      phoneNumber: '07123 456789',
      postCode: 'BS1 4DB',
      dateOfBirth: '1994-09-30',
      profileImage: null,
    });
    await expect(await body.findByText('Saved changes to user Chloe Evans')).toBeInTheDocument();
    await waitFor(() => expect(loaded).toHaveBeenCalledTimes(2));
    await expect(phone).toHaveValue('07123 456789');
  },
};

/** A customer's page while she loads: 'User details', breadcrumb Customers, skeletons. */
export const FromCustomersLoading: Story = {
  ...storyOf({ user: chloe, getAnswer: loading }, customerPage),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'User details' }, firstRender)).toBeVisible();
    await expect(canvas.getByText('Loading the account details')).toBeInTheDocument();
    const breadcrumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumbs.getByText('Customers')).toBeInTheDocument();
  },
};
