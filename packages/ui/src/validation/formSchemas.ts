/*
 * The schemas of the product's forms, composed from the builders. Field names are the API
 * contract's, so a parsed form is (nearly) a request body.
 */
import * as z from 'zod/mini';
import {
  email,
  isoDate,
  latitude,
  longitude,
  optionalText,
  postcode,
  requiredChoice,
  requiredText,
  requiredValue,
  ukMobile,
} from './schemas';

/** The maximum lengths of the forms' texts. */
export const maxLengths = {
  /** Every text field of the address form. */
  addressText: 200,
  /** A business name (also a store name: a single-store business's details are its store's). */
  businessName: 200,
  /** A business or store description. */
  description: 1000,
  /** An NFC tag's name. */
  tagName: 1000,
  /** An NFC tag's serial number. */
  tagReference: 10000,
  /** A report's text filter. */
  reportTextFilter: 200,
  /** A report's number filter. */
  reportNumberFilter: 20,
  /** A bank account number. */
  bankAccountNumber: 17,
} as const;

/** The user's titles. */
export const userTitles = ['Mr', 'Ms', 'Mrs'] as const;

/**
 * The user form: title (Mr, Ms or Mrs), first name, surname and e-mail address required;
 * phone number (UK mobile), postcode (2 to 9 letters, digits or spaces) and date of birth optional.
 * The date of birth is the ISO date (YYYY-MM-DD) the kit's DatePicker gives once the user has typed
 * DD/MM/YYYY or picked a day, and what the API takes.
 */
export const userFormSchema = z.object({
  title: requiredChoice(userTitles),
  firstName: requiredText(),
  surname: requiredText(),
  emailAddress: email({ isRequired: true }),
  phoneNumber: ukMobile(),
  postCode: postcode(),
  dateOfBirth: isoDate(),
});

/**
 * The address form: address1, cityTown, country and postCode required; every text at most 200
 * characters; latitude (-90 to 90) and longitude (-180 to 180) required.
 */
export const addressFormSchema = z.object({
  address1: requiredText({ max: maxLengths.addressText }),
  address2: optionalText({ max: maxLengths.addressText }),
  address3: optionalText({ max: maxLengths.addressText }),
  cityTown: requiredText({ max: maxLengths.addressText }),
  county: optionalText({ max: maxLengths.addressText }),
  country: requiredText({ max: maxLengths.addressText }),
  postCode: requiredText({ max: maxLengths.addressText }),
  latitude: latitude({ isRequired: true }),
  longitude: longitude({ isRequired: true }),
});

/** The user chosen as main contact (manager) in a picker, as the API takes it. */
export const mainContactSchema = z.object({
  user: z.object({ userID: z.string() }),
});

/** A store category, as the categories picker gives it. */
export const categorySchema = z.object({
  categoryID: z.number(),
  name: z.string(),
  imageUrl: z.optional(z.nullable(z.string())),
});

/**
 * The store form: name required (at most 200 characters, as a business name), description
 * at most 1000, logo URL and categories optional, the main contact required ("in the form
 * definition, although the manager feature is shown as disabled"), and the address form.
 */
export const storeFormSchema = z.object({
  name: requiredText({ max: maxLengths.businessName }),
  description: optionalText({ max: maxLengths.description }),
  logoImageUrl: optionalText(),
  categories: z.optional(z.array(categorySchema)),
  mainContact: requiredValue(mainContactSchema),
  address: addressFormSchema,
});

/**
 * The business form: name required, at most 200 characters; description at most 1000; image URL and
 * main contact optional. `isSingleStore` and `stores` are set by the wizard, not typed.
 */
export const businessFormSchema = z.object({
  name: requiredText({ max: maxLengths.businessName }),
  description: optionalText({ max: maxLengths.description }),
  imageUrl: optionalText(),
  mainContact: z.optional(z.nullable(mainContactSchema)),
});

/** An external store provider, as the providers dropdown gives it. */
export const externalStoreProviderSchema = z.object({
  externalStoreProviderID: z.number(),
  name: z.string(),
});

/** The external store form: the external store's ID and its provider, both required. */
export const externalStoreFormSchema = z.object({
  externalStoreID: requiredText(),
  externalStoreProvider: requiredValue(externalStoreProviderSchema),
});

/**
 * The convert-to-multi-store form: name required, at most 200 characters; description at
 * most 1000; image URL optional.
 */
export const convertToMultiStoreFormSchema = z.object({
  name: requiredText({ max: maxLengths.businessName }),
  description: optionalText({ max: maxLengths.description }),
  imageUrl: optionalText(),
});

/** The new NFC tag form: name required, at most 1000 characters; serial number required, at most 10000. */
export const nfcTagFormSchema = z.object({
  name: requiredText({ max: maxLengths.tagName }),
  tagReference: requiredText({ max: maxLengths.tagReference }),
});

/**
 * The change-password form of a user who has a password: current password, new password
 * and its repeat, all required. The two new passwords are not compared (the save button is
 * permanently disabled while the feature is under development).
 */
export const changePasswordFormSchema = z.object({
  currentPassword: requiredText(),
  newPassword: requiredText(),
  newPasswordRepeat: requiredText(),
});

/** The change-password form of a user without a password (`hasPassword` false): no current password. */
export const setPasswordFormSchema = z.object({
  newPassword: requiredText(),
  newPasswordRepeat: requiredText(),
});

/** The values a form holds (its input) and gets after parsing (its output). */
export type UserFormValues = z.input<typeof userFormSchema>;
export type UserFormData = z.output<typeof userFormSchema>;
export type AddressFormValues = z.input<typeof addressFormSchema>;
export type AddressFormData = z.output<typeof addressFormSchema>;
export type StoreFormValues = z.input<typeof storeFormSchema>;
export type StoreFormData = z.output<typeof storeFormSchema>;
export type BusinessFormValues = z.input<typeof businessFormSchema>;
export type BusinessFormData = z.output<typeof businessFormSchema>;
export type ExternalStoreFormValues = z.input<typeof externalStoreFormSchema>;
export type ExternalStoreFormData = z.output<typeof externalStoreFormSchema>;
export type ConvertToMultiStoreFormValues = z.input<typeof convertToMultiStoreFormSchema>;
export type ConvertToMultiStoreFormData = z.output<typeof convertToMultiStoreFormSchema>;
export type NfcTagFormValues = z.input<typeof nfcTagFormSchema>;
export type NfcTagFormData = z.output<typeof nfcTagFormSchema>;
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;
export type ChangePasswordFormData = z.output<typeof changePasswordFormSchema>;
export type SetPasswordFormValues = z.input<typeof setPasswordFormSchema>;
export type SetPasswordFormData = z.output<typeof setPasswordFormSchema>;
