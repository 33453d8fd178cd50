import { FileInput } from '@stampcard/ui/FileInput';
import { useRef, useState } from 'react';
import type { UpdateCard } from '../types';
import { MAX_LOGO_BYTES, readLogo, setLogo, wrongImageTypeMessage } from './imageUpload';

interface LogoUploadProps {
  /** Whether the card has a logo image (uploaded or by URL). */
  hasLogo: boolean;
  onUpdate: UpdateCard;
  isReadOnly: boolean;
}

const help = `PNG or JPEG, at most ${MAX_LOGO_BYTES / 1024 / 1024} MB.`;

/**
 * The logo upload: a PNG or JPEG of at most 1 MB, checked by type and content, stored as base64
 * with its type in one edit. A refused file changes nothing and its message shows under the field.
 */
export function LogoUpload({ hasLogo, onUpdate, isReadOnly }: LogoUploadProps) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  // The latest choice wins when an earlier file is still being read.
  const latest = useRef<File | null>(null);

  const choose = (chosen: File | null) => {
    latest.current = chosen;
    if (chosen === null) {
      setError(undefined);
      setFile(null);
      onUpdate(setLogo(null));
      return;
    }
    void readLogo(chosen).then((result) => {
      if (latest.current !== chosen) return;
      if (!result.ok) {
        setError(result.message);
        return;
      }
      setError(undefined);
      setFile(chosen);
      onUpdate(setLogo(result.image));
    });
  };

  return (
    <FileInput
      label="Logo"
      value={file}
      onChange={choose}
      rejectedMessage={wrongImageTypeMessage}
      errorMessage={error}
      emptyLabel={hasLogo ? 'Current logo' : 'No image chosen'}
      description={help}
      isReadOnly={isReadOnly}
    />
  );
}
