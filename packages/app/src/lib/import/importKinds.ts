/**
 * What can be imported, field by field: customers (into a store's customers) and NFC tags (into a
 * store). Each field has its label, whether a file must have it, the header names it is guessed
 * from, how a cell becomes its value, and its rule: the contract's bounds
 * (`@stampcard/api-client/limits`) with the kit's rules and messages, the ones the product's forms
 * show. A row is matched to existing data on its key field: a customer on the e-mail address (case
 * aside), a tag on its serial number (exactly), as the server matches them.
 */
import type { CustomerImportRow, TagImportRow } from '@stampcard/api-client';
import { CustomerImportRow as customerBounds, TagImportRow as tagBounds } from '@stampcard/api-client/limits';
import {
  email,
  formDateToIsoDate,
  getValidationMessage,
  isoDate,
  postcode,
  requiredText,
  ukMobile,
} from '@stampcard/ui/validation';
import type * as z from 'zod/mini';

export interface ImportField {
  readonly key: string;
  readonly label: string;
  readonly isRequired: boolean;
  /** Header names (lower case, letters and digits only) that mean this field. */
  readonly names: readonly string[];
  /** The first problem of a cell's text, or undefined. */
  check(text: string): string | undefined;
}

export interface ImportKind<Row> {
  readonly name: 'customers' | 'tags';
  /** "customers", "NFC tags": what the flow's texts call the rows. */
  readonly noun: string;
  /** "customer", "NFC tag": one row. */
  readonly one: string;
  /** What a row matching existing data is, e.g. "already a customer". */
  readonly existingText: string;
  readonly fields: readonly ImportField[];
  /** The field rows are matched on. */
  readonly keyField: string;
  /** The key as it is compared: e-mails case aside, serials exactly. */
  keyOf(text: string): string;
  /** The row the API takes, from a row's checked texts by field. */
  toRow(values: Readonly<Record<string, string>>): Row;
}

const check = (schema: z.core.$ZodType) => (text: string) => getValidationMessage(schema, text.trim());

const titles = { mr: 'Mr', ms: 'Ms', mrs: 'Mrs' } as const;
/** A title as people write it (mr, MR., Mrs) as the contract's, or undefined. */
export function titleOf(text: string): 'Mr' | 'Ms' | 'Mrs' | undefined {
  return titles[text.trim().toLowerCase().replace(/\.$/, '') as keyof typeof titles];
}

/** A date of birth as YYYY-MM-DD, from YYYY-MM-DD or DD/MM/YYYY (how UK spreadsheets write dates). */
export function isoDateOf(text: string): string {
  const trimmed = text.trim();
  return formDateToIsoDate(trimmed) ?? trimmed;
}

const dateRule = isoDate({ max: customerBounds.dateOfBirth.maxLength });

/** Nothing for an empty cell, else the text trimmed. */
const optional = (text: string | undefined) => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

export const customerImport: ImportKind<CustomerImportRow> = {
  name: 'customers',
  noun: 'customers',
  one: 'customer',
  existingText: 'Already a customer',
  keyField: 'emailAddress',
  keyOf: (text) => text.trim().toLowerCase(),
  fields: [
    {
      key: 'title',
      label: 'Title',
      isRequired: false,
      names: ['title', 'salutation', 'honorific', 'prefix'],
      check: (text) => (text.trim() === '' || titleOf(text) ? undefined : 'Use Mr, Ms or Mrs'),
    },
    {
      key: 'firstName',
      label: 'First name',
      isRequired: true,
      names: ['firstname', 'forename', 'givenname', 'first', 'fname'],
      check: check(requiredText({ max: customerBounds.firstName.maxLength })),
    },
    {
      key: 'surname',
      label: 'Surname',
      isRequired: true,
      names: ['surname', 'lastname', 'familyname', 'last', 'lname'],
      check: check(requiredText({ max: customerBounds.surname.maxLength })),
    },
    {
      key: 'emailAddress',
      label: 'E-mail',
      isRequired: true,
      names: ['email', 'emailaddress', 'mail', 'mailaddress', 'emailid'],
      check: check(email({ isRequired: true, max: customerBounds.emailAddress.maxLength })),
    },
    {
      key: 'phoneNumber',
      label: 'Mobile phone',
      isRequired: false,
      names: ['phone', 'phonenumber', 'mobile', 'mobilephone', 'mobilenumber', 'telephone', 'tel', 'cell'],
      check: check(ukMobile({ max: customerBounds.phoneNumber.maxLength })),
    },
    {
      key: 'postCode',
      label: 'Postcode',
      isRequired: false,
      names: ['postcode', 'zip', 'zipcode', 'postalcode'],
      check: check(postcode({ max: customerBounds.postCode.maxLength })),
    },
    {
      key: 'dateOfBirth',
      label: 'Date of birth',
      isRequired: false,
      names: ['dateofbirth', 'dob', 'birthday', 'birthdate'],
      check: (text) => getValidationMessage(dateRule, isoDateOf(text)),
    },
  ],
  toRow: (values) => ({
    title: titleOf(values.title ?? '') ?? null,
    firstName: values.firstName?.trim() ?? '',
    surname: values.surname?.trim() ?? '',
    emailAddress: values.emailAddress?.trim() ?? '',
    phoneNumber: optional(values.phoneNumber),
    postCode: optional(values.postCode),
    dateOfBirth: optional(values.dateOfBirth) === null ? null : isoDateOf(values.dateOfBirth ?? ''),
  }),
};

const yes = new Set(['yes', 'y', 'true', '1', 'enabled', 'on', 'active']);
const no = new Set(['no', 'n', 'false', '0', 'disabled', 'off', 'inactive']);

/** Whether a tag is enabled, from Yes/No, true/false, 1/0, Enabled/Disabled; an empty cell is enabled. */
export function enabledOf(text: string): boolean | undefined {
  const value = text.trim().toLowerCase();
  if (value === '' || yes.has(value)) return true;
  return no.has(value) ? false : undefined;
}

export const tagImport: ImportKind<TagImportRow> = {
  name: 'tags',
  noun: 'NFC tags',
  one: 'NFC tag',
  existingText: 'Already registered to this store',
  keyField: 'tagReference',
  keyOf: (text) => text.trim(),
  fields: [
    {
      key: 'name',
      label: 'Name',
      isRequired: true,
      names: ['name', 'tagname', 'label'],
      check: check(requiredText({ max: tagBounds.name.maxLength })),
    },
    {
      key: 'tagReference',
      label: 'Serial number',
      isRequired: true,
      names: ['serialnumber', 'serial', 'serialno', 'sn', 'tagreference', 'reference', 'uid', 'chipid'],
      check: check(requiredText({ max: tagBounds.tagReference.maxLength })),
    },
    {
      key: 'enabled',
      label: 'Enabled',
      isRequired: false,
      names: ['enabled', 'active', 'status', 'state'],
      check: (text) => (enabledOf(text) === undefined ? 'Use Yes or No' : undefined),
    },
  ],
  toRow: (values) => ({
    name: values.name?.trim() ?? '',
    tagReference: values.tagReference?.trim() ?? '',
    enabled: enabledOf(values.enabled ?? '') ?? true,
  }),
};
