// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baselinePath, comparePictures, matchStory, samePixels, shouldUpdate, variantOf } from './compare';
import type { FallbackText } from './drawnFonts';
import type { VisualRequest } from './protocol';

type Colour = [number, number, number];

/**
 * A picture of a white page with a button: a filled rectangle with a 1 px border and a label of
 * white stems (the strokes of its letters).
 */
function drawButton({
  fill = [62, 74, 216],
  border = [110, 116, 144],
  borderWidth = 1,
  width = 120,
  left = 20,
}: { fill?: Colour; border?: Colour; borderWidth?: number; width?: number; left?: number } = {}): PNG {
  const picture = new PNG({ width: 200, height: 80 });
  for (let y = 0; y < 80; y += 1) {
    for (let x = 0; x < 200; x += 1) {
      const inButton = x >= left && x < left + width && y >= 20 && y < 56;
      const inBorder =
        inButton &&
        (x < left + borderWidth || x >= left + width - borderWidth || y < 20 + borderWidth || y >= 56 - borderWidth);
      const inLabel =
        inButton && !inBorder && y >= 30 && y < 46 && x >= left + 20 && x < left + 100 && (x - left) % 5 < 2;
      const colour: Colour = inBorder ? border : inLabel ? [255, 255, 255] : inButton ? fill : [255, 255, 255];
      const offset = (y * 200 + x) * 4;
      picture.data[offset] = colour[0];
      picture.data[offset + 1] = colour[1];
      picture.data[offset + 2] = colour[2];
      picture.data[offset + 3] = 255;
    }
  }
  return picture;
}

const encode = (picture: PNG) => PNG.sync.write(picture);

describe('comparePictures', () => {
  it('finds no difference between a picture and itself', () => {
    expect(comparePictures(drawButton(), drawButton()).differing).toBe(0);
  });

  it('catches a border one pixel wider', () => {
    const { differing } = comparePictures(drawButton(), drawButton({ borderWidth: 2 }));
    // The inner ring of a 120 × 36 button: about 300 pixels.
    expect(differing).toBeGreaterThan(250);
    expect(samePixels(drawButton(), drawButton({ borderWidth: 2 }))).toBe(false);
  });

  it('catches one step of the palette: the brand fill against its hover shade', () => {
    // color.bg.fillBrand #3E4AD8 and fillBrandHover #3440C2.
    expect(samePixels(drawButton(), drawButton({ fill: [52, 64, 194] }))).toBe(false);
  });

  it('catches the closest two surface tokens, selected against pressed', () => {
    // color.bg.surfaceSelected #DDE0F7 and surfacePressed #D3D7F2.
    expect(samePixels(drawButton({ fill: [221, 224, 247] }), drawButton({ fill: [211, 215, 242] }))).toBe(false);
  });

  it('catches a component moved by one pixel', () => {
    expect(samePixels(drawButton(), drawButton({ left: 21 }))).toBe(false);
  });

  it('lets a few stray pixels pass, as Chromium redraws a rounded corner', () => {
    const redrawn = drawButton();
    for (const [x, y] of [
      [30, 50],
      [60, 50],
      [90, 50],
      [120, 50],
    ] as const) {
      redrawn.data.fill(255, (y * 200 + x) * 4, (y * 200 + x) * 4 + 3);
    }
    expect(comparePictures(drawButton(), redrawn).differing).toBeGreaterThan(0);
    expect(samePixels(drawButton(), redrawn)).toBe(true);
  });

  it('says pictures of different sizes differ', () => {
    const wider = new PNG({ width: 201, height: 80 });
    expect(samePixels(drawButton(), wider)).toBe(false);
  });
});

describe('baselines', () => {
  it('live in __screenshots__ beside the stories, one per width', () => {
    const request = {
      storiesFile: '/repo/packages/ui/src/Button/Button.stories.tsx',
      storyId: 'components-button--default',
    };
    expect(baselinePath({ ...request, project: 'storybook (chromium)' })).toBe(
      '/repo/packages/ui/src/Button/__screenshots__/components-button--default.png',
    );
    expect(baselinePath({ ...request, project: 'storybook-320 (chromium)' })).toBe(
      '/repo/packages/ui/src/Button/__screenshots__/components-button--default@320.png',
    );
    expect(variantOf('storybook-390')).toBe('@390');
  });

  it('are updated for the stories the update command names', () => {
    expect(shouldUpdate('forms-dropdown--searchable', '*')).toBe(true);
    expect(shouldUpdate('forms-dropdown--searchable', 'forms-dropdown--*')).toBe(true);
    expect(shouldUpdate('forms-dropdown--searchable', 'components-button--default, forms-dropdown--searchable')).toBe(
      true,
    );
    expect(shouldUpdate('forms-dropdown--searchable', 'forms-dropdown--default')).toBe(false);
    expect(shouldUpdate('forms-dropdown--searchable', '')).toBe(false);
  });
});

