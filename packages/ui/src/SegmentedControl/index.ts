export { SegmentedControl } from './SegmentedControl';
export type {
  SegmentedControlProps,
  SegmentedControlSingleProps,
  SegmentedControlMultipleProps,
  SegmentedControlOption,
  SegmentedControlHandle,
} from './SegmentedControl';
