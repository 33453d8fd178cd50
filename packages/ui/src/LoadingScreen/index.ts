export { LoadingScreen } from './LoadingScreen';
export type { LoadingScreenProps } from './LoadingScreen';
export { loadingPhases, getLoadingPhaseProgress } from './loadingPhases';
export type { LoadingPhase, LoadingPhaseIndex, LoadingPhaseName, LoadingPhaseProgress } from './loadingPhases';
