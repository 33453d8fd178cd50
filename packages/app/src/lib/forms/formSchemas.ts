/*
 * The product's forms as zod (`zod/mini`) schemas, composed from the kit's rule builders
 * (`@stampcard/ui/validation`). Field names are the API contract's, so a parsed form is (nearly) a
 * request body, and every bound a form checks is the contract's (`@stampcard/api-client/limits`),
 * read from the schema the server validates what the form sends against: a value the server would
 * refuse is refused as it is typed, with the kit's messages, before anything is sent. A field the
 * contract leaves unbounded is left unbounded here too: a form never refuses what the server takes,
 * except where the product asks for a tighter rule, said at the field.
 */
import type { UserTitle } from '@stampcard/api-client';
import {
  Address,
  Business,
  BusinessForm,
  NewNfcTag,
  ReportRequest,
  Store,
  StoreForm,
  UserForm,
} from '@stampcard/api-client/limits';
import {
  email,
  isoDate,
  latitude,
  longitude,
  messages,
  optionalText,
  patterns,
  postcode,
  requiredChoice,
  requiredText,
  requiredValue,
  ukMobile,
} from '@stampcard/ui/validation';
import * as z from 'zod/mini';

// The user form.

/** The user's titles, the contract's `UserTitle`s in the order the form offers them. */
export const userTitles = ['Mr', 'Ms', 'Mrs'] as const satisfies readonly UserTitle[];

/**
 * The user form (POST and PUT of a user, the new staff member): title (Mr, Ms or Mrs), first name,
 * surname and e-mail address required; phone number (UK mobile), postcode (2 to 9 letters, digits
 * or spaces) and date of birth optional. The date of birth is the ISO date (YYYY-MM-DD) the kit's
 * DatePicker gives once the user has typed DD/MM/YYYY or picked a day, and what the API takes.
 */
export const userFormSchema = z.object({
  title: requiredChoice(userTitles),
  firstName: requiredText({ max: UserForm.firstName.maxLength }),
  surname: requiredText({ max: UserForm.surname.maxLength }),
  emailAddress: email({ isRequired: true, max: UserForm.emailAddress.maxLength }),
  phoneNumber: ukMobile({ max: UserForm.phoneNumber.maxLength }),
  postCode: postcode({ max: UserForm.postCode.maxLength }),
  dateOfBirth: isoDate({ max: UserForm.dateOfBirth.maxLength }),
});

// The address, store and business forms.

/**
 * The address form (a store's address): address1, cityTown, country and postCode required; every
 * text within the contract's address bound; latitude (-90 to 90) and longitude (-180 to 180)
 * required, the contract's ranges too.
 */
export const addressFormSchema = z.object({
  address1: requiredText({ max: Address.address1.maxLength }),
  address2: optionalText({ max: Address.address2.maxLength }),
  address3: optionalText({ max: Address.address3.maxLength }),
  cityTown: requiredText({ max: Address.cityTown.maxLength }),
  county: optionalText({ max: Address.county.maxLength }),
  country: requiredText({ max: Address.country.maxLength }),
  postCode: requiredText({ max: Address.postCode.maxLength }),
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

/** A store's name, required: the contract's store form bound. */
export const storeNameSchema = requiredText({ max: StoreForm.name.maxLength });

/** A store's description, optional: the contract's store form bound. */
export const storeDescriptionSchema = optionalText({ max: StoreForm.description.maxLength });

/** The categories chosen for a store: at most the contract's number. */
const storeCategoriesSchema = z.optional(
  z.array(categorySchema).check(
    z.maxLength(StoreForm.categories.maxItems, {
      error: (issue) =>
        messages.tooManyItems(StoreForm.categories.maxItems, Array.isArray(issue.input) ? issue.input.length : 0),
    }),
  ),
);

/**
 * The store form: name required, description, logo URL and categories optional, the main contact
 * required ("in the form definition, although the manager feature is shown as disabled"), and the
 * address form; every bound the contract's store form.
 */
export const storeFormSchema = z.object({
  name: storeNameSchema,
  description: storeDescriptionSchema,
  logoImageUrl: optionalText({ max: StoreForm.logoImageUrl.maxLength }),
  categories: storeCategoriesSchema,
  mainContact: requiredValue(mainContactSchema),
  address: addressFormSchema,
});

/** A business's name, required: the contract's business form bound (also a store's name). */
export const businessNameSchema = requiredText({ max: BusinessForm.name.maxLength });

/** A business's description, optional: the contract's business form bound. */
export const businessDescriptionSchema = optionalText({ max: BusinessForm.description.maxLength });

/**
 * The business form: name required; description, image URL and main contact optional; every bound
 * the contract's business form. `isSingleStore` and `stores` are set by the wizard, not typed.
 */
export const businessFormSchema = z.object({
  name: businessNameSchema,
  description: businessDescriptionSchema,
  imageUrl: optionalText({ max: BusinessForm.imageUrl.maxLength }),
  mainContact: z.optional(z.nullable(mainContactSchema)),
});

/**
 * The convert-to-multi-store form: name required, description and image URL optional. It patches
 * the business, so its bounds are the contract's business.
 */
export const convertToMultiStoreFormSchema = z.object({
  name: requiredText({ max: Business.name.maxLength }),
  description: optionalText({ max: Business.description.maxLength }),
  imageUrl: optionalText({ max: Business.imageUrl.maxLength }),
});

/** An external store provider, as the providers dropdown gives it. */
export const externalStoreProviderSchema = z.object({
  externalStoreProviderID: z.number(),
  name: z.string(),
});

/**
 * The external store form: the external store's ID and its provider, both required. It patches the
 * store, so the ID's bound is the contract's store.
 */
export const externalStoreFormSchema = z.object({
  externalStoreID: requiredText({ max: Store.externalStoreID.maxLength }),
  externalStoreProvider: requiredValue(externalStoreProviderSchema),
});

// The NFC tag form.

/** The new NFC tag form: name and serial number required, within the contract's new tag bounds. */
export const nfcTagFormSchema = z.object({
  name: requiredText({ max: NewNfcTag.name.maxLength }),
  tagReference: requiredText({ max: NewNfcTag.tagReference.maxLength }),
});

// The change-password forms: nothing is sent (the feature is under development), so no bound.

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

// The report viewer's filters.

/** A report's text filter value: the contract's bound of a report parameter's value. */
export const reportTextFilterSchema = optionalText({ max: ReportRequest.parameters.values.items.maxLength });

/**
 * The longest number a report's number filter takes: the server's rule for a number parameter,
 * tighter than the contract's bound of any parameter's value (no count needs more).
 */
export const reportNumberFilterMaxLength = 20;

/**
 * A report's number filter value: at most `reportNumberFilterMaxLength` characters ("Too many
 * characters (maximum 20, currently …)"), and a number (digits, an optional sign and decimal point:
 * "Invalid value" otherwise), so what is sent is one. Empty is allowed.
 */
export const reportNumberFilterSchema = z.optional(
  z.nullable(
    z.string().check(
      z.maxLength(reportNumberFilterMaxLength, {
        error: (issue) =>
          messages.tooManyCharacters(
            reportNumberFilterMaxLength,
            typeof issue.input === 'string' ? issue.input.length : 0,
          ),
        abort: true,
      }),
      z.refine((value: string) => value.trim() === '' || patterns.decimalNumber.test(value.trim()), {
        error: messages.invalidValue(),
      }),
    ),
  ),
);

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
