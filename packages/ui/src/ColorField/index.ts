export { ColorField } from './ColorField';
export type { ColorFieldProps } from './ColorField';
export { normaliseHexColour } from './hexColour';
