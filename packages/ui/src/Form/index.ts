export { useZodForm } from './useZodForm';
export type { FormSchema, FormValuesOf, FormDataOf, UseZodFormOptions, UseZodFormReturn } from './useZodForm';
export { FormInvalidBanner, formInvalidText, formInvalidBannerDuration } from './FormInvalidBanner';
export type { FormInvalidBannerProps } from './FormInvalidBanner';
export { useInvalidSubmitBanner } from './useInvalidSubmitBanner';
export type { UseInvalidSubmitBannerOptions, InvalidSubmitBanner } from './useInvalidSubmitBanner';
