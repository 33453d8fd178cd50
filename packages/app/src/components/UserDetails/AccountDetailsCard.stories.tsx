import type { User, UserForm } from '@stampcard/api-client';
import { apiError, buildUser, handlers } from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountDetailsCard } from './AccountDetailsCard';
import { CardStage } from '#app/testing/stories';

/** Toasts are portalled to the body. */
const body = within(document.body);

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
});

/** Ada's details as the form sends them unchanged (PUT /api/Users/{id}). */
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

/** The bodies of the PUTs the card sent, with the user they named: reset before each story. */
const saved = fn<(userID: string, body: UserForm) => void>();

/** PUT /api/Users/{id}: records the body, then answers `answer`, or the user with the body applied. */
function updateUser(answer?: Response) {
  return handlers.updateUser(async ({ request, params }) => {
    const sent = (await request.json()) as UserForm;
    saved(String(params.id), sent);
    return answer ?? ({ ...ada, ...sent } satisfies User);
  });
}

/**
 * The user's API as the server keeps it, versions included: someone else's save (`theirs`) lands
 * just before the card's first one, so that save, made on the version before, is refused (412).
 */
function versionedUser(theirs: Partial<User>) {
  let current: User = ada;
  let pending: Partial<User> | undefined = theirs;
  return [
    handlers.getUser(() => current),
    handlers.updateUser(async ({ request, params }) => {
      const sent = (await request.json()) as UserForm;
      saved(String(params.id), sent);
      if (pending !== undefined) {
        current = { ...current, ...pending, version: current.version + 1 };
        pending = undefined;
      }
      if (request.headers.get('If-Match') !== `"${current.version}"`) {
        return apiError(412, ['Someone else changed this since you read it. Read it again to see their change.']);
      }
      current = { ...current, ...sent, version: current.version + 1 };
      return current;
    }),
  ];
}

const meta = {
  tags: ['reflow'],
  title: 'App/Components/UserDetails/AccountDetailsCard',
  component: AccountDetailsCard,
  args: { user: ada, canEdit: true, invalidates: [['user', ada.userID], ['customers']] },
  loaders: [
    () => {
      saved.mockClear();
    },
  ],
  decorators: [
    (Story) => (
      <CardStage>
        <Story />
      </CardStage>
    ),
  ],
  parameters: { msw: { handlers: [updateUser()] } },
} satisfies Meta<typeof AccountDetailsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card's form, once shown. */
async function formOf(canvasElement: HTMLElement) {
  const card = await within(canvasElement).findByRole('region', { name: 'Account details' });
  const form = await within(card).findByRole('form', { name: 'Account details' });
  return within(form);
}

/**
 * The user's details in the form; a corrected phone number is saved with PUT /api/Users/{id}:
 * the whole user, as typed, and 'Success!' / 'Saved changes to user Ada Lovelace'.
 */
