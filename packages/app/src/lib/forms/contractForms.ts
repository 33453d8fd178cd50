/*
 * The product's forms with the limits of the API contract (`@stampcard/api-client/limits`): every
 * length a form or an inline edit checks is the contract's, so a value the server would refuse is
 * refused as it is typed, with the kit's messages ("Too many characters (maximum …, currently …)"),
 * before anything is sent. The kit's schemas give the rules; the numbers come from here.
 */
import { Address, BusinessForm, NewNfcTag, ReportRequest, StoreForm, UserForm } from '@stampcard/api-client/limits';
import {
  addressFormSchema as kitAddressFormSchema,
  businessFormSchema as kitBusinessFormSchema,
  convertToMultiStoreFormSchema as kitConvertToMultiStoreFormSchema,
  email,
  nfcTagFormSchema as kitNfcTagFormSchema,
  optionalText,
  postcode,
  requiredText,
  storeFormSchema as kitStoreFormSchema,
  ukMobile,
  userFormSchema as kitUserFormSchema,
} from '@stampcard/ui/validation';
import * as z from 'zod/mini';

/** A business's name, required: the contract's business form bound (also a store's name). */
export const businessNameSchema = requiredText({ max: BusinessForm.name.maxLength });

/** A business's description, optional: the contract's business form bound. */
export const businessDescriptionSchema = optionalText({ max: BusinessForm.description.maxLength });

/** A store's name, required: the contract's store form bound. */
export const storeNameSchema = requiredText({ max: StoreForm.name.maxLength });

/** A store's description, optional: the contract's store form bound. */
export const storeDescriptionSchema = optionalText({ max: StoreForm.description.maxLength });

/** A report's text filter value: the contract's bound of a report parameter's value. */
export const reportTextFilterSchema = optionalText({ max: ReportRequest.parameters.values.items.maxLength });

/** The address form, its texts bounded by the contract's address. */
export const addressFormSchema = z.extend(kitAddressFormSchema, {
  address1: requiredText({ max: Address.address1.maxLength }),
  address2: optionalText({ max: Address.address2.maxLength }),
  address3: optionalText({ max: Address.address3.maxLength }),
  cityTown: requiredText({ max: Address.cityTown.maxLength }),
  county: optionalText({ max: Address.county.maxLength }),
  country: requiredText({ max: Address.country.maxLength }),
  postCode: requiredText({ max: Address.postCode.maxLength }),
});

/** The store form, its name, description and address bounded by the contract. */
export const storeFormSchema = z.extend(kitStoreFormSchema, {
  name: storeNameSchema,
  description: storeDescriptionSchema,
  address: addressFormSchema,
});

/** The business form, its name and description bounded by the contract. */
export const businessFormSchema = z.extend(kitBusinessFormSchema, {
  name: businessNameSchema,
  description: businessDescriptionSchema,
});

/** The convert-to-multi-store form: a business form's name and description. */
export const convertToMultiStoreFormSchema = z.extend(kitConvertToMultiStoreFormSchema, {
  name: businessNameSchema,
  description: businessDescriptionSchema,
});

/** The new NFC tag form, its name and serial number bounded by the contract. */
export const nfcTagFormSchema = z.extend(kitNfcTagFormSchema, {
  name: requiredText({ max: NewNfcTag.name.maxLength }),
  tagReference: requiredText({ max: NewNfcTag.tagReference.maxLength }),
});

/** The user form, its names, e-mail address, phone number and postcode bounded by the contract. */
export const userFormSchema = z.extend(kitUserFormSchema, {
  firstName: requiredText({ max: UserForm.firstName.maxLength }),
  surname: requiredText({ max: UserForm.surname.maxLength }),
  emailAddress: email({ isRequired: true, max: UserForm.emailAddress.maxLength }),
  phoneNumber: ukMobile({ max: UserForm.phoneNumber.maxLength }),
  postCode: postcode({ max: UserForm.postCode.maxLength }),
});
