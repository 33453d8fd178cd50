import { useId, useState, type ChangeEvent } from 'react';
import { ErrorText, FileLabel, ImageFrame, Root, SavingRing, Status, VisuallyHidden } from './InlineEdit.styles';
import { savingText } from './InlineEditField';
import { useInlineSave } from './useInlineSave';

/** The error for a file that is not a PNG or JPEG image. */
export const imageTypeErrorText = 'Only PNG or JPEG images can be uploaded.';

/** The image types an inline image takes. */
export const inlineEditImageTypes = ['image/png', 'image/jpeg'] as const;

export interface InlineEditImageProps {
  /** The image's URL; without one the placeholder shows. */
  src: string | null | undefined;
  /** The image's text alternative, e.g. "Bean There logo". */
  alt: string;
  /**
   * Uploads the chosen PNG or JPEG file. Return a promise to show "Saving" until it settles; a
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

/** By its type, or by its name when the browser gives no type (some systems do not). */
function isAcceptedImage(file: File): boolean {
  if (file.type === '') return /\.(?:png|jpe?g)$/i.test(file.name);
  return (inlineEditImageTypes as readonly string[]).includes(file.type);
}

/**
 * An image that is replaced in place (spec B 2.4 and 2.7: a business image or store logo, "editable
 * inline"): choosing a PNG or JPEG file saves it at once, with "Saving" shown and the image busy
 * until the save settles; other files are refused with "Only PNG or JPEG images can be uploaded.".
 * A second file chosen while one is saving is ignored.
 */
export function InlineEditImage({
  src,
  alt,
  onSave,
  changeLabel = 'Change image',
  placeholder = 'No image',
  isReadOnly = false,
  className,
}: InlineEditImageProps) {
  const { isSaving, errorMessage, setErrorMessage, run } = useInlineSave();
  const [typeError, setTypeError] = useState<string | undefined>(undefined);
  const errorId = useId();
  const shownError = typeError ?? errorMessage;
  const hasImage = src != null && src !== '';

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after a failure) fires a change again.
    event.target.value = '';
    if (file === undefined || isSaving) return;
    if (!isAcceptedImage(file)) {
      setErrorMessage(undefined);
      setTypeError(imageTypeErrorText);
      return;
    }
    setTypeError(undefined);
    void run(() => onSave(file));
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
        <FileLabel data-disabled={isSaving ? '' : undefined}>
          {changeLabel}
          <VisuallyHidden>
            <input
              type="file"
              accept={inlineEditImageTypes.join(',')}
              disabled={isSaving}
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
