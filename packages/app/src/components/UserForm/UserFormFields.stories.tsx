import type { User } from '@stampcard/api-client';
import { buildUser } from '@stampcard/api-client/testing';
import { useZodForm } from '@stampcard/ui/Form';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormRoot } from './UserForm.styles';
import { UserFormFields } from './UserFormFields';
import { userFormValuesOf, userFormWithImageSchema } from './userForm';

interface AccountDetailsProps {
  /** The user whose details fill the form. */
  readonly user: User;
  /** Whether the user cannot be edited. */
  readonly isReadOnly?: boolean;
}

/** The fields as a user's or staff member's details page shows them: a form filled from a `User`. */
function AccountDetails({ user, isReadOnly = false }: AccountDetailsProps) {
  const form = useZodForm(userFormWithImageSchema, { defaultValues: userFormValuesOf(user) });
  return (
    <FormRoot aria-label="Account details" noValidate style={{ width: 560, maxWidth: '100%' }}>
      <UserFormFields control={form.control} isReadOnly={isReadOnly} />
    </FormRoot>
  );
}

const ada = buildUser({
  userID: 'user-ada',
  title: 'Ms',
  firstName: 'Ada',
  surname: 'Lovelace',
  emailAddress: 'ada@stampcard.test',
  phoneNumber: '07123 456789',
  postCode: 'L1 8JQ',
  dateOfBirth: '1985-12-10',
  profileImage: { url: 'https://example.com/ada.png' },
});

const meta = {
  tags: ['reflow'],
  title: 'App/Components/UserFormFields',
  component: AccountDetails,
  args: { user: ada },
  argTypes: { user: { control: 'object' } },
} satisfies Meta<typeof AccountDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user's details, editable. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Account details' }));
    await expect(form.getByRole('radio', { name: 'Ms' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await expect(form.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('10/12/1985');
    await expect(form.getByRole('textbox', { name: 'Surname' })).toBeEnabled();
    await expect(form.getByText('Current image')).toBeVisible();
  },
};

/** Without edit permission: every field shows the user's details, disabled. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Account details' }));
    for (const name of ['Mr', 'Ms', 'Mrs']) await expect(form.getByRole('radio', { name })).toBeDisabled();
    await expect(form.getByRole('radio', { name: 'Ms' })).toBeChecked();
    const values = {
      'First name': 'Ada',
      Surname: 'Lovelace',
      'E-mail': 'ada@stampcard.test',
      'Mobile phone': '07123 456789',
      Postcode: 'L1 8JQ',
      'Date of birth': '10/12/1985',
    };
    for (const [name, value] of Object.entries(values)) {
      const field = form.getByRole('textbox', { name });
      await expect(field).toHaveValue(value);
      await expect(field).toBeDisabled();
    }
    await expect(form.getByRole('button', { name: 'Choose date' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Profile image Choose image' })).toBeDisabled();
    await expect(form.getByText('Current image')).toBeVisible();
  },
};

/** A user with only an e-mail address: blank fields, no image. */
export const SparseUser: Story = {
  args: { user: { userID: 'user-sparse', version: 1, emailAddress: 'someone@stampcard.test' }, isReadOnly: true },
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Account details' }));
    for (const name of ['Mr', 'Ms', 'Mrs']) await expect(form.getByRole('radio', { name })).not.toBeChecked();
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue('someone@stampcard.test');
    await expect(form.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('');
    await expect(form.getByText('No image chosen')).toBeVisible();
  },
};
