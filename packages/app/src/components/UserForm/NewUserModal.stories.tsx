import { Button } from '@stampcard/ui/Button';
import { sampleImageBytes, sampleImageFile } from '@stampcard/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewUserModal, type NewUserModalProps } from './NewUserModal';
import type { UserFormData, UserFormFieldErrors } from './userForm';

/** The modal is portalled to the body. */
const body = within(document.body);

const bannerText = "Some changes you've made are not valid. Please review them before saving.";

/** The sample PNG as the API takes it: base64 without a data-URL prefix. */
const pngBase64 = btoa(String.fromCharCode(...sampleImageBytes.png));

/** What Ada's form gives once filled by `fillForm`. */
const adaData: UserFormData = {
  title: 'Ms',
  firstName: 'Ada',
  surname: 'Lovelace',
  emailAddress: 'ada@stampcard.test',
  phoneNumber: '07123 456789',
  postCode: 'L1 8JQ',
  dateOfBirth: '1985-12-10',
  profileImage: { encodedString: pngBase64, mimeType: 'image/png', url: null },
};

interface NewUserModalExampleProps extends NewUserModalProps {
  /** The field errors the server gives when `onCreate` resolves false (a new object each time). */
  readonly refusal?: UserFormFieldErrors | undefined;
}

/**
 * The modal as a page uses it: opened by a button, closed through `onOpenChange`; a refused
 * create gives the server's field errors.
 */
function NewUserModalExample({
  isOpen: isOpenAtFirst,
  onOpenChange,
  onCreate,
  refusal,
  ...props
}: NewUserModalExampleProps) {
  const [isOpen, setIsOpen] = useState(isOpenAtFirst);
  const [fieldErrors, setFieldErrors] = useState<UserFormFieldErrors | undefined>(undefined);
  return (
    <>
      <Button
        onPress={() => {
          setFieldErrors(undefined);
          setIsOpen(true);
        }}
      >
        New user
      </Button>
      <NewUserModal
        {...props}
        isOpen={isOpen}
        fieldErrors={fieldErrors}
        onOpenChange={(open) => {
          onOpenChange(open);
          setIsOpen(open);
        }}
        onCreate={async (data) => {
          const created = await onCreate(data);
          if (!created && refusal !== undefined) setFieldErrors({ ...refusal });
          return created;
        }}
      />
    </>
  );
}

const meta = {
  tags: ['reflow'],
  title: 'App/Components/NewUserModal',
  component: NewUserModal,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onCreate: fn(() => Promise.resolve(true)),
  },
  argTypes: { fieldErrors: { control: 'object' } },
  render: (args, { parameters }) => (
    <NewUserModalExample {...args} refusal={(parameters as { refusal?: UserFormFieldErrors }).refusal} />
  ),
  parameters: {
    // axe runs on every story (the project's preview fails a story on any violation).
    a11y: { test: 'error' },
  },
} satisfies Meta<typeof NewUserModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog and queries within it. */
async function openDialog(name = 'New User') {
  const dialog = await body.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return { dialog, modal: within(dialog) };
}

type Modal = Awaited<ReturnType<typeof openDialog>>['modal'];

/** The native file input behind the Profile image button (hidden: the user never sees it). */
function imageInput(dialog: HTMLElement): HTMLInputElement {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('The profile image input is missing');
  return input;
}

/** Fills the form validly: Ms Ada Lovelace, with every optional field and a profile image. */
async function fillForm(dialog: HTMLElement, modal: Modal) {
  await userEvent.click(modal.getByRole('radio', { name: 'Ms' }));
  await userEvent.type(modal.getByRole('textbox', { name: 'First name' }), 'Ada');
  await userEvent.type(modal.getByRole('textbox', { name: 'Surname' }), 'Lovelace');
  await userEvent.type(modal.getByRole('textbox', { name: 'E-mail' }), 'ada@stampcard.test');
  await userEvent.type(modal.getByRole('textbox', { name: 'Mobile phone' }), '07123 456789');
  await userEvent.type(modal.getByRole('textbox', { name: 'Postcode' }), 'L1 8JQ');
  await userEvent.type(modal.getByRole('textbox', { name: 'Date of birth' }), '10121985');
  await userEvent.upload(imageInput(dialog), sampleImageFile('png', 'ada.png'));
  // Checked, then read as base64, before the form holds it.
  await expect(await modal.findByText('ada.png')).toBeVisible();
}