describe('matchStory', () => {
  let directory: string;
  let request: VisualRequest;
  const reportDirectory = () => join(directory, 'report');
  const photographer = (...pictures: PNG[]) => {
    const queue = [...pictures];
    const next = () => Promise.resolve(encode((queue.length > 1 ? queue.shift() : queue[0]) ?? new PNG()));
    return { take: vi.fn(next), retake: vi.fn(next), fallbacks: vi.fn(() => Promise.resolve<FallbackText[]>([])) };
  };
  /** A photographer whose story draws a label in a font nobody loaded. */
  const withFallback = (camera: ReturnType<typeof photographer>) => {
    camera.fallbacks.mockResolvedValue([{ text: 'Stamp card 0123', fonts: ['Inter'] }]);
    return camera;
  };

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'visual-'));
    request = {
      storyId: 'components-button--default',
      title: 'Button',
      name: 'Default',
      storiesFile: join(directory, 'Button', 'Button.stories.tsx'),
      project: 'storybook (chromium)',
      area: { width: 200, height: 80 },
      preparation: 0,
    };
    vi.stubEnv('VISUAL_UPDATE', '');
    vi.stubEnv('VISUAL_HANDLED', '');
  });

  afterEach(async () => {
    vi.unstubAllEnvs();
    await rm(directory, { recursive: true, force: true });
  });

  it('writes a missing baseline on a developer machine', async () => {
    const result = await matchStory(request, photographer(drawButton()), {
      ci: false,
      reportDirectory: reportDirectory(),
    });
    expect(result).toEqual({ status: 'written' });
    expect(existsSync(baselinePath(request))).toBe(true);
  });

  it('fails a story without a baseline in CI, saying how to write it', async () => {
    const result = await matchStory(request, photographer(drawButton()), {
      ci: true,
      reportDirectory: reportDirectory(),
    });
    expect(result).toMatchObject({ status: 'missing' });
    expect('message' in result && result.message).toContain('npm run update-baselines -- components-button--default');
    expect(existsSync(join(reportDirectory(), 'index.html'))).toBe(true);
  });

  it('passes an unchanged story with one picture', async () => {
    await matchStory(request, photographer(drawButton()), { ci: false, reportDirectory: reportDirectory() });
    const camera = photographer(drawButton());
    expect(await matchStory(request, camera, { ci: true, reportDirectory: reportDirectory() })).toEqual({
      status: 'same',
    });
    expect(camera.take).toHaveBeenCalledTimes(1);
  });

  it('gives a story still settling a second picture', async () => {
    await matchStory(request, photographer(drawButton()), { ci: false, reportDirectory: reportDirectory() });
    const camera = photographer(drawButton({ borderWidth: 2 }), drawButton());
    expect(await matchStory(request, camera, { ci: true, reportDirectory: reportDirectory() })).toEqual({
      status: 'same',
    });
    expect(camera.retake).toHaveBeenCalledTimes(1);
  });

  it('fails a changed story with its name and share of pixels, and files it for review', async () => {
    await matchStory(request, photographer(drawButton()), { ci: false, reportDirectory: reportDirectory() });
    const result = await matchStory(request, photographer(drawButton({ borderWidth: 2 })), {
      ci: true,
      reportDirectory: reportDirectory(),
    });
    expect(result).toMatchObject({ status: 'changed' });
    expect('message' in result && result.message).toMatch(
      /^Button › Default: \d+\.\d+ % of the pixels differ \(\d+ px\)\.$/,
    );
    const page = await readFile(join(reportDirectory(), 'index.html'), 'utf8');
    expect(page).toContain('Button › Default');
    for (const picture of ['baseline', 'new', 'diff']) {
      expect(existsSync(join(reportDirectory(), 'pictures', `components-button--default.${picture}.png`))).toBe(true);
    }
  });

  it('fails a story whose picture changed size, naming both sizes', async () => {
    await matchStory(request, photographer(drawButton()), { ci: false, reportDirectory: reportDirectory() });
    const result = await matchStory(request, photographer(new PNG({ width: 200, height: 90 })), {
      ci: true,
      reportDirectory: reportDirectory(),
    });
    expect(result).toEqual({
      status: 'resized',
      message: 'Button › Default: the picture is 200×90 px, the baseline 200×80 px.',
    });
    // The difference is drawn where the two overlap, on the larger size.
    const diff = PNG.sync.read(
      await readFile(join(reportDirectory(), 'pictures', 'components-button--default.diff.png')),
    );
    expect([diff.width, diff.height]).toEqual([200, 90]);
  });

  it('names the width of a phone-width story', async () => {
    const phone = { ...request, project: 'storybook-320 (chromium)' };
    await matchStory(phone, photographer(drawButton()), { ci: false, reportDirectory: reportDirectory() });
    const result = await matchStory(phone, photographer(drawButton({ left: 21 })), {
      ci: true,
      reportDirectory: reportDirectory(),
    });
    expect('message' in result && result.message).toMatch(/^Button › Default at 320 px: /);
  });

  it('overwrites the baselines the update command names, and lists them', async () => {
    await matchStory(request, photographer(drawButton()), { ci: false, reportDirectory: reportDirectory() });
    const handled = join(directory, 'handled.txt');
    vi.stubEnv('VISUAL_UPDATE', 'components-button--*');
    vi.stubEnv('VISUAL_HANDLED', handled);
    const result = await matchStory(request, photographer(drawButton({ borderWidth: 2 })), {
      ci: true,
      reportDirectory: reportDirectory(),
    });
    expect(result).toEqual({ status: 'updated' });
    expect(await readFile(baselinePath(request))).toEqual(encode(drawButton({ borderWidth: 2 })));
    expect(await readFile(handled, 'utf8')).toBe(`${baselinePath(request)}\n`);
  });

  it('keeps a baseline the update finds the same, so a commit holds only real changes', async () => {
    await matchStory(request, photographer(drawButton()), { ci: false, reportDirectory: reportDirectory() });
    const before = await readFile(baselinePath(request));
    vi.stubEnv('VISUAL_UPDATE', '*');
    expect(
      await matchStory(request, photographer(drawButton()), { ci: true, reportDirectory: reportDirectory() }),
    ).toEqual({
      status: 'same',
    });
    expect(await readFile(baselinePath(request))).toEqual(before);
  });

  it('asks which fonts drew the story only when it writes a picture or finds one different', async () => {
    const first = photographer(drawButton());
    await matchStory(request, first, { ci: false, reportDirectory: reportDirectory() });
    expect(first.fallbacks).toHaveBeenCalledTimes(1);
    const unchanged = photographer(drawButton());
    await matchStory(request, unchanged, { ci: true, reportDirectory: reportDirectory() });
    expect(unchanged.fallbacks).not.toHaveBeenCalled();
    const changed = photographer(drawButton({ borderWidth: 2 }));
    await matchStory(request, changed, { ci: true, reportDirectory: reportDirectory() });
    expect(changed.fallbacks).toHaveBeenCalledTimes(1);
  });

  it('writes no baseline of text drawn in a font the stories did not load, and says which', async () => {
    const result = await matchStory(request, withFallback(photographer(drawButton())), {
      ci: false,
      reportDirectory: reportDirectory(),
    });
    expect(result).toEqual({
      status: 'fonts',
      message:
        'Button › Default: text drawn in a font the stories did not load: "Stamp card 0123" in Inter (not a loaded web font). ' +
        "Use the theme's font families (Inter, Roboto Mono), which .storybook/fonts.ts loads before the picture.",
    });
    expect(existsSync(baselinePath(request))).toBe(false);
  });

  it('keeps the baseline when the update finds the story drawn in a fallback font', async () => {
    await matchStory(request, photographer(drawButton()), { ci: false, reportDirectory: reportDirectory() });
    const before = await readFile(baselinePath(request));
    vi.stubEnv('VISUAL_UPDATE', '*');
    const result = await matchStory(request, withFallback(photographer(drawButton({ borderWidth: 2 }))), {
      ci: true,
      reportDirectory: reportDirectory(),
    });
    expect(result).toMatchObject({ status: 'fonts' });
    expect(await readFile(baselinePath(request))).toEqual(before);
  });

  it('names the fallback font first when a picture differs because of it', async () => {
    await matchStory(request, photographer(drawButton()), { ci: false, reportDirectory: reportDirectory() });
    const result = await matchStory(request, withFallback(photographer(drawButton({ left: 21 }))), {
      ci: true,
      reportDirectory: reportDirectory(),
    });
    expect(result).toMatchObject({ status: 'fonts' });
    expect('message' in result && result.message).toMatch(
      /^Button › Default: text drawn in a font the stories did not load: .* The picture differs from its baseline\.$/,
    );
    expect(existsSync(join(reportDirectory(), 'pictures', 'components-button--default.new.png'))).toBe(true);
  });
});
