import { describe, expect, it } from 'vitest';
import {
  CARD_ASPECT_RATIO,
  DEFAULT_CARD_SIZE,
  THUMBNAIL_SIZE,
  previewHeight,
  previewScale,
  previewWidth,
} from './dimensions';

describe('card geometry', () => {
  it("designs a new card at the preview's ratio, so its preview is never stretched", () => {
    expect(DEFAULT_CARD_SIZE.height / DEFAULT_CARD_SIZE.width).toBeCloseTo(CARD_ASPECT_RATIO, 5);
  });

  it('scales by container width divided by card width', () => {
    expect(previewScale(250)).toBe(0.5);
    expect(previewScale(200, 400)).toBe(0.5);
    expect(previewScale(1000, 500)).toBe(2);
  });

  it('returns 0 instead of throwing for nonsensical widths', () => {
    expect(previewScale(0)).toBe(0);
    expect(previewScale(-10)).toBe(0);
    expect(previewScale(300, 0)).toBe(0);
    expect(previewScale(300, -500)).toBe(0);
    expect(previewScale(Number.NaN)).toBe(0);
    expect(previewScale(300, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('makes the height 1.62 times the width, and back', () => {
    expect(previewHeight(100)).toBeCloseTo(162, 5);
    expect(previewHeight(-1)).toBe(0);
    expect(previewWidth(162)).toBeCloseTo(100, 5);
    expect(previewWidth(Number.NaN)).toBe(0);
  });

  it('fills the 125 x 200 thumbnail tile with an upright card 200 high', () => {
    const width = previewWidth(THUMBNAIL_SIZE.height);
    expect(width).toBeLessThanOrEqual(THUMBNAIL_SIZE.width);
    expect(previewHeight(width)).toBeCloseTo(THUMBNAIL_SIZE.height, 5);
  });
});
