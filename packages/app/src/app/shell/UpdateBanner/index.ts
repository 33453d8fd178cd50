export { UpdateStatus } from './UpdateStatus';
export type { UpdateStatusProps } from './UpdateStatus';
export { updateBannerTexts } from './updateBannerTexts';
