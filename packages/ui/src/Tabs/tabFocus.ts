/** Which way the tabs run: the arrow keys follow it. */
export type TabsOrientation = 'horizontal' | 'vertical';

/**
 * The index of the tab a key press moves focus to, or `null` when the key is not a tab-list key
 * (WAI-ARIA tabs pattern): the arrow keys along the orientation move to the previous or next enabled
 * tab and wrap around, Home and End to the first and last enabled tab. Disabled tabs are skipped.
 */
export function getNextTabIndex(
  key: string,
  currentIndex: number,
  isDisabled: readonly boolean[],
  orientation: TabsOrientation,
): number | null {
  const count = isDisabled.length;
  const previousKey = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
  const nextKey = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
  let start: number;
  let step: number;
  if (key === nextKey) [start, step] = [currentIndex + 1, 1];
  else if (key === previousKey) [start, step] = [currentIndex - 1, -1];
  else if (key === 'Home') [start, step] = [0, 1];
  else if (key === 'End') [start, step] = [count - 1, -1];
  else return null;

  const wraps = key === nextKey || key === previousKey;
  for (let offset = 0; offset < count; offset += 1) {
    let index = start + offset * step;
    if (wraps) index = ((index % count) + count) % count;
    else if (index < 0 || index >= count) break;
    if (isDisabled[index] !== true) return index;
  }
  return null;
}
