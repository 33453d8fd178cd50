export { StampStepper } from './StampStepper';
export type { StampStepperProps } from './StampStepper';
export {
  getValueAfterStampClick,
  getValueAfterKey,
  clampStampValue,
  normaliseRewardPositions,
  formatStampValue,
  formatRewardPositions,
} from './stampStepperValue';
