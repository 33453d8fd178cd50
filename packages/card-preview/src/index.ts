export { CARD_ASPECT_RATIO, DEFAULT_CARD_SIZE, SECTION_RATIOS, previewHeight, previewScale } from './dimensions';
