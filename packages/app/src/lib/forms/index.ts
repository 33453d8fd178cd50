export {
  addressFormSchema,
  businessDescriptionSchema,
  businessFormSchema,
  businessNameSchema,
  convertToMultiStoreFormSchema,
  nfcTagFormSchema,
  reportTextFilterSchema,
  storeDescriptionSchema,
  storeFormSchema,
  storeNameSchema,
  userFormSchema,
} from './contractForms';
