import { FileInput, imageProblemMessage } from '@stampcard/ui/FileInput';
import { useRef, useState } from 'react';
import type { UpdateCard } from '../types';
import { MAX_LOGO_BYTES, encodeLogo, setLogo } from './imageUpload';

interface LogoUploadProps {
  /** Whether the card has a logo image (uploaded or by URL). */
  hasLogo: boolean;
  /** The card's uploaded logo (base64), to tell whether the file chosen here is still the card's. */
  encodedLogo: string | null | undefined;
  onUpdate: UpdateCard;
  isReadOnly: boolean;
}

const help = `PNG or JPEG, at most ${MAX_LOGO_BYTES / 1024 / 1024} MB.`;

/**
 * The logo upload: a whole PNG or JPEG of at most 1 MB (the kit's FileInput refuses anything else
 * with its reason), stored as base64 with its type in one edit. A refused file changes nothing.
 */
export function LogoUpload({ hasLogo, encodedLogo, onUpdate, isReadOnly }: LogoUploadProps) {
  // The file chosen here and the logo it gave; after an undo the card's logo is another one and
  // the file's name no longer shows.
  const [chosen, setChosen] = useState<{ file: File; encoded: string } | null>(null);
  const file = chosen !== null && chosen.encoded === encodedLogo ? chosen.file : null;
  const [error, setError] = useState<string | undefined>(undefined);
  // The latest choice wins when an earlier file is still being read.
  const latest = useRef<File | null>(null);

  const choose = (picked: File | null) => {
    latest.current = picked;
    setError(undefined);
    if (picked === null) {
      setChosen(null);
      onUpdate(setLogo(null));
      return;
    }
    void encodeLogo(picked).then((image) => {
      if (latest.current !== picked) return;
      if (image === null) {
        setError(imageProblemMessage('unreadable'));
        return;
      }
      setChosen({ file: picked, encoded: image.encoded });
      onUpdate(setLogo(image));
    });
  };

  return (
    <FileInput
      label="Logo"
      value={file}
      onChange={choose}
      maxBytes={MAX_LOGO_BYTES}
      errorMessage={error}
      emptyLabel={hasLogo ? 'Current logo' : 'No image chosen'}
      description={help}
      isReadOnly={isReadOnly}
    />
  );
}
