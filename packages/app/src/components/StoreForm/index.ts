// The store form, shared by the new-business wizard, a business's New store modal and the store's
// details (its address).
export { AddressFields, addressFieldNames } from './AddressFields';
export type { AddressFieldsProps } from './AddressFields';
export { CreateFailureSummary } from './CreateFailureSummary';
export type { CreateFailure } from './CreateFailureSummary';
export { Actions, Fieldset, FormRoot, Legend, Row, Subdued } from './formLayout';
export { StoreFormFields } from './StoreFormFields';
export type { StoreFormFieldsProps } from './StoreFormFields';
export {
  emptyAddressForm,
  emptyStoreForm,
  newStoreFields,
  newStoreFormSchema,
  optionalText,
  storeBody,
} from './storeForm';
export type { NewStoreField, NewStoreFormData, NewStoreFormValues } from './storeForm';
