// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cardFontFiles, loadCardIcons, readIcon } from '../node/index';
import { coffee, reward } from '../testing/cards';
import { cardIconKeys, renderCardSvg } from './renderCardSvg';

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
