import { useEffect, useRef, useState, type DragEvent, type FocusEvent, type ReactNode, type Ref } from 'react';
import { Button } from '../Button';
import { Field, useField } from '../Field';
import { joinIds } from '../TextField/CharacterCount';
import { VisuallyHidden } from '../TextField/TextField.styles';
import { acceptedImageTypes, checkImageFile, imageProblemMessage, type ImageProblem } from './imageFile';
import { DropZone, FileName } from './FileInput.styles';

export interface FileInputProps {
  /** The visible label; with the button's text it names the button ("Logo Choose image"). */
  label: string;
  /** Help text under the field; it describes the button. */
  description?: ReactNode;
  /** The validation message from the form; a refused file shows `rejectedMessage` instead. */
  errorMessage?: string | undefined;
  /** The chosen file, `null` for none (controlled). */
  value?: File | null;
  /**
   * The file at first (uncontrolled).
   * @default null
   */
  defaultValue?: File | null;
  /** Called with the chosen PNG or JPEG image, or `null` when it is removed. Never with another kind of file. */
  onChange?: (file: File | null) => void;
  /** Called when the choose button loses focus. */
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
  /**
   * The message shown when a file that is not a PNG or JPEG image is chosen or dropped.
   * @default 'Only PNG or JPEG images can be uploaded.'
   */
  rejectedMessage?: string;
  /**
   * The largest file accepted, in bytes; a larger one is refused with a message naming the limit.
   * @default Infinity
   */
  maxBytes?: number;
  /**
   * The choose button's text.
   * @default 'Choose image'
   */
  chooseLabel?: string;
  /**
   * What shows in place of a file name while none is chosen.
   * @default 'No image chosen'
   */
  emptyLabel?: string;
  /**
   * Whether a file is required: shows the marker and tells screen readers.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Whether the field is disabled: nothing can be chosen, dropped or removed.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Whether the field is read-only: the file's name shows, it cannot be changed or removed.
   * @default false
   */
  isReadOnly?: boolean;
  /** The name in a native form submission (the native file input holds the chosen file). */
  name?: string;
  /** The choose button's id; generated when omitted. */
  id?: string;
  /** Extra class names on the root, for layout by the parent. */
  className?: string;
  /** The choose button (react-hook-form's `field.ref` focuses it on an error). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Makes the native input hold `file` (or nothing), so a native form submits what the field shows:
 * a dropped file, a removal, a refused file undone. Skipped where DataTransfer cannot be built (jsdom).
 */
function holdFile(input: HTMLInputElement, file: File | null) {
  if (file === null) {
    input.value = '';
    return;
  }
  if (input.files?.[0] === file || typeof DataTransfer !== 'function') return;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
}

/**
 * An image upload (png or jpeg only) in the kit's field frame: a keyboard-operable "Choose image"
 * button opening the system picker (limited to PNG and JPEG), the chosen file's name and a Remove
 * button. Files can also be dropped on the box. Every file is checked by `checkImageFile` before
 * `onChange` gets it: another kind of file is refused with `rejectedMessage`, one larger than
 * `maxBytes` or cut short (not a whole image) with a message saying so, each announced to screen
 * readers, and `onChange` is not called.
 */
export function FileInput({
  label,
  description,
  errorMessage,
  value,
  defaultValue = null,
  onChange,
  onBlur,
  rejectedMessage = imageProblemMessage('type'),
  maxBytes = Number.POSITIVE_INFINITY,
  chooseLabel = 'Choose image',
  emptyLabel = 'No image chosen',
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  name,
  id,
  className,
  ref,
}: FileInputProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const isControlled = value !== undefined;
  const file = isControlled ? value : uncontrolledValue;
  const [rejection, setRejection] = useState<ImageProblem | null>(null);
  // The latest file chosen: a check still running for an earlier one is ignored when it ends.
  const latestChoice = useRef<File | null>(null);
  const [isDropTarget, setDropTarget] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const rejectedText =
    rejection === null ? null : rejection === 'type' ? rejectedMessage : imageProblemMessage(rejection, maxBytes);
  const shownError = rejectedText ?? errorMessage;
  // Not isRequired: aria-required is not allowed on a button; a hidden "Required" describes it instead.
  const field = useField({ id, hasDescription: description !== undefined, errorMessage: shownError });
  const hasError = shownError !== undefined && shownError !== '';
  const buttonId = field.controlProps.id;
  const requiredId = `${buttonId}-required`;
  const chooseTextId = `${buttonId}-choose`;
  const isEditable = !isDisabled && !isReadOnly;

  useEffect(() => {
    if (inputRef.current !== null) holdFile(inputRef.current, file);
  }, [file]);

  const setFile = (next: File | null) => {
    if (!isControlled) setUncontrolledValue(next);
    if (next !== file) onChange?.(next);
  };

  const choose = (chosen: File | undefined) => {
    if (chosen === undefined) return;
    latestChoice.current = chosen;
    void checkImageFile(chosen, { maxBytes }).then((result) => {
      if (latestChoice.current !== chosen) return;
      if (!result.ok) {
        setRejection(result.problem);
        // The picker now holds the refused file: put back the one the field shows.
        if (inputRef.current !== null) holdFile(inputRef.current, file);
        return;
      }
      setRejection(null);
      setFile(chosen);
    });
  };

  const dragHandlers = isEditable
    ? {
        onDragOver: (event: DragEvent<HTMLDivElement>) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDropTarget(true);
        },
        onDragLeave: (event: DragEvent<HTMLDivElement>) => {
          // Leaving for a child (the button) is not leaving the box.
          if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
          setDropTarget(false);
        },
        onDrop: (event: DragEvent<HTMLDivElement>) => {
          event.preventDefault();
          setDropTarget(false);
          choose(event.dataTransfer.files[0]);
        },
      }
    : {};

