/**
 * A saved card as a PNG file: the API draws the card as the server has it, and the browser saves
 * it under the card's name.
 */
import { getCardImage, type StampcardClient } from '@stampcard/api-client';
import { messageDurations, type FailureMessage } from '#app/lib/data';
import { downloadFile, fileNameOf } from '#app/lib/download';
import type { CardDraft } from './editor/types';

/** How wide a downloaded card is, in pixels (an upright card: 810 high). */
export const downloadedImageWidth = 500;

/** The side of the card an image shows. */
export type CardImageSide = 'front' | 'back';

/** A refused download: its title, and the server's errors under it or, when it sent none, the fallback. */
export const downloadImageFailure = {
  title: 'Could not download the image',
  fallback: 'An error occurred when trying to download the image.',
  duration: messageDurations.cardBuilder,
} as const satisfies FailureMessage;

/**
 * The downloaded file's name: the card's name, else its title, else 'Card', with characters file
 * systems refuse replaced; the back says so: 'Coffee card.png', 'Coffee card (back).png'.
 */
export function cardImageFileName(card: Pick<CardDraft, 'name' | 'configuration'>, side: CardImageSide): string {
  const given = card.name?.trim() ?? '';
  const name = fileNameOf(given === '' ? (card.configuration.title ?? '') : given, 'Card');
  return side === 'back' ? `${name} (back).png` : `${name}.png`;
}

/** Fetches the saved card's image and saves it as a file named after the card. */
export async function downloadCardImage(
  api: StampcardClient,
  card: Pick<CardDraft, 'name' | 'configuration'> & { readonly loyaltyCardID: number },
  side: CardImageSide,
): Promise<void> {
  const image = await getCardImage(api, {
    path: { id: card.loyaltyCardID },
    query: { width: downloadedImageWidth, side },
  });
  downloadFile(image, cardImageFileName(card, side));
}
