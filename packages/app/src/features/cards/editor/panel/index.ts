export { ConfigurationPanel } from './ConfigurationPanel';
export { contrastWarnings, contrastMessage } from './contrastWarnings';
export type { ContrastField, ContrastWarnings, RewardContrastField } from './contrastWarnings';
export {
  MAX_LOGO_BYTES,
  detectImageType,
  hasImageType,
  imageTooLargeMessage,
  imageUnreadableMessage,
  readLogo,
  setLogo,
  stripDataUrlPrefix,
  wrongImageTypeMessage,
} from './imageUpload';
export type { LogoImage, LogoMimeType, LogoReadResult } from './imageUpload';
export {
  addReward,
  createReward,
  flipTitleAndLogo,
  removeReward,
  setConfiguration,
  showsTitle,
  updateReward,
} from './recipes';
export type { CardRecipe } from './recipes';
export { noRewardsText } from './RewardsSection';
export { unknownIconHint } from './IconField';