  return (
    <Field
      field={field}
      label={label}
      description={description}
      errorMessage={shownError}
      isRequired={isRequired}
      className={className}
      data-component="FileInput"
    >
      <DropZone
        data-part="drop-zone"
        data-drop-target={isDropTarget ? '' : undefined}
        data-invalid={hasError ? '' : undefined}
        data-disabled={isDisabled ? '' : undefined}
        data-readonly={isReadOnly ? '' : undefined}
        {...dragHandlers}
      >
        {/* The native input does the picking; the kit's button stands in for its unstyleable one. */}
        <input
          ref={inputRef}
          type="file"
          accept={acceptedImageTypes}
          name={name}
          hidden
          tabIndex={-1}
          disabled={isDisabled}
          data-part="native-input"
          onChange={(event) => {
            choose(event.target.files?.[0]);
          }}
        />
        <Button
          ref={ref}
          id={buttonId}
          aria-labelledby={`${field.labelProps.id} ${chooseTextId}`}
          aria-describedby={joinIds(field.controlProps['aria-describedby'], isRequired ? requiredId : undefined)}
          aria-invalid={field.controlProps['aria-invalid']}
          aria-errormessage={field.controlProps['aria-errormessage']}
          size="small"
          isDisabled={!isEditable}
          onPress={() => inputRef.current?.click()}
          onBlur={onBlur}
          data-part="choose"
        >
          <span id={chooseTextId}>{chooseLabel}</span>
        </Button>
        <FileName data-part="file-name" data-empty={file === null ? '' : undefined} title={file?.name}>
          {file === null ? emptyLabel : file.name}
        </FileName>
        {file !== null && isEditable ? (
          <Button
            variant="plain"
            size="small"
            aria-label={`Remove ${file.name}`}
            onPress={() => {
              latestChoice.current = null;
              setRejection(null);
              setFile(null);
              // The Remove button goes away with the file: keep focus in the field.
              document.getElementById(buttonId)?.focus();
            }}
            data-part="remove"
          >
            Remove
          </Button>
        ) : null}
        {isRequired ? (
          // Referenced by the button's description; hidden from reading order so it is not read twice.
          <VisuallyHidden id={requiredId} aria-hidden="true">
            Required
          </VisuallyHidden>
        ) : null}
        <VisuallyHidden role="status">{rejectedText ?? ''}</VisuallyHidden>
      </DropZone>
    </Field>
  );
}
