export { FileInput } from './FileInput';
export type { FileInputProps } from './FileInput';
export {
  acceptedImageTypes,
  checkImageFile,
  detectImageType,
  imageProblemMessage,
  imageProblemMessages,
  isAcceptedImage,
  isWholeImage,
} from './imageFile';
export type { CheckImageFileOptions, ImageCheck, ImageProblem, ImageType } from './imageFile';
