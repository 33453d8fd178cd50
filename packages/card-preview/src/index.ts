// @stampcard/card-preview: draws a Stampcard loyalty card at any size, in React.
// Icons load on demand, one small SVG file each: call setIconBase once with where an app serves
// Font Awesome Free's svgs/ folder (a page loading the build as is finds dist/icons/ by itself).
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
export { iconKey, parseIconSvg } from './icons/iconShape';
export type { IconShape } from './icons/iconShape';
export { setIconBase } from './icons/iconBase';
export { loadIcon, loadIcons } from './icons/loadIcon';
export { layoutCard } from './layout/layoutCard';
export type { CardLayout, CardLayoutOptions, LayoutNode } from './layout/layoutCard';
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
