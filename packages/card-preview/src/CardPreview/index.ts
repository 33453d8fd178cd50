export { CardPreview } from './CardPreview';
export type { CardPreviewProps } from './CardPreview';
