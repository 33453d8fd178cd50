// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cardFontFiles, loadCardIcons, readIcon } from '../node/index';
import { layoutCard } from '../layout/layoutCard';
import { cardStatesToCompare, coffee, reward } from '../testing/cards';
import {
  cardIconKeys,
  drawLayoutParts,
  drawLayoutSvg,
  fontFaceRules,
  renderCardSvg,
  type SvgFontFace,
  type SvgHosting,
} from './renderCardSvg';

describe('renderCardSvg (no DOM)', () => {
  it('writes a standalone SVG document at the width asked, with its description', async () => {
    const card = coffee();
    const svg = renderCardSvg(card, { width: 250, stamps: 2, icons: await loadCardIcons(card) });
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="250" height="405" viewBox="0 0 500 810"/,
    );
    expect(svg).toContain('<title>Coffee card. 2 of 9 stamps collected. Reward at stamp 9.</title>');
    // Two collected stamps and the reward's gift: three icon paths.
    expect(svg.match(/data-part="icon"/g)).toHaveLength(3);
    expect(svg).toContain('data-icon="solid/gift"');
  });

  it('escapes the texts of the card', () => {
    const svg = renderCardSvg(coffee({ title: '<script>alert("x")</script> & co' }));
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
  });

  it('leaves out icons it was not given, and the logo when the caller says so', () => {
    const card = coffee({ titleDisplay: false, logoDisplay: true, logoURL: 'https://example.com/logo.png' });
    expect(renderCardSvg(card)).not.toContain('data-part="icon"');
    expect(renderCardSvg(card)).toContain('href="https://example.com/logo.png"');
    expect(renderCardSvg(card, { resolveImage: () => null })).not.toContain('<image');
    expect(renderCardSvg(card, { resolveImage: () => 'data:image/png;base64,AAAA' })).toContain(
      'href="data:image/png;base64,AAAA"',
    );
  });

  it('declares the fonts the caller gives, referenced or embedded', () => {
    const svg = renderCardSvg(coffee(), { fontFaces: [{ family: 'Inter', src: 'fonts/Inter-Regular.ttf' }] });
    expect(svg).toContain(
      '@font-face{font-family:"Inter";src:url("fonts/Inter-Regular.ttf");font-weight:400;font-style:normal}',
    );
  });

  it('names the icons a card draws, each once', () => {
    expect(cardIconKeys(coffee({ rewards: [reward({ trigger: 3 }), reward()] }))).toEqual([
      'solid/mug-hot',
      'solid/gift',
    ]);
    expect(cardIconKeys(coffee(), { side: 'back' })).toEqual([]);
  });
});

describe('drawLayoutParts', () => {
  const hostings: Record<string, SvgHosting> = {
    'a standalone image': {},
    'inline in a page': { fluid: true, decorative: true },
    'a picture with shared outlines': { sharedOutlines: true },
  };
  const states = Object.entries(cardStatesToCompare);

  it.each(states)('joins into the markup drawLayoutSvg writes, a part per top-level node: %s', async (_, state) => {
    for (const width of [undefined, 125]) {
      const options = { ...state, ...(width === undefined ? {} : { width }) };
      const layout = layoutCard(state.card, options);
      const icons = await loadCardIcons(state.card, options);
      const fontFaces: SvgFontFace[] = [{ family: 'Inter', src: 'fonts/Inter-Regular.ttf' }];
      for (const hosting of Object.values(hostings)) {
        for (const drawing of [{}, { icons }, { icons, resolveImage: () => null }]) {
          const { open, parts, close } = drawLayoutParts(layout, drawing, hosting);
          expect(parts).toHaveLength(layout.nodes.length);
          expect(open + parts.join('') + close).toBe(drawLayoutSvg(layout, drawing, hosting));
        }
        // Fonts, declared by a standalone document alone, head its definitions.
        const { open, parts, close } = drawLayoutParts(layout, { icons }, hosting, fontFaceRules(fontFaces));
        expect(open).toContain('<defs><style>@font-face{');
        expect(open + parts.join('') + close).toBe(drawLayoutSvg(layout, { icons, fontFaces }, hosting));
      }
    }
  });

  it('changes only the part of the node that changed', async () => {
    const icons = await loadCardIcons(coffee());
    const draw = (title: string, cardColour: string) =>
      drawLayoutParts(layoutCard(coffee({ title, cardColour })), { icons }, hostings['inline in a page']);
    const before = draw('Bold Street Coffee', '#FFFFFF');
    const changed = (after: ReturnType<typeof draw>) =>
      after.parts.flatMap((part, index) => (part === before.parts[index] ? [] : [index]));
    expect(draw('Bold Street Coffees', '#FFFFFF').open).toBe(before.open);
    // frame, card, title, description, stamps
    expect(changed(draw('Bold Street Coffees', '#FFFFFF'))).toEqual([2]);
    expect(changed(draw('Bold Street Coffee', '#FFEEDD'))).toEqual([1]);
  });
});

describe('@stampcard/card-preview/node', () => {
  it('reads icons from Font Awesome Free, and the question mark for an unknown one', async () => {
    expect(await readIcon('solid/star')).toMatchObject({ width: 576, height: 512 });
    expect(await readIcon('solid/../../package')).toBeNull();
    const icons = await loadCardIcons(coffee({ stampIcon: 's-not-an-icon' }));
    expect(icons['solid/not-an-icon']).toEqual(await readIcon('solid/question'));
  });

  it('ships the four Inter fonts', async () => {
    const { statSync } = await import('node:fs');
    expect(cardFontFiles.map((file) => file.split('/').at(-1))).toEqual([
      'Inter-Regular.ttf',
      'Inter-Bold.ttf',
      'Inter-Italic.ttf',
      'Inter-BoldItalic.ttf',
    ]);
    for (const file of cardFontFiles) expect(statSync(file).size).toBeGreaterThan(100_000);
  });
});
