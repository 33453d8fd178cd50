export { NewBusinessWizard } from './NewBusinessWizard';
export type { NewBusinessWizardProps } from './NewBusinessWizard';
// The store form, shared with the New store modal of a business's stores.
export { CreateFailureSummary } from './CreateFailureSummary';
export type { CreateFailure } from './CreateFailureSummary';
export { FormRoot } from './formLayout';
export { emptyStoreForm, newStoreFields, newStoreFormSchema, storeBody } from './newBusiness';
export type { NewStoreField, NewStoreFormData, NewStoreFormValues } from './newBusiness';
export { StoreFormFields } from './StoreFormFields';
export type { StoreFormFieldsProps } from './StoreFormFields';
