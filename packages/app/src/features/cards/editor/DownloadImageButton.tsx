import { Button } from '@stampcard/ui/Button';
import { useToast } from '@stampcard/ui/Toast';
import { Tooltip } from '@stampcard/ui/Tooltip';
import { useState } from 'react';
import styled from 'styled-components';
import { useAppContext } from '#app/lib/appContext';
import { failureDescription } from '#app/lib/data';
import { downloadCardImage, downloadImageFailure, type CardImageSide } from '../cardImage';
import type { CardDraft } from './types';

export interface DownloadImageButtonProps {
  /** The card as last loaded or saved: the image is of the card the server has. */
  savedCard: CardDraft & { readonly loyaltyCardID: number };
  /** The side to download: the one the preview shows. */
  side: CardImageSide;
  /** Whether the editor holds edits not saved yet, which the image does not show. */
  hasUnsavedChanges: boolean;
}

/** What the button's tooltip (and its accessible description) says the image is. */
export const downloadImageHint = {
  saved: 'Downloads the card as a PNG image.',
  unsaved: 'Downloads the saved card: your unsaved changes are not in the image.',
} as const;

const Icon = styled.svg`
  flex: none;
  width: 16px;
  height: 16px;
`;

/** An arrow down to a line. */
function DownloadIcon() {
  return (
    <Icon viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M8 1.5v8.5M4.5 6.5 8 10l3.5-3.5M2 13.5h12"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

/**
 * Download image: the saved card as a PNG, saved as a file named after the card. Pending while the
 * image comes; a failure is told in a toast with the server's errors, and the button works again.
 */
export function DownloadImageButton({ savedCard, side, hasUnsavedChanges }: DownloadImageButtonProps) {
  const { api } = useAppContext();
  const toast = useToast();
  const [isDownloading, setDownloading] = useState(false);

  const download = async () => {
    if (isDownloading) return;
    setDownloading(true);
    try {
      await downloadCardImage(api, savedCard, side);
    } catch (error: unknown) {
      toast.error(downloadImageFailure.title, {
        description: failureDescription(error, downloadImageFailure),
        duration: downloadImageFailure.duration,
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Tooltip content={hasUnsavedChanges ? downloadImageHint.unsaved : downloadImageHint.saved}>
      <Button onPress={() => void download()} isPending={isDownloading} data-action="download-image">
        <DownloadIcon />
        <span data-part="text">Download image</span>
      </Button>
    </Tooltip>
  );
}
