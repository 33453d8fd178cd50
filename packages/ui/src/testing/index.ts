// @stampcard/ui/testing: fixtures for tests of code built on the kit.
export { sampleImageBytes, sampleImageFile } from './sampleImages';
export { expectNoSidewaysScroll, widestOverflow } from './reflow';