/** The empty form, as every opening starts: nothing chosen or typed, Cancel and Create user. */
export const EmptyForm: Story = {
  play: async () => {
    const { modal } = await openDialog();
    await expect(modal.getByRole('form', { name: 'New User' })).toBeVisible();
    const title = modal.getByRole('radiogroup', { name: 'Title' });
    for (const name of ['Mr', 'Ms', 'Mrs']) {
      await expect(within(title).getByRole('radio', { name })).not.toBeChecked();
    }
    for (const name of ['First name', 'Surname', 'E-mail', 'Mobile phone', 'Postcode', 'Date of birth']) {
      await expect(modal.getByRole('textbox', { name })).toHaveValue('');
    }
    for (const name of ['First name', 'Surname', 'E-mail']) {
      await expect(modal.getByRole('textbox', { name })).toBeRequired();
    }
    await expect(modal.getByRole('textbox', { name: 'Date of birth' })).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await expect(modal.getByRole('button', { name: 'Profile image Choose image' })).toBeEnabled();
    await expect(modal.getByText('No image chosen')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(modal.getByRole('button', { name: 'Create user' })).toBeEnabled();
    await expect(modal.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The title names the dialog and its form: the staff list opens it as 'New staff member'. */
export const CustomTitle: Story = {
  args: { title: 'New staff member' },
  play: async () => {
    const { modal } = await openDialog('New staff member');
    await expect(modal.getByRole('form', { name: 'New staff member' })).toBeVisible();
  },
};

/**
 * Create user on an invalid form: the banner, 'Required' on each required field, the patterns'
 * messages, focus on the first invalid field, and no call.
 */
export const InvalidSubmit: Story = {
  args: { onCreate: fn(() => Promise.resolve(true)) },
  play: async ({ args }) => {
    const { dialog, modal } = await openDialog();
    await userEvent.type(modal.getByRole('textbox', { name: 'Mobile phone' }), '12345');
    await userEvent.type(modal.getByRole('textbox', { name: 'Postcode' }), 'L1-8JQ');
    await userEvent.type(modal.getByRole('textbox', { name: 'E-mail' }), 'ada@stampcard');
    await userEvent.click(modal.getByRole('button', { name: 'Create user' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent(bannerText);
    await expect(modal.getByRole('radiogroup', { name: 'Title' })).toHaveAccessibleErrorMessage('Required');
    for (const name of ['First name', 'Surname']) {
      await expect(modal.getByRole('textbox', { name })).toHaveAccessibleErrorMessage('Required');
    }
    await expect(modal.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleErrorMessage('Invalid value');
    await expect(modal.getByRole('textbox', { name: 'Mobile phone' })).toHaveAccessibleErrorMessage(
      'Invalid phone number format; examples 07123 456789 and +44 7123 456789',
    );
    await expect(modal.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleErrorMessage(
      'Invalid postcode format',
    );
    await expect(modal.getByRole('textbox', { name: 'Date of birth' })).toBeValid();
    // The first invalid field, the title, takes focus.
    await waitFor(() => expect(modal.getByRole('radio', { name: 'Mr' })).toHaveFocus());
    await expect(args.onCreate).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
    // Fixed, a field's message goes as it is typed.
    const phone = modal.getByRole('textbox', { name: 'Mobile phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '07123 456789');
    await waitFor(() => expect(phone).toBeValid());
  },
};

/**
 * A first name past the contract's 200 characters: 'Too many characters (maximum 200, currently 201)'
 * on Create user, nothing sent, everything typed kept.
 */
export const FirstNameTooLong: Story = {
  args: { onCreate: fn(() => Promise.resolve(true)) },
  play: async ({ args }) => {
    const { dialog, modal } = await openDialog();
    await fillForm(dialog, modal);
    const firstName = modal.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(firstName);
    await userEvent.click(firstName);
    await userEvent.paste('a'.repeat(201));
    await userEvent.click(modal.getByRole('button', { name: 'Create user' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent(bannerText);
    await expect(firstName).toHaveAccessibleErrorMessage('Too many characters (maximum 200, currently 201)');
    await expect(args.onCreate).not.toHaveBeenCalled();
    await expect(firstName).toHaveValue('a'.repeat(201));
    await expect(modal.getByRole('textbox', { name: 'Surname' })).toHaveValue('Lovelace');
  },
};

/** A valid form: onCreate gets the parsed values (the image read as base64), and the modal closes. */
export const FilledAndCreated: Story = {
  args: { onCreate: fn(() => Promise.resolve(true)), onOpenChange: fn() },
  play: async ({ args }) => {
    const { dialog, modal } = await openDialog();
    await fillForm(dialog, modal);
    await userEvent.click(modal.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledTimes(1));
    await expect(args.onCreate).toHaveBeenCalledWith(adaData);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** While onCreate runs: Create user is pending, Cancel disabled, Escape ignored, the values stay. */
export const Creating: Story = {
  args: { onCreate: fn(() => new Promise<boolean>(() => undefined)), onOpenChange: fn() },
  play: async ({ args }) => {
    const { dialog, modal } = await openDialog();
    await fillForm(dialog, modal);
    const create = modal.getByRole('button', { name: 'Create user' });
    await userEvent.click(create);
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(create).toHaveAttribute('aria-busy', 'true'));
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // A second press and Escape change nothing.
    await userEvent.click(create);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
    await expect(modal.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await expect(modal.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('10/12/1985');
    await expect(modal.getByText('ada.png')).toBeVisible();
  },
};

/**
 * onCreate resolves false (the server refused): the modal stays open with every value, ready to
 * try again; the server's field errors show on their fields, the first focused.
 */
export const Failed: Story = {
  args: { onCreate: fn(() => Promise.resolve(false)), onOpenChange: fn() },
  parameters: { refusal: { emailAddress: ['ada@stampcard.test is already in use.'] } },
  play: async ({ args }) => {
    const { dialog, modal } = await openDialog();
    await fillForm(dialog, modal);
    const create = modal.getByRole('button', { name: 'Create user' });
    await userEvent.click(create);
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledTimes(1));
    const email = modal.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveAccessibleErrorMessage('ada@stampcard.test is already in use.'));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(modal.getByRole('radio', { name: 'Ms' })).toBeChecked();
    await expect(modal.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await expect(modal.getByRole('textbox', { name: 'Surname' })).toHaveValue('Lovelace');
    await expect(email).toHaveValue('ada@stampcard.test');
    await expect(modal.getByRole('textbox', { name: 'Mobile phone' })).toHaveValue('07123 456789');
    await expect(modal.getByRole('textbox', { name: 'Postcode' })).toHaveValue('L1 8JQ');
    await expect(modal.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('10/12/1985');
    await expect(modal.getByText('ada.png')).toBeVisible();
    await waitFor(() => expect(create).toBeEnabled());
    await expect(create).not.toHaveAttribute('aria-busy');
    // Edited, the address is checked again; the server's message goes.
    await userEvent.clear(email);
    await userEvent.type(email, 'ada.lovelace@stampcard.test');
    await waitFor(() => expect(email).toBeValid());
    await userEvent.click(create);
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledTimes(2));
    await expect(args.onCreate).toHaveBeenLastCalledWith({ ...adaData, emailAddress: 'ada.lovelace@stampcard.test' });
  },
};

/** The date of birth typed as digits: formatted DD/MM/YYYY as typed, sent as an ISO date. */
export const DateTyped: Story = {
  args: { onCreate: fn(() => Promise.resolve(true)) },
  play: async ({ args }) => {
    const { modal } = await openDialog();
    await userEvent.click(modal.getByRole('radio', { name: 'Mr' }));
    await userEvent.type(modal.getByRole('textbox', { name: 'First name' }), 'Charles');
    await userEvent.type(modal.getByRole('textbox', { name: 'Surname' }), 'Babbage');
    await userEvent.type(modal.getByRole('textbox', { name: 'E-mail' }), 'charles@stampcard.test');
    const dateOfBirth = modal.getByRole('textbox', { name: 'Date of birth' });
    await userEvent.type(dateOfBirth, '26121791');
    await expect(dateOfBirth).toHaveValue('26/12/1791');
    await userEvent.click(modal.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledTimes(1));
    await expect(args.onCreate).toHaveBeenCalledWith({
      title: 'Mr',
      firstName: 'Charles',
      surname: 'Babbage',
      emailAddress: 'charles@stampcard.test',
      phoneNumber: '',
      postCode: '',
      dateOfBirth: '1791-12-26',
      profileImage: null,
    });
  },
};

/** The date of birth picked in the calendar: today, shown DD/MM/YYYY. */
export const DatePicked: Story = {
  play: async () => {
    const { modal } = await openDialog();
    const dateOfBirth = modal.getByRole('textbox', { name: 'Date of birth' });
    await userEvent.click(modal.getByRole('button', { name: 'Choose date' }));
    const calendar = await body.findByRole('dialog', { name: 'Choose date' });
    await userEvent.click(within(calendar).getByRole('button', { name: /, today$/ }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Choose date' })).not.toBeInTheDocument());
    const today = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    await expect(dateOfBirth).toHaveValue(
      `${pad(today.getDate())}/${pad(today.getMonth() + 1)}/${today.getFullYear()}`,
    );
    // The New User dialog stays open: the calendar's closing is its own.
    await expect(body.getByRole('dialog', { name: 'New User' })).toBeVisible();
  },
};

/** Cancel closes; opening again starts from the empty form. */
export const ReopeningStartsEmpty: Story = {
  args: { onOpenChange: fn() },
  play: async ({ args, canvas }) => {
    const { dialog, modal } = await openDialog();
    await userEvent.click(modal.getByRole('radio', { name: 'Mrs' }));
    await userEvent.type(modal.getByRole('textbox', { name: 'First name' }), 'Mary');
    await userEvent.click(modal.getByRole('button', { name: 'Create user' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent(bannerText);
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: 'New user' }));
    const reopened = await openDialog();
    await expect(reopened.modal.getByRole('radio', { name: 'Mrs' })).not.toBeChecked();
    await expect(reopened.modal.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    // No message from the last opening (empty and required, the input is natively invalid: not aria-invalid).
    await expect(reopened.modal.getByRole('textbox', { name: 'Surname' })).not.toHaveAttribute('aria-invalid');
    await expect(reopened.modal.queryByRole('alert')).not.toBeInTheDocument();
  },
};
