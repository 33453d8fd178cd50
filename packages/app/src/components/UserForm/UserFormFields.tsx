import type { ProfileImage } from '@stampcard/api-client';
import { DatePicker } from '@stampcard/ui/DatePicker';
import { FileInput, imageProblemMessage } from '@stampcard/ui/FileInput';
import { FormField } from '@stampcard/ui/FormField';
import { Radio, RadioGroup } from '@stampcard/ui/RadioGroup';
import { TextField } from '@stampcard/ui/TextField';
import { useRef, useState, type Ref } from 'react';
import type { Control } from 'react-hook-form';
import { userTitles } from '#app/lib/forms';
import { encodeImage } from '#app/lib/images';
import { Row } from './UserForm.styles';
import type { UserFormData, UserFormValues } from './userForm';

/** The largest profile image accepted: 1 MB, as a card's logo. */
export const maxProfileImageBytes = 1024 * 1024;

const phoneHelp = 'A UK mobile number, e.g. 07123 456789';
const imageHelp = `PNG or JPEG, at most ${maxProfileImageBytes / 1024 / 1024} MB.`;

export interface UserFormFieldsProps {
  /** The form the fields bind to: `useZodForm(userFormWithImageSchema).control`. */
  readonly control: Control<UserFormValues, unknown, UserFormData>;
  /**
   * Whether the user cannot be edited (no edit permission): every field is disabled.
   * @default false
   */
  readonly isReadOnly?: boolean;
}

interface ProfileImageFieldProps {
  /** The image the form holds, as the API takes it. */
  readonly value: ProfileImage | null | undefined;
  readonly onChange: (image: ProfileImage | null) => void;
  readonly onBlur: () => void;
  readonly name: string;
  /** The choose button (react-hook-form focuses it on an error). */
  readonly ref?: Ref<HTMLButtonElement>;
  readonly errorMessage: string | undefined;
  readonly isDisabled: boolean;
}

/**
 * The profile image: the kit's FileInput checks the file (a whole PNG or JPEG of at most 1 MB),
 * then it is read here into what the API takes (base64 without a data-URL prefix, and its type),
 * so the form holds the image as it is sent. The user's current image (a URL or data) shows as
 * 'Current image' until another is chosen.
 */
function ProfileImageField({ value, onChange, onBlur, name, ref, errorMessage, isDisabled }: ProfileImageFieldProps) {
  // The file chosen here and the data it gave: its name shows while the form holds that data
  // (not after a reset, nor for the user's current image).
  const [chosen, setChosen] = useState<{ file: File; encoded: string } | null>(null);
  const [readError, setReadError] = useState<string | undefined>(undefined);
  // The latest choice wins when an earlier file is still being read.
  const latest = useRef<File | null>(null);
  const image = value ?? null;
  const file = chosen !== null && image?.encodedString === chosen.encoded ? chosen.file : null;

  const choose = (picked: File | null) => {
    latest.current = picked;
    setReadError(undefined);
    if (picked === null) {
      setChosen(null);
      onChange(null);
      return;
    }
    void encodeImage(picked).then((encoded) => {
      if (latest.current !== picked) return;
      if (encoded === null) {
        setReadError(imageProblemMessage('unreadable'));
        return;
      }
      setChosen({ file: picked, encoded: encoded.encoded });
      onChange({ encodedString: encoded.encoded, mimeType: encoded.mimeType, url: null });
    });
  };

  return (
    <FileInput
      label="Profile image"
      description={imageHelp}
      name={name}
      ref={ref}
      value={file}
      onChange={choose}
      onBlur={onBlur}
      maxBytes={maxProfileImageBytes}
      errorMessage={readError ?? errorMessage}
      emptyLabel={image === null ? 'No image chosen' : 'Current image'}
      isDisabled={isDisabled}
    />
  );
}

/**
 * The user form's fields, bound to a react-hook-form form: title (Mr, Ms or Mrs),
 * first name, surname and e-mail required; mobile phone (a UK mobile), postcode (2 to 9 letters,
 * digits or spaces), date of birth (DD/MM/YYYY typed or picked) and profile image optional.
 * The form element, its banner and its buttons are the caller's (a modal, a details page).
 * Read-only (a user without edit permission), every field is disabled.
 */
export function UserFormFields({ control, isReadOnly = false }: UserFormFieldsProps) {
  return (
    <>
      <FormField control={control} name="title">
        {(field) => (
          <RadioGroup
            {...field}
            value={field.value ?? null}
            label="Title"
            orientation="horizontal"
            isRequired
            isDisabled={isReadOnly}
          >
            {userTitles.map((title) => (
              <Radio key={title} value={title}>
                {title}
              </Radio>
            ))}
          </RadioGroup>
        )}
      </FormField>
      <Row>
        <FormField control={control} name="firstName">
          {(field) => <TextField {...field} label="First name" autoComplete="off" isRequired isDisabled={isReadOnly} />}
        </FormField>
        <FormField control={control} name="surname">
          {(field) => <TextField {...field} label="Surname" autoComplete="off" isRequired isDisabled={isReadOnly} />}
        </FormField>
      </Row>
      <FormField control={control} name="emailAddress">
        {(field) => (
          <TextField {...field} type="email" label="E-mail" autoComplete="off" isRequired isDisabled={isReadOnly} />
        )}
      </FormField>
      <Row>
        <FormField control={control} name="phoneNumber">
          {(field) => (
            <TextField
              {...field}
              value={field.value ?? ''}
              type="tel"
              label="Mobile phone"
              description={phoneHelp}
              autoComplete="off"
              isDisabled={isReadOnly}
            />
          )}
        </FormField>
        <FormField control={control} name="postCode">
          {(field) => (
            <TextField
              {...field}
              value={field.value ?? ''}
              label="Postcode"
              autoComplete="off"
              isDisabled={isReadOnly}
            />
          )}
        </FormField>
      </Row>
      <FormField control={control} name="dateOfBirth">
        {(field) => (
          <DatePicker
            {...field}
            value={field.value === '' ? null : (field.value ?? null)}
            label="Date of birth"
            isDisabled={isReadOnly}
          />
        )}
      </FormField>
      <FormField control={control} name="profileImage">
        {(field) => <ProfileImageField {...field} isDisabled={isReadOnly} />}
      </FormField>
    </>
  );
}
