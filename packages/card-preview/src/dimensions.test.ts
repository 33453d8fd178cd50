import { describe, expect, it } from 'vitest';
import { CARD_ASPECT_RATIO, DEFAULT_CARD_SIZE, SECTION_RATIOS, previewHeight, previewScale } from './dimensions';

describe('card geometry', () => {
  it('keeps the default card at the 1.62 ratio', () => {
    expect(DEFAULT_CARD_SIZE.width / DEFAULT_CARD_SIZE.height).toBeCloseTo(CARD_ASPECT_RATIO, 2);
  });

  it('splits the front side 1.5 / 1.5 / 1 / 3.5', () => {
    expect(Object.values(SECTION_RATIOS)).toEqual([1.5, 1.5, 1, 3.5]);
  });

  it('scales by container width divided by card width', () => {
    expect(previewScale(405)).toBe(0.5);
    expect(previewScale(200, 400)).toBe(0.5);
    expect(previewScale(1620, 810)).toBe(2);
  });

  it('returns 0 instead of throwing for nonsensical widths', () => {
    expect(previewScale(0)).toBe(0);
    expect(previewScale(-10)).toBe(0);
    expect(previewScale(300, 0)).toBe(0);
    expect(previewScale(300, -810)).toBe(0);
    expect(previewScale(Number.NaN)).toBe(0);
    expect(previewScale(300, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('derives the height from the width', () => {
    expect(previewHeight(162)).toBeCloseTo(100, 5);
    expect(previewHeight(-1)).toBe(0);
  });
});
