/// <reference types="vite/client" />
/**
 * The typefaces the theme names first, loaded from files in the repository's dependencies rather
 * than whatever the machine has installed: Storybook looks the same on every designer's computer,
 * and the stories' pictures (visual/) the same on every machine that takes them.
 */
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import robotoMonoLatin from '@fontsource-variable/roboto-mono/files/roboto-mono-latin-wght-normal.woff2?url';

const latin =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const latinExt =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

const faces = [
  new FontFace('Inter', `url(${interLatin}) format('woff2')`, { weight: '100 900', unicodeRange: latin }),
  new FontFace('Inter', `url(${interLatinExt}) format('woff2')`, { weight: '100 900', unicodeRange: latinExt }),
  new FontFace('Roboto Mono', `url(${robotoMonoLatin}) format('woff2')`, { weight: '100 700', unicodeRange: latin }),
];

let loading: Promise<unknown> | undefined;

/** Adds the faces to the document and resolves when they are ready (once; later calls are instant). */
export function loadFonts(): Promise<unknown> {
  loading ??= Promise.all(
    faces.map(async (face) => {
      document.fonts.add(face);
      await face.load();
    }),
  );
  return loading;
}
