/*
 * The kit's pieces together: an example form ("Account details") on useZodForm with a schema
 * composed here from the kit's rule builders, real kit fields bound with FormField, the invalid
 * banner and a Save changes button. What a page of a product composes, with the product's own
 * schema.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { DatePicker } from '../DatePicker';
import { FormField } from '../FormField';
import { Radio, RadioGroup } from '../RadioGroup';
import { TextField } from '../TextField';
import * as z from 'zod/mini';
import { email, isoDate, postcode, requiredChoice, requiredText, ukMobile } from '../validation';
import { FormInvalidBanner } from './FormInvalidBanner';
import { useInvalidSubmitBanner } from './useInvalidSubmitBanner';
import { useZodForm } from './useZodForm';

const FormRoot = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: 420px;
  max-width: 100%;
`;

/** The example's titles. */
const titles = ['Mr', 'Ms', 'Mrs'] as const;

/**
 * The example's schema: title, names and e-mail address required; a UK mobile number, a postcode
 * and a date of birth optional. A product composes its own, with its own limits.
 */
const accountDetailsSchema = z.object({
  title: requiredChoice(titles),
  firstName: requiredText({ max: 200 }),
  surname: requiredText({ max: 200 }),
  emailAddress: email({ isRequired: true, max: 254 }),
  phoneNumber: ukMobile(),
  postCode: postcode(),
  dateOfBirth: isoDate(),
});

interface UserFormExampleProps {
  /** Called with the parsed values of a valid form. */
  onSave: (data: z.output<typeof accountDetailsSchema>) => void;
}

function UserFormExample({ onSave }: UserFormExampleProps) {
  const form = useZodForm(accountDetailsSchema, {
    defaultValues: {
      title: null,
      firstName: '',
      surname: '',
      emailAddress: '',
      phoneNumber: '',
      postCode: '',
      dateOfBirth: '',
    },
  });
  const banner = useInvalidSubmitBanner(form);
  return (
    <FormRoot aria-label="Account details" noValidate onSubmit={banner.handleSubmit(onSave)}>
      <FormInvalidBanner {...banner.bannerProps} />
      <FormField control={form.control} name="title">
        {(field) => (
          <RadioGroup {...field} label="Title" orientation="horizontal" isRequired>
            {titles.map((title) => (
              <Radio key={title} value={title}>
                {title}
              </Radio>
            ))}
          </RadioGroup>
        )}
      </FormField>
      <FormField control={form.control} name="firstName">
        {(field) => <TextField {...field} label="First name" isRequired />}
      </FormField>
      <FormField control={form.control} name="surname">
        {(field) => <TextField {...field} label="Surname" isRequired />}
      </FormField>
      <FormField control={form.control} name="emailAddress">
        {(field) => <TextField {...field} type="email" label="Email address" isRequired />}
      </FormField>
      <FormField control={form.control} name="phoneNumber">
        {(field) => (
          <TextField
            {...field}
            value={field.value ?? ''}
            type="tel"
            label="Phone number"
            description="A UK mobile number, e.g. 07123 456789"
          />
        )}
      </FormField>
      <FormField control={form.control} name="postCode">
        {(field) => <TextField {...field} value={field.value ?? ''} label="Postcode" />}
      </FormField>
      <FormField control={form.control} name="dateOfBirth">
        {(field) => (
          <DatePicker
            {...field}
            value={field.value === '' ? null : (field.value ?? null)}
            onChange={(value) => {
              field.onChange(value ?? '');
            }}
            label="Date of birth"
          />
        )}
      </FormField>
      <div>
        <Button type="submit" variant="primary">
          Save changes
        </Button>
      </div>
    </FormRoot>
  );
}

const meta = {
  tags: ['reflow'],
  title: 'Forms/Examples/User form',
  component: UserFormExample,
  args: { onSave: fn() },
} satisfies Meta<typeof UserFormExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Account details' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

export const SavingAnInvalidFormIsBlocked: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(
      await canvas.findByText("Some changes you've made are not valid. Please review them before saving."),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveAccessibleErrorMessage('Required');
    await expect(canvas.getByRole('textbox', { name: 'Surname' })).toHaveAccessibleErrorMessage('Required');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const InvalidPhoneAndPostcode: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '12345');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), 'L1-8JQ');
    await userEvent.tab();
    await waitFor(async () => {
      await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleErrorMessage(
        'Invalid phone number format; examples 07123 456789 and +44 7123 456789',
      );
    });
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleErrorMessage(
      'Invalid postcode format',
    );
  },
};

export const SavesTheParsedValues: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Ms' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Surname' }), 'Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ada@stampcard.test');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '07123 456789');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), 'L1 8JQ');
    const dateOfBirth = canvas.getByRole('textbox', { name: 'Date of birth' });
    await userEvent.type(dateOfBirth, '10121985');
    await expect(dateOfBirth).toHaveValue('10/12/1985');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => {
      await expect(args.onSave).toHaveBeenCalledTimes(1);
    });
    await expect(args.onSave).toHaveBeenCalledWith(
      {
        title: 'Ms',
        firstName: 'Ada',
        surname: 'Lovelace',
        emailAddress: 'ada@stampcard.test',
        phoneNumber: '07123 456789',
        postCode: 'L1 8JQ',
        dateOfBirth: '1985-12-10',
      },
      expect.anything(),
    );
    await expect(within(canvas.getByRole('form')).queryByRole('alert')).toBeNull();
  },
};
