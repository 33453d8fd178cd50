import { setIconBase } from '@stampcard/card-preview';

/** Where the app serves the card preview's icon files: vite.config.ts copies Font Awesome Free's there. */
export const cardIconBase = '/card-icons/';

/**
 * Points the card preview at the app's icon files. Called once by each module that draws cards (lazy
 * routes, at load), so the first screen does not carry it.
 */
export function drawCardsWithAppIcons(): void {
  setIconBase(cardIconBase);
}
