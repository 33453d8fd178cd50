// @stampcard/card-preview: draws a Stampcard loyalty card at any size, in React.
// Icons: import '@stampcard/card-preview/icons.css' once (Font Awesome Free, offline).
export { CardPreview } from './CardPreview/CardPreview';
export type { CardPreviewProps } from './CardPreview/CardPreview';
export { CardStates, cardStates } from './CardStates/CardStates';
export type { CardStatesProps } from './CardStates/CardStates';

export { createDefaultCard, createDefaultReward, normalizeCard, MAX_STAMPS } from './model';
export type {
  Alignment,
  CardConfiguration,
  CardReward,
  CompleteReward,
  LoyaltyCard,
  NormalizedCard,
  NormalizedReward,
  TextStyle,
} from './model';
export { describeCard } from './describeCard';
export { contrastIssues } from './contrastIssues';
export type { ContrastIssue } from './contrastIssues';
export { resolveIcon } from './icons/resolveIcon';
export type { ResolvedIcon } from './icons/resolveIcon';
export {
  CARD_ASPECT_RATIO,
  DEFAULT_CARD_SIZE,
  SECTION_RATIOS,
  THUMBNAIL_SIZE,
  previewHeight,
  previewScale,
  previewWidth,
} from './dimensions';
