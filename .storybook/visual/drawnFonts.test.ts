// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { describeFallbacks, drawnText, fallbacksOf } from './drawnFonts';

describe('fallbacksOf', () => {
  const inter = { familyName: 'Inter', isCustomFont: true, glyphCount: 12 };

  it('passes text drawn in loaded web fonts only', () => {
    expect(fallbacksOf([{ text: 'Stamp card', fonts: [inter] }])).toEqual([]);
  });

  it('names the machine font a character fell back to', () => {
    const dejaVu = { familyName: 'DejaVu Sans', isCustomFont: false, glyphCount: 1 };
    expect(fallbacksOf([{ text: 'Done ✓', fonts: [inter, dejaVu] }])).toEqual([
      { text: 'Done ✓', fonts: ['DejaVu Sans'] },
    ]);
  });

  it('names text no font could draw', () => {
    expect(fallbacksOf([{ text: 'Stamp card', fonts: [] }])).toEqual([{ text: 'Stamp card', fonts: [] }]);
  });

  it('lists the same text in the same fonts once, shortened', () => {
    const long = 'A'.repeat(80);
    const mono = { familyName: 'Liberation Mono', isCustomFont: false, glyphCount: 80 };
    const found = fallbacksOf([
      { text: long, fonts: [mono] },
      { text: long, fonts: [mono] },
    ]);
    expect(found).toEqual([{ text: `${'A'.repeat(59)}…`, fonts: ['Liberation Mono'] }]);
  });

  it('says at most five of them, and how many more', () => {
    const fallbacks = Array.from({ length: 7 }, (_, index) => ({ text: `label ${index}`, fonts: ['Inter'] }));
    const sentence = describeFallbacks(fallbacks);
    expect(sentence).toContain('"label 4" in Inter (not a loaded web font)');
    expect(sentence).not.toContain('label 5');
    expect(sentence).toContain(', and 2 more.');
  });
});

/**
 * The story browser as vitest.config.ts launches it: with fonts.conf, which hides the machine's
 * fonts. A page like a story's (its text in a frame below the runner's page) with one face loaded
 * as a web font, as .storybook/fonts.ts loads the theme's.
 */
describe('drawnText in the story browser', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const require = createRequire(import.meta.url);
    const robotoMono = await readFile(
      require.resolve('@fontsource-variable/roboto-mono/files/roboto-mono-latin-wght-normal.woff2'),
    );
    browser = await chromium.launch({
      executablePath: findChromium(),
      args: chromiumArgs,
      env: { ...process.env, FONTCONFIG_FILE: fileURLToPath(new URL('./fonts.conf', import.meta.url)) },
    });
    page = await browser.newPage();
    const story = `<style>@font-face { font-family: 'Roboto Mono'; src: url(data:font/woff2;base64,${robotoMono.toString('base64')}) format('woff2'); }</style>
      <p id="loaded" style="font-family: 'Roboto Mono'">Loaded 0123</p>
      <p style="font-family: monospace">Generic 0123</p>
      <p style="font-family: 'Roboto Mono'; visibility: hidden">Hidden 0123</p>
      <p style="font-family: 'Roboto Mono'; display: none">Not laid out</p>
      <input style="font-family: Arial" value="Typed in Arial">`;
    await page.setContent(
      `<iframe style="width: 600px; height: 400px" srcdoc="${story.replace(/"/g, '&quot;')}"></iframe>`,
    );
    await page
      .frameLocator('iframe')
      .locator('#loaded')
      .evaluate(() => document.fonts.ready);
  }, 30_000);

  afterAll(async () => {
    await browser.close();
  });

  it('finds the text of a family nobody loaded drawn in the repository’s Inter, never a machine font', async () => {
    const drawn = await drawnText(page);
    expect(drawn.map(({ text }) => text)).toEqual(['Loaded 0123', 'Generic 0123', 'Typed in Arial']);
    expect(fallbacksOf(drawn)).toEqual([
      { text: 'Generic 0123', fonts: ['Inter'] },
      { text: 'Typed in Arial', fonts: ['Inter'] },
    ]);
    expect(drawn[0]?.fonts).toEqual([expect.objectContaining({ familyName: 'Roboto Mono', isCustomFont: true })]);
  });
});