export const Saves: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(form.getByRole('radio', { name: 'Ms' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await expect(form.getByRole('textbox', { name: 'Surname' })).toHaveValue('Lovelace');
    await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ada@example.com');
    await expect(form.getByRole('textbox', { name: 'Postcode' })).toHaveValue('L1 4DS');
    await expect(form.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('12/04/1990');
    const phone = form.getByRole('textbox', { name: 'Mobile phone' });
    await expect(phone).toHaveValue('07700 900123');
    await userEvent.clear(phone);
    await userEvent.type(phone, '07123 456789');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await expect(saved).toHaveBeenCalledWith('user-ada', { ...adaBody, phoneNumber: '07123 456789' });
    await expect(await body.findByText('Success!')).toBeInTheDocument();
    await expect(body.getByText('Saved changes to user Ada Lovelace')).toBeInTheDocument();
    await expect(phone).toHaveValue('07123 456789');
  },
};

/**
 * Someone else saved Ada while her phone number was being corrected: 'Changed by someone else'
 * shows only the field both changed; applied on top, the other person's first name stays.
 */
export const ChangedBySomeoneElse: Story = {
  parameters: { msw: { handlers: versionedUser({ firstName: 'Augusta', phoneNumber: '07700 900999' }) } },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    const phone = form.getByRole('textbox', { name: 'Mobile phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '07123 456789');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    const prompt = await body.findByRole('alertdialog', { name: 'Changed by someone else' });
    const fields = within(prompt).getAllByRole('listitem');
    await expect(fields).toHaveLength(1);
    await expect(fields[0]).toHaveTextContent('Mobile phone');
    await expect(fields[0]).toHaveTextContent('Now07700 900999');
    await expect(fields[0]).toHaveTextContent('Yours07123 456789');
    await expect(phone).toHaveValue('07123 456789');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Apply mine on top' }));
    await expect(await body.findByText('Success!')).toBeInTheDocument();
    await expect(saved).toHaveBeenLastCalledWith('user-ada', {
      ...adaBody,
      firstName: 'Augusta',
      phoneNumber: '07123 456789',
    });
    await waitFor(() => expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Augusta'));
    await expect(phone).toHaveValue('07123 456789');
  },
};

/** The same, taking the current version: the form shows it, the typed phone number dropped. */
export const TakesTheCurrentVersion: Story = {
  parameters: { msw: { handlers: versionedUser({ phoneNumber: '07700 900999' }) } },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    const phone = form.getByRole('textbox', { name: 'Mobile phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '07123 456789');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    const prompt = await body.findByRole('alertdialog', { name: 'Changed by someone else' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Take the current one' }));
    await waitFor(() => expect(phone).toHaveValue('07700 900999'));
    await expect(saved).toHaveBeenCalledTimes(1);
    await expect(body.queryByText('Could not save')).not.toBeInTheDocument();
  },
};

/**
 * A newer copy of the user arrives (another tab saved) while a field is being typed in: the typed
 * value stays; with nothing typed, the form shows the newer copy.
 */
export const NewerCopyWhileTyping: Story = {
  render: function NewerCopy(args) {
    const [user, setUser] = useState(args.user ?? ada);
    return (
      <>
        <button
          type="button"
          onClick={() => {
            setUser((shown) => ({ ...ada, version: shown.version + 1, surname: 'King' }));
          }}
        >
          Another tab saves
        </button>
        <AccountDetailsCard {...args} user={user} />
      </>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const form = await formOf(canvasElement);
    const phone = form.getByRole('textbox', { name: 'Mobile phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '07123 456789');
    await userEvent.click(canvas.getByRole('button', { name: 'Another tab saves' }));
    await expect(phone).toHaveValue('07123 456789');
    await expect(form.getByRole('textbox', { name: 'Surname' })).toHaveValue('Lovelace');
    // Typed back as it was: nothing is left to keep, and the next copy shows.
    await userEvent.clear(phone);
    await userEvent.type(phone, '07700 900123');
    await userEvent.click(canvas.getByRole('button', { name: 'Another tab saves' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Surname' })).toHaveValue('King'));
  },
};

/** Without edit permission: every field disabled, no 'Save changes'. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    for (const name of ['First name', 'Surname', 'E-mail', 'Mobile phone', 'Postcode', 'Date of birth']) {
      await expect(form.getByRole('textbox', { name })).toBeDisabled();
    }
    for (const name of ['Mr', 'Ms', 'Mrs']) await expect(form.getByRole('radio', { name })).toBeDisabled();
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await expect(form.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  },
};

/**
 * Save changes on an invalid form: the banner, each field's message, and no call. Fixed, the
 * banner goes and the save is sent.
 */
export const InvalidForm: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    const firstName = form.getByRole('textbox', { name: 'First name' });
    const phone = form.getByRole('textbox', { name: 'Mobile phone' });
    const postcode = form.getByRole('textbox', { name: 'Postcode' });
    await userEvent.clear(firstName);
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.clear(postcode);
    await userEvent.type(postcode, 'L1-4DS');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(bannerText);
    await expect(firstName).toHaveAccessibleErrorMessage('Required');
    await expect(phone).toHaveAccessibleErrorMessage(
      'Invalid phone number format; examples 07123 456789 and +44 7123 456789',
    );
    await expect(postcode).toHaveAccessibleErrorMessage('Invalid postcode format');
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(saved).not.toHaveBeenCalled();

    await userEvent.type(firstName, 'Augusta');
    await userEvent.clear(phone);
    await userEvent.clear(postcode);
    await waitFor(() => expect(form.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await expect(saved).toHaveBeenCalledWith('user-ada', {
      ...adaBody,
      firstName: 'Augusta',
      phoneNumber: null,
      postCode: null,
    });
  },
};

/**
 * The server refuses the save: 'Could not save' with its errors; every typed value stays, and the
 * error naming the e-mail address shows on that field, which takes focus (the other only in the toast).
 */
export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        updateUser(
          apiError(400, {
            emailAddress: ['ada@stampcard.test is already in use.'],
            account: ['The account could not be updated.'],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    const email = form.getByRole('textbox', { name: 'E-mail' });
    const surname = form.getByRole('textbox', { name: 'Surname' });
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@stampcard.test');
    await userEvent.clear(surname);
    await userEvent.type(surname, 'King');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await expect(await body.findByText('Could not save')).toBeInTheDocument();
    await expect(body.getByText('The account could not be updated.')).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveAccessibleErrorMessage('ada@stampcard.test is already in use.'));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveValue('ada@stampcard.test');
    await expect(surname).toHaveValue('King');
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await expect(form.queryByText(bannerText)).not.toBeInTheDocument();
    await waitFor(() => expect(form.getByRole('button', { name: 'Save changes' })).toBeEnabled());
  },
};

/** While the user loads: a skeleton, no form. */
export const Loading: Story = {
  args: { user: undefined },
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('region', { name: 'Account details' }));
    await expect(card.getByText('Loading the account details')).toBeInTheDocument();
    await expect(card.queryByRole('form')).not.toBeInTheDocument();
    await expect(card.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  },
};
