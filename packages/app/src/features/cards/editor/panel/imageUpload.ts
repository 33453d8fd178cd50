/*
 * The logo upload (png or jpeg only). The kit's FileInput checks every file
 * (`checkImageFile`: its type, its first bytes, the whole image to its end, at most
 * `MAX_LOGO_BYTES`); what passes is read here as base64 without a data-URL prefix, so
 * `logoEncodedString` holds base64 only, with the type its content shows, and one edit
 * sets the linked properties together.
 */
import type { ImageType } from '@stampcard/ui/FileInput';
import { encodeImage } from '#app/lib/images';
import type { CardConfiguration } from '../types';
import { setConfiguration, type CardRecipe } from './recipes';

/** The largest logo accepted: 1 MB. */
export const MAX_LOGO_BYTES = 1024 * 1024;

/** The logo types the card accepts. */
export type LogoMimeType = ImageType;

/** Removes a data URL's prefix (e.g. `data:image/png;base64,`), leaving the base64 only. */
export function stripDataUrlPrefix(dataUrl: string): string {
  return dataUrl.replace(/^data:[^,]*;base64,/i, '');
}

/** A logo ready to store: its base64 content and its type. */
export interface LogoImage {
  encoded: string;
  mimeType: LogoMimeType;
}

/**
 * Reads an image the FileInput has checked as a logo: its base64 content and the type its first
 * bytes show. `null` when the file cannot be read or is not a PNG or JPEG after all. Never rejects.
 */
export const encodeLogo: (file: Blob) => Promise<LogoImage | null> = encodeImage;

/**
 * One edit setting the logo's linked properties at once: the base64 string and its
 * type, and no URL (the uploaded image replaces any stored one). `null` removes the logo.
 */
export function setLogo(image: LogoImage | null): CardRecipe {
  const patch: Partial<CardConfiguration> = {
    logoEncodedString: image?.encoded ?? null,
    logoMimeType: image?.mimeType ?? null,
    logoURL: null,
  };
  return setConfiguration(patch);
}
