export { encodeImage, imageDataUrl } from './encodeImage';
export type { EncodedImage } from './encodeImage';
