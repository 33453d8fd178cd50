import { useId, useState, type ChangeEvent } from 'react';
import { acceptedImageTypes, checkImageFile, imageProblemMessage } from '../FileInput/imageFile';
import { ErrorText, FileLabel, ImageFrame, Root, SavingRing, Status, VisuallyHidden } from './InlineEdit.styles';
import { savingText } from './InlineEditField';
import { useInlineSave } from './useInlineSave';

/** The error for a file that is not a PNG or JPEG image. */
export const imageTypeErrorText = imageProblemMessage('type');

export interface InlineEditImageProps {
  /** The image's URL; without one the placeholder shows. */
  src: string | null | undefined;
  /** The image's text alternative, e.g. "Bean There logo". */
  alt: string;
  /**
   * The largest file accepted, in bytes; a larger one is refused with a message naming the limit.
   * @default Infinity
   */
  maxBytes?: number;
  /**
   * Uploads the chosen PNG or JPEG file (checked whole by `checkImageFile`). Return a promise to show "Saving" until it settles; a
   * rejection shows the Error's message.
   */
  onSave: (file: File) => unknown;
  /**
   * The label of the button that chooses a new file.
   * @default 'Change image'
   */
  changeLabel?: string;
  /**
   * Shown in place of a missing image.
   * @default 'No image'
   */
  placeholder?: string;
  /**
   * Whether the image can only be seen, not changed.
   * @default false
   */
  isReadOnly?: boolean;
  /** Extra class names, for layout by the parent. */
  className?: string;
}

/**
 * An image that is replaced in place (e.g. a logo): choosing a PNG or JPEG
 * file saves it at once, with "Saving" shown and the image busy until the save settles. Files are checked first (`checkImageFile`): other kinds are refused with
 * "Only PNG or JPEG images can be uploaded.", and a file too large or cut short with its own
 * message. A second file chosen while one is checked or saving is ignored.
 */
export function InlineEditImage({
  src,
  alt,
  onSave,
  changeLabel = 'Change image',
  placeholder = 'No image',
  isReadOnly = false,
  maxBytes = Number.POSITIVE_INFINITY,
  className,
}: InlineEditImageProps) {
  const { isSaving, errorMessage, setErrorMessage, run } = useInlineSave();
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const errorId = useId();
  const shownError = fileError ?? errorMessage;
  const hasImage = src != null && src !== '';

  const [isChecking, setChecking] = useState(false);
  const isBusy = isSaving || isChecking;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after a failure) fires a change again.
    event.target.value = '';
    if (file === undefined || isBusy) return;
    setChecking(true);
    void checkImageFile(file, { maxBytes }).then((result) => {
      setChecking(false);
      if (!result.ok) {
        setErrorMessage(undefined);
        setFileError(imageProblemMessage(result.problem, maxBytes));
        return;
      }
      setFileError(undefined);
      void run(() => onSave(file));
    });
  };

  return (
    <Root
      className={className}
      data-component="InlineEditImage"
      data-status={isSaving ? 'saving' : shownError === undefined ? 'idle' : 'error'}
    >
      <ImageFrame aria-busy={isSaving || undefined} data-part="image">
        {hasImage ? <img src={src} alt={alt} /> : <span>{placeholder}</span>}
      </ImageFrame>
      {isReadOnly ? null : (
        <FileLabel data-disabled={isBusy ? '' : undefined}>
          {changeLabel}
          <VisuallyHidden>
            <input
              type="file"
              accept={acceptedImageTypes}
              disabled={isBusy}
              aria-invalid={shownError === undefined ? undefined : true}
              aria-describedby={shownError === undefined ? undefined : errorId}
              onChange={onChange}
            />
          </VisuallyHidden>
        </FileLabel>
      )}
      {shownError === undefined ? null : (
        <ErrorText id={errorId} role="alert">
          {shownError}
        </ErrorText>
      )}
      <Status role="status" data-part="status">
        {isSaving ? (
          <>
            <SavingRing aria-hidden="true" />
            {savingText}
          </>
        ) : null}
      </Status>
    </Root>
  );
}
