export { Field } from './Field';
export type { FieldProps } from './Field';
export { useField } from './useField';
export type { FieldIds, UseFieldOptions } from './useField';
export { inputStyles } from './Field.styles';
export type { FieldBaseProps, TextEntryFieldProps, TextValueProps, ToggleFieldProps } from './fieldProps';
