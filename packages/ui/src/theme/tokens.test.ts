import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';
import { media, theme } from './theme';

const { text, bg, border } = theme.color;

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3E4AD8', '#3e4ad8')).toBeCloseTo(1, 5);
  });

  it('accepts three-digit colours and rejects what is not a colour', () => {
    expect(relativeLuminance('#FFF')).toBeCloseTo(1, 5);
    expect(() => relativeLuminance('blue')).toThrow('Not a hex colour: blue');
  });
});

describe('colour tokens meet WCAG 2.2 AA', () => {
  const textRoles = ['default', 'subdued', 'link', 'critical', 'success', 'warning'] as const;
  const surfaces = ['canvas', 'surface', 'surfaceHover', 'surfaceSelected'] as const;

  for (const role of textRoles) {
    for (const surface of surfaces) {
      it(`text.${role} on bg.${surface} reaches 4.5:1`, () => {
        expect(contrastRatio(text[role], bg[surface])).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  const fills = [
    'fillBrand',
    'fillBrandHover',
    'fillBrandPressed',
    'fillCritical',
    'fillCriticalHover',
    'fillCriticalPressed',
    'fillSuccess',
    'fillWarning',
    'fillInfo',
  ] as const;
  for (const fill of fills) {
    it(`text.onFill on bg.${fill} reaches 4.5:1`, () => {
      expect(contrastRatio(text.onFill, bg[fill])).toBeGreaterThanOrEqual(4.5);
    });
  }

  const tints = [
    ['critical', 'tintCritical'],
    ['success', 'tintSuccess'],
    ['warning', 'tintWarning'],
    ['link', 'tintInfo'],
  ] as const;
  for (const [role, tint] of tints) {
    it(`text.${role} on bg.${tint} reaches 4.5:1`, () => {
      expect(contrastRatio(text[role], bg[tint])).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('input borders and focus rings reach 3:1 against surfaces', () => {
    for (const surface of surfaces) {
      expect(contrastRatio(border.default, bg[surface])).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(border.focus, bg[surface])).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('media', () => {
  it('narrows the side menu at 1280 px and below', () => {
    expect(media.upTo('menu')).toBe('@media (max-width: 1280px)');
    expect(media.above('menu')).toBe('@media (min-width: 1281px)');
  });
});
