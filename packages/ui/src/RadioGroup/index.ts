export { RadioGroup, Radio } from './RadioGroup';
export type { RadioGroupProps, RadioGroupHandle, RadioProps } from './RadioGroup';
