/**
 * The user form and what it sends: the product's `userFormSchema` (#app/lib/forms: title, names,
 * e-mail, mobile phone, postcode, date of birth, bounded by the contract) plus the profile image (an encoded string with its MIME type, or
 * a URL), its empty values, the values of an existing user, and the bodies of
 * POST /api/Users (`UserForm`) and POST /api/Business/{id}/Staff (`NewStaffMember`).
 */
import type { NewStaffMember, ProfileImage, User, UserForm } from '@stampcard/api-client';
import { zProfileImage } from '@stampcard/api-client/schemas';
import { formDateToIsoDate, isoDateToFormDate } from '@stampcard/ui/validation';
import * as z from 'zod/mini';
import {
  fieldErrorsOf,
  messageDurations,
  rebaseEdit,
  type Edit,
  type FieldDefinition,
  type FieldErrors,
} from '#app/lib/data';
import { userFormSchema } from '#app/lib/forms';
import { placeholders } from '#app/lib/placeholders';

/**
 * The user form with its profile image: the image as the API takes it, already read from the
 * chosen file (base64 without a data-URL prefix, and its type), or the user's current image.
 */
export const userFormWithImageSchema = z.extend(userFormSchema, {
  profileImage: z.optional(z.nullable(zProfileImage)),
});

/** The values the user form holds while it is edited (`UserFormValues` of #app/lib/forms and the image). */
export type UserFormValues = z.input<typeof userFormWithImageSchema>;

/** The values a valid user form gives (`UserFormData` of #app/lib/forms and the image). */
export type UserFormData = z.output<typeof userFormWithImageSchema>;

/** A field of the user form, by its name (the API's). */
export type UserFormField = keyof UserFormValues;

/** The fields of the user form, in the order they show. */
export const userFormFields: readonly UserFormField[] = [
  'title',
  'firstName',
  'surname',
  'emailAddress',
  'phoneNumber',
  'postCode',
  'dateOfBirth',
  'profileImage',
];

/** Errors the server gave for fields of the user form: a message, or several, by field name. */
export type UserFormFieldErrors = FieldErrors<UserFormField>;

/** The empty user form: what a new user starts with. */
export const emptyUserForm: UserFormValues = {
  title: null,
  firstName: '',
  surname: '',
  emailAddress: '',
  phoneNumber: '',
  postCode: '',
  dateOfBirth: null,
  profileImage: null,
};

/** Whether a profile image holds an image: base64 data or a URL. */
function hasImage(image: ProfileImage | null | undefined): image is ProfileImage {
  return (image?.encodedString?.trim() ?? '') !== '' || (image?.url?.trim() ?? '') !== '';
}

/**
 * The API's date (YYYY-MM-DD, possibly with a time) as the form holds it: an ISO date, or null
 * when it is absent or not a real date.
 */
function formDateOfBirth(date: string | null | undefined): string | null {
  const formDate = date == null ? undefined : isoDateToFormDate(date);
  return formDate === undefined ? null : (formDateToIsoDate(formDate) ?? null);
}

/** The form's values for an existing user (the details pages): blanks for what the user lacks. */
export function userFormValuesOf(user: User): UserFormValues {
  return {
    title: user.title ?? null,
    firstName: user.firstName ?? '',
    surname: user.surname ?? '',
    emailAddress: user.emailAddress ?? '',
    phoneNumber: user.phoneNumber ?? '',
    postCode: user.postCode ?? '',
    dateOfBirth: formDateOfBirth(user.dateOfBirth),
    profileImage: hasImage(user.profileImage) ? user.profileImage : null,
  };
}

/** Blank optional text as the API expects it: null. */
function optional(value: string | null | undefined): string | null {
  return value?.trim() ? value : null;
}

/**
 * The user as the API takes it (POST /api/Users, PUT /api/Users/{id}, and the `user` of a new
 * staff member): names and e-mail address trimmed, blank optional fields null, the date of birth
 * as an ISO date (YYYY-MM-DD), the profile image as base64 with its type, or its URL.
 */
export function userBodyOf(data: UserFormData): UserForm {
  return {
    title: data.title,
    firstName: data.firstName.trim(),
    surname: data.surname.trim(),
    emailAddress: data.emailAddress.trim(),
    phoneNumber: optional(data.phoneNumber)?.trim() ?? null,
    // As typed: the pattern allows spaces, and trimming could leave fewer than 2 characters.
    postCode: optional(data.postCode),
    dateOfBirth: optional(data.dateOfBirth),
    profileImage: hasImage(data.profileImage) ? data.profileImage : null,
  };
}

/** A user's details as the user form edits them: each field of the body, null when blank. */
export type UserDetailsValues = { readonly [Field in keyof UserForm]-?: UserForm[Field] | null };

