import { ApiError } from '@stampcard/api-client';
import { zCreateBusinessStaffMemberBody, zCreateUserBody } from '@stampcard/api-client/schemas';
import { buildUser } from '@stampcard/api-client/testing';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  emptyUserForm,
  newStaffMemberBodyOf,
  profileImageUrl,
  userBodyOf,
  userCreatedMessages,
  userDisplayName,
  userFieldErrorsOf,
  userFormValuesOf,
  userFormWithImageSchema,
  type UserFormData,
  type UserFormValues,
} from './userForm';

/** A valid form, as typed. */
const ada: UserFormValues = {
  ...emptyUserForm,
  title: 'Ms',
  firstName: ' Ada ',
  surname: 'Lovelace ',
  emailAddress: 'ada@stampcard.test',
  phoneNumber: '07123 456789',
  postCode: 'L1 8JQ',
  dateOfBirth: '1985-12-10',
};

/** A PNG as the form holds it once read: base64 and its type. */
const png = { encodedString: 'iVBORw0KGgo=', mimeType: 'image/png', url: null };

/** The messages of each field with a problem. */
function problems(values: unknown): Record<string, string> {
  const result = z.safeParse(userFormWithImageSchema, values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

function parse(values: UserFormValues): UserFormData {
  return z.parse(userFormWithImageSchema, values);
}

describe('the user form', () => {
  it('asks for the title, first name, surname and e-mail address, and nothing else, when empty', () => {
    expect(problems(emptyUserForm)).toEqual({
      title: 'Required',
      firstName: 'Required',
      surname: 'Required',
      emailAddress: 'Required',
    });
  });

  it('takes only Mr, Ms or Mrs as the title', () => {
    expect(problems({ ...ada, title: 'Dr' })).toEqual({ title: 'Required' });
    for (const title of ['Mr', 'Ms', 'Mrs'] as const) expect(problems({ ...ada, title })).toEqual({});
  });

  it('refuses an e-mail address that does not look like one', () => {
    expect(problems({ ...ada, emailAddress: 'ada@stampcard' })).toEqual({ emailAddress: 'Invalid value' });
  });

  it('says the phone format is invalid, with two valid examples, for a number that is not a UK mobile', () => {
    expect(problems({ ...ada, phoneNumber: '0161 496 0000' })).toEqual({
      phoneNumber: 'Invalid phone number format; examples 07123 456789 and +44 7123 456789',
    });
    expect(problems({ ...ada, phoneNumber: '+44 7123 456789' })).toEqual({});
  });

  it("says 'Invalid postcode format' for a postcode that is not 2 to 9 letters, digits or spaces", () => {
    expect(problems({ ...ada, postCode: 'L1-8JQ' })).toEqual({ postCode: 'Invalid postcode format' });
    expect(problems({ ...ada, postCode: 'L' })).toEqual({ postCode: 'Invalid postcode format' });
    expect(problems({ ...ada, postCode: 'SW1A 1AAA' })).toEqual({});
  });

  it('takes the date of birth as the ISO date the date picker gives, and refuses a date that does not exist', () => {
    expect(problems({ ...ada, dateOfBirth: '2023-02-29' })).toEqual({
      dateOfBirth: 'Invalid value (use DD/MM/YYYY)',
    });
    expect(problems({ ...ada, dateOfBirth: null })).toEqual({});
  });

  it('takes a profile image, or none', () => {
    expect(problems({ ...ada, profileImage: png })).toEqual({});
    expect(problems({ ...ada, profileImage: { url: 'https://example.com/ada.png' } })).toEqual({});
    expect(problems({ ...ada, profileImage: null })).toEqual({});
  });
});

describe('userFormValuesOf', () => {
  it("fills the form with a user's details", () => {
    const user = buildUser({
      title: 'Mr',
      firstName: 'Charles',
      surname: 'Babbage',
      emailAddress: 'charles@stampcard.test',
      phoneNumber: '07700 900123',
      postCode: 'BS1 4DB',
      dateOfBirth: '1991-12-26',
      profileImage: { url: 'https://example.com/charles.png' },
    });
    expect(userFormValuesOf(user)).toEqual({
      title: 'Mr',
      firstName: 'Charles',
      surname: 'Babbage',
      emailAddress: 'charles@stampcard.test',
      phoneNumber: '07700 900123',
      postCode: 'BS1 4DB',
      dateOfBirth: '1991-12-26',
      profileImage: { url: 'https://example.com/charles.png' },
    });
  });

  it('leaves blank what the user lacks', () => {
    const user = {
      userID: 'user-1',
      version: 1,
      title: null,
      firstName: null,
      surname: null,
      emailAddress: null,
      phoneNumber: null,
      postCode: null,
      dateOfBirth: null,
      profileImage: { encodedString: null, mimeType: null, url: ' ' },
    };
    expect(userFormValuesOf(user)).toEqual(emptyUserForm);
    expect(userFormValuesOf({ userID: 'user-2', version: 1 })).toEqual(emptyUserForm);
  });

  it('reads a date of birth given with a time as its day, and drops one that is not a date', () => {
    expect(userFormValuesOf(buildUser({ dateOfBirth: '1985-12-10T00:00:00' })).dateOfBirth).toBe('1985-12-10');
    expect(userFormValuesOf(buildUser({ dateOfBirth: '10/12/1985' })).dateOfBirth).toBeNull();
  });

  it('gives values that pass the form as they are', () => {
    expect(problems(userFormValuesOf(buildUser()))).toEqual({});
  });
});

describe('userBodyOf', () => {
  it('sends the names and e-mail address trimmed, the date as an ISO date and the image as base64 with its type', () => {
    const body = userBodyOf(parse({ ...ada, profileImage: png }));
    expect(body).toEqual({
      title: 'Ms',
      firstName: 'Ada',
      surname: 'Lovelace',
      emailAddress: 'ada@stampcard.test',
      phoneNumber: '07123 456789',
      postCode: 'L1 8JQ',
      dateOfBirth: '1985-12-10',
      profileImage: png,
    });
    expect(z.safeParse(zCreateUserBody, body).success).toBe(true);
  });

  it('sends blank optional fields as null', () => {
    const body = userBodyOf(parse({ ...ada, phoneNumber: ' ', postCode: '', dateOfBirth: null, profileImage: null }));
    expect(body).toMatchObject({ phoneNumber: null, postCode: null, dateOfBirth: null, profileImage: null });
    expect(z.safeParse(zCreateUserBody, body).success).toBe(true);
  });

  it("keeps a user's current image, given by URL", () => {
    const profileImage = { url: 'https://example.com/ada.png' };
    expect(userBodyOf(parse({ ...ada, profileImage })).profileImage).toEqual(profileImage);
  });
});

describe('newStaffMemberBodyOf', () => {
  it('sends the user, with the profile image as the staff image', () => {
    const body = newStaffMemberBodyOf(parse({ ...ada, profileImage: png }));
    expect(body).toEqual({
      user: userBodyOf(parse({ ...ada, profileImage: png })),
      imageUrl: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(z.safeParse(zCreateBusinessStaffMemberBody, body).success).toBe(true);
  });

  it('sends no staff image without a profile image', () => {
    expect(newStaffMemberBodyOf(parse(ada)).imageUrl).toBeNull();
  });
});

describe('profileImageUrl', () => {
  it("gives the image's URL, else its data as a data URL, else null", () => {
    expect(profileImageUrl({ url: 'https://example.com/a.png', encodedString: 'AAAA' })).toBe(
      'https://example.com/a.png',
    );
    expect(profileImageUrl({ encodedString: '/9j/4AAQ', mimeType: 'image/jpeg' })).toBe(
      'data:image/jpeg;base64,/9j/4AAQ',
    );
    expect(profileImageUrl({ encodedString: ' ', url: null })).toBeNull();
    expect(profileImageUrl(null)).toBeNull();
  });
});

describe('userDisplayName', () => {
  it('gives the first name and surname', () => {
    expect(userDisplayName({ firstName: ' Ada ', surname: 'Lovelace' })).toBe('Ada Lovelace');
    expect(userDisplayName({ firstName: 'Ada', surname: null })).toBe('Ada');
    expect(userDisplayName({ firstName: '', surname: 'Lovelace' })).toBe('Lovelace');
  });

  it("falls back on the display name, then on 'Unnamed user'", () => {
    expect(userDisplayName({ firstName: ' ', surname: null, name: 'Countess of Lovelace' })).toBe(
      'Countess of Lovelace',
    );
    expect(userDisplayName({ firstName: null, surname: ' ', name: ' ' })).toBe('Unnamed user');
    expect(userDisplayName(undefined)).toBe('Unnamed user');
  });
});

describe('userFieldErrorsOf', () => {
  it("reads the server's errors by the last part of their path, in any case", () => {
    const error = new ApiError('createBusinessStaffMember', 409, {
      errors: {
        'body.user.emailAddress': ['An account with this e-mail address cannot be added as staff here.'],
        'User.PostCode': 'Invalid postcode format',
        dateOfBirth: ['Not a date.', 'Too early.'],
        'body.imageUrl': ['Too large.'],
      },
    });
    expect(userFieldErrorsOf(error)).toEqual({
      emailAddress: ['An account with this e-mail address cannot be added as staff here.'],
      postCode: ['Invalid postcode format'],
      dateOfBirth: ['Not a date.', 'Too early.'],
    });
  });

  it('gives none for errors that name no field, or for anything but an API error', () => {
    expect(userFieldErrorsOf(new ApiError('createUser', 400, { errors: ['Something failed.'] }))).toEqual({});
    expect(userFieldErrorsOf(new ApiError('createUser', 500, 'Internal Server Error'))).toEqual({});
    expect(userFieldErrorsOf(new Error('offline'))).toEqual({});
  });
});

describe('userCreatedMessages', () => {
  it("says 'Created user {name}' with the activation note for 8 s, or 'Could not create the user'", () => {
    const texts = userCreatedMessages('Nia Evans', 'nia.evans@example.com');
    expect(texts.success).toEqual({
      title: 'Created user Nia Evans',
      description: 'An account activation e-mail will be sent to nia.evans@example.com.',
      duration: 8_000,
    });
    expect(texts.failure.title).toBe('Could not create the user');
  });
});
