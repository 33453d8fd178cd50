import * as patterns from './patterns';

export { messages } from './messages';
export type { ValidationMessages } from './messages';
export { patterns };
export {
  requiredText,
  optionalText,
  ukMobile,
  ukLandline,
  postcode,
  ukPostcode,
  niNumber,
  passport,
  drivingLicence,
  travelVisa,
  sortCode,
  bankAccountNumber,
  email,
  formDate,
  isoDate,
  latitude,
  longitude,
  numberInRange,
  requiredChoice,
  requiredValue,
  getValidationMessage,
} from './schemas';
export type {
  RequiredTextSchema,
  OptionalTextSchema,
  RequiredNumberSchema,
  OptionalNumberSchema,
  TextOptions,
  PatternOptions,
  PatternSchemaBuilder,
  NumberOptions,
  NumberSchemaBuilder,
} from './schemas';
export { parseFormDate, parseIsoDate, formDateToIsoDate, isoDateToFormDate, minimumFormDateYear } from './formDate';
export type { FormDateParts } from './formDate';
export {
  maxLengths,
  userTitles,
  userFormSchema,
  addressFormSchema,
  mainContactSchema,
  categorySchema,
  storeFormSchema,
  businessFormSchema,
  externalStoreProviderSchema,
  externalStoreFormSchema,
  convertToMultiStoreFormSchema,
  nfcTagFormSchema,
  changePasswordFormSchema,
  setPasswordFormSchema,
} from './formSchemas';
export type {
  UserFormValues,
  UserFormData,
  AddressFormValues,
  AddressFormData,
  StoreFormValues,
  StoreFormData,
  BusinessFormValues,
  BusinessFormData,
  ExternalStoreFormValues,
  ExternalStoreFormData,
  ConvertToMultiStoreFormValues,
  ConvertToMultiStoreFormData,
  NfcTagFormValues,
  NfcTagFormData,
  ChangePasswordFormValues,
  ChangePasswordFormData,
  SetPasswordFormValues,
  SetPasswordFormData,
} from './formSchemas';
