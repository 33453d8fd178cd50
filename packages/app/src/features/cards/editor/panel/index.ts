export { ConfigurationPanel } from './ConfigurationPanel';
export { contrastWarnings, contrastMessage } from './contrastWarnings';
export type { ContrastField, ContrastWarnings, RewardContrastField } from './contrastWarnings';
export { MAX_LOGO_BYTES, encodeLogo, setLogo, stripDataUrlPrefix } from './imageUpload';
export type { LogoImage, LogoMimeType } from './imageUpload';
export {
  addReward,
  flipTitleAndLogo,
  removeReward,
  setConfiguration,
  setName,
  showsTitle,
  updateReward,
} from './recipes';
export type { CardRecipe } from './recipes';
export { noRewardsText } from './RewardsSection';
export { unknownIconHint } from './IconField';
