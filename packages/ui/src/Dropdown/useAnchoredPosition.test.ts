import { describe, expect, it } from 'vitest';
import { computeAnchoredPosition } from './useAnchoredPosition';

describe('computeAnchoredPosition', () => {
  const anchor = { top: 100, bottom: 136, left: 40, width: 240 };

  it('opens below the field, as wide as it, with the room left below', () => {
    expect(computeAnchoredPosition(anchor, 200, 1024, 768, 4)).toEqual({
      placement: 'bottom',
      left: 40,
      top: 140,
      width: 240,
      availableHeight: 768 - 136 - 4 - 8,
    });
  });

  it('opens above the field when the list does not fit below and there is more room above', () => {
    const low = { top: 600, bottom: 636, left: 40, width: 240 };
    expect(computeAnchoredPosition(low, 300, 1024, 768, 4)).toEqual({
      placement: 'top',
      left: 40,
      bottom: 768 - 600 + 4,
      width: 240,
      availableHeight: 600 - 4 - 8,
    });
  });

  it('stays inside the viewport horizontally', () => {
    expect(computeAnchoredPosition({ ...anchor, left: 900 }, 200, 1024, 768, 4).left).toBe(1024 - 8 - 240);
  });
});