/** The details of a body the form sends, every field present. */
function detailsOf(body: UserForm): UserDetailsValues {
  return {
    title: body.title,
    firstName: body.firstName,
    surname: body.surname,
    emailAddress: body.emailAddress,
    phoneNumber: body.phoneNumber ?? null,
    postCode: body.postCode ?? null,
    dateOfBirth: body.dateOfBirth ?? null,
    profileImage: body.profileImage ?? null,
  };
}

/** A user's details as the server has them, in the shape the form sends them. */
export function userDetailsOf(user: User): UserDetailsValues {
  return {
    title: user.title ?? null,
    firstName: user.firstName ?? null,
    surname: user.surname ?? null,
    emailAddress: user.emailAddress ?? null,
    phoneNumber: user.phoneNumber ?? null,
    postCode: user.postCode ?? null,
    dateOfBirth: user.dateOfBirth ?? null,
    profileImage: hasImage(user.profileImage) ? user.profileImage : null,
  };
}

/** A save of the user form: the user as the form was filled from them, and what it sends. */
export function userEdit(base: User, body: UserForm): Edit<UserDetailsValues> {
  return { before: userDetailsOf(base), after: detailsOf(body) };
}

/**
 * The body that makes a save's change (`body`, made on `base`) on top of `current`, the newer
 * version someone else saved: the fields the user changed as they left them, every other field
 * as it is now (a required one the server holds blank keeps the user's value).
 */
export function rebasedUserBody(base: User, body: UserForm, current: User): UserForm {
  const { after } = rebaseEdit(userEdit(base, body), userDetailsOf(current));
  return {
    title: after.title ?? body.title,
    firstName: after.firstName ?? body.firstName,
    surname: after.surname ?? body.surname,
    emailAddress: after.emailAddress ?? body.emailAddress,
    phoneNumber: after.phoneNumber,
    postCode: after.postCode,
    dateOfBirth: after.dateOfBirth,
    profileImage: after.profileImage,
  };
}

/** The user form's fields as a conflict with someone else's save shows them, named as the form names them. */
export const userConflictFields: readonly FieldDefinition[] = [
  { path: '/profileImage', label: 'Profile image', text: (value) => (value === null ? 'No image' : 'An image') },
  { path: '/title', label: 'Title' },
  { path: '/firstName', label: 'First name' },
  { path: '/surname', label: 'Surname' },
  { path: '/emailAddress', label: 'E-mail' },
  { path: '/phoneNumber', label: 'Mobile phone' },
  { path: '/postCode', label: 'Postcode' },
  {
    path: '/dateOfBirth',
    label: 'Date of birth',
    text: (value) => (typeof value === 'string' ? (isoDateToFormDate(value) ?? 'Empty') : 'Empty'),
  },
];

/**
 * The URL of a profile image, for a staff member's `imageUrl`: its URL, or its data as a data URL
 * (`data:image/png;base64,…`); null without an image.
 */
export function profileImageUrl(image: ProfileImage | null | undefined): string | null {
  const url = image?.url?.trim();
  if (url) return url;
  const encoded = image?.encodedString?.trim();
  if (!encoded) return null;
  return `data:${image?.mimeType ?? 'image/png'};base64,${encoded}`;
}

/** A new staff member as the API takes it (POST /api/Business/{id}/Staff): the user, and the profile image as the staff image. */
export function newStaffMemberBodyOf(data: UserFormData): NewStaffMember {
  const user = userBodyOf(data);
  return { user, imageUrl: profileImageUrl(user.profileImage) };
}

/** A user-like record: the parts of a name it may have. */
export interface UserNameParts {
  readonly firstName?: string | null | undefined;
  readonly surname?: string | null | undefined;
  /** The display name, used when first name and surname are both blank. */
  readonly name?: string | null | undefined;
}

/** A person's name as pages show it: "First Surname", else their display name, else 'Unnamed user'. */
export function userDisplayName(user: UserNameParts | null | undefined): string {
  const fullName = [user?.firstName, user?.surname]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  if (fullName !== '') return fullName;
  const name = user?.name?.trim() ?? '';
  return name === '' ? placeholders.userName : name;
}

/**
 * The errors of a refused create or save that name a field of the user form, for `fieldErrors`:
 * the server keys them by path (`emailAddress`, `body.postCode`, `body.user.emailAddress`,
 * `User.EmailAddress`), whose last part, in any case, is the field. Errors of other fields, and
 * anything but an `ApiError` with an object of `errors`, give none.
 */
export function userFieldErrorsOf(error: unknown): UserFormFieldErrors {
  return fieldErrorsOf(error, userFormFields);
}

/**
 * What creating a user says: 'Created user {name}' with the note that an account
 * activation e-mail will be sent, for 8 s; or 'Could not create the user' with the server's errors.
 */
export function userCreatedMessages(name: string, email: string) {
  return {
    success: {
      title: `Created user ${name}`,
      description: `An account activation e-mail will be sent to ${email}.`,
      duration: messageDurations.userCreated,
    },
    failure: { title: 'Could not create the user', fallback: 'An error occurred when trying to create the user.' },
  } as const;
}
