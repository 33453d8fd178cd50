import * as patterns from './patterns';

export { messages } from './messages';
export type { ValidationMessages } from './messages';
export { patterns };
export {
  requiredText,
  optionalText,
  ukMobile,
  ukMobileExamples,
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
