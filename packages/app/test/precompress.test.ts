// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isPrecompressed, precompress, precompressDirectory } from '../scripts/precompress.ts';

/** A module that compresses well, as the build's chunks do. */
const script = Array.from({ length: 200 }, (_, index) => `export const value${String(index)} = ${String(index)};`).join(
  '\n',
);
const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${'<path d="M0 0h512v512H0z"/>'.repeat(20)}</svg>`;

let directory: string;

/** Writes `contents` at `path` below the build directory. */
function write(path: string, contents: string | Buffer): void {
  mkdirSync(dirname(join(directory, path)), { recursive: true });
  writeFileSync(join(directory, path), contents);
}

const read = (path: string) => readFileSync(join(directory, path));
const exists = (path: string) => existsSync(join(directory, path));

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'stampcard-precompress-'));
});

afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

describe('precompressDirectory', () => {
  it('writes a brotli and a gzip copy next to a script and an icon, each the same bytes once decompressed', async () => {
    write('assets/app.js', script);
    write('card-icons/solid/star.svg', icon);
    const summary = await precompressDirectory(directory);

    for (const [path, contents] of [
      ['assets/app.js', script],
      ['card-icons/solid/star.svg', icon],
    ] as const) {
      const original = Buffer.from(contents);
      expect(read(path)).toEqual(original);
      expect(read(`${path}.br`).byteLength).toBeLessThan(original.byteLength);
      expect(read(`${path}.gz`).byteLength).toBeLessThan(original.byteLength);
      expect(brotliDecompressSync(read(`${path}.br`))).toEqual(original);
      expect(gunzipSync(read(`${path}.gz`))).toEqual(original);
    }
    expect(summary).toMatchObject({ files: 2, compressed: 2, copies: { br: 2, gzip: 2 } });
  });

  it('leaves images, fonts, index.html and app-config.json without copies', async () => {
    // Compressible bytes, to show it is the type that decides, not the content.
    write('assets/logo.png', script);
    write('assets/font.woff2', script);
    write('index.html', `<!doctype html><html><body>${script}</body></html>`);
    write('app-config.json', JSON.stringify({ clientId: 'Stampcard.Web', note: script }));
    const summary = await precompressDirectory(directory);

    expect(readdirSync(directory, { recursive: true }).sort()).toEqual(
      ['app-config.json', 'assets', 'assets/font.woff2', 'assets/logo.png', 'index.html'].sort(),
    );
    expect(summary).toMatchObject({ files: 0, copies: { br: 0, gzip: 0 } });
  });

  it('writes no copy that is not smaller than the file, and removes an older one of that name', async () => {
    write('assets/tiny.js', 'a');
    write('assets/tiny.js.gz', 'a copy of another version of the file');
    write('favicon.svg', icon);
    await precompressDirectory(directory);

    expect(exists('assets/tiny.js.br')).toBe(false);
    expect(exists('assets/tiny.js.gz')).toBe(false);
    expect(exists('favicon.svg.br')).toBe(true);
  });

  it('reuses the copies of an earlier run from its cache, and compresses only the files that changed', async () => {
    const cacheDirectory = join(directory, '.cache');
    const build = join(directory, 'dist');
    const files = { 'assets/app.js': script, 'card-icons/solid/star.svg': icon, 'assets/tiny.js': 'a' };
    for (const [path, contents] of Object.entries(files)) write(`dist/${path}`, contents);
    expect(await precompressDirectory(build, { cacheDirectory })).toMatchObject({ files: 3, compressed: 3 });
    const compressed = ['assets/app.js', 'card-icons/solid/star.svg'];
    const first = compressed.map((path) => [read(`dist/${path}.br`), read(`dist/${path}.gz`)]);

    rmSync(build, { recursive: true });
    for (const [path, contents] of Object.entries(files)) write(`dist/${path}`, contents);
    expect(await precompressDirectory(build, { cacheDirectory })).toMatchObject({
      files: 3,
      compressed: 0,
      copies: { br: 2, gzip: 2 },
    });
    expect(compressed.map((path) => [read(`dist/${path}.br`), read(`dist/${path}.gz`)])).toEqual(first);
    expect(exists('dist/assets/tiny.js.br')).toBe(false);
    expect(exists('dist/assets/tiny.js.gz')).toBe(false);

    write('dist/assets/app.js', `${script}\nexport const changed = true;`);
    expect(await precompressDirectory(build, { cacheDirectory })).toMatchObject({ files: 3, compressed: 1 });
    expect(gunzipSync(read('dist/assets/app.js.gz')).toString()).toContain('changed');
    // Only this run's entries are kept: two copies each of two files, and the index (which also
    // records that the tiny file has none). The first version of app.js's copies are gone.
    expect(readdirSync(cacheDirectory)).toHaveLength(2 * 2 + 1);
  });
});

describe('isPrecompressed', () => {
  it('takes the compressible types, apart from the page and the runtime configuration', () => {
    for (const path of [
      '/assets/a.js',
      '/assets/a.css',
      '/assets/a.js.map',
      '/favicon.svg',
      '/card-icons/solid/x.svg',
    ]) {
      expect(isPrecompressed(path), path).toBe(true);
    }
    for (const path of ['/index.html', '/app-config.json', '/assets/a.png', '/assets/a.woff2', '/assets/a.js.br']) {
      expect(isPrecompressed(path), path).toBe(false);
    }
  });
});

describe('the precompress plugin', () => {
  /** Calls one of the plugin's hooks as Vite does. */
  async function call(hook: unknown, ...parameters: unknown[]): Promise<void> {
    if (typeof hook !== 'function') throw new Error('The plugin has no such hook.');
    await (hook as (...parameters: unknown[]) => unknown).apply({}, parameters);
  }

  it('compresses the output once every plugin has written to it, and not after a build that wrote nothing', async () => {
    const plugin = precompress();
    const messages: string[] = [];
    const config = {
      root: directory,
      build: { outDir: 'dist' },
      cacheDir: join(directory, 'node_modules', '.vite'),
      logger: { info: (message: string) => messages.push(message) },
    } as unknown as ResolvedConfig;
    await call(plugin.configResolved, config);
    write('dist/assets/app.js', script);

    await call(plugin.closeBundle);
    expect(exists('dist/assets/app.js.br')).toBe(false);

    await call(plugin.writeBundle);
    // What another plugin copies in its own writeBundle (the card icons).
    write('dist/card-icons/solid/star.svg', icon);
    await call(plugin.closeBundle);
    expect(exists('dist/assets/app.js.br')).toBe(true);
    expect(exists('dist/card-icons/solid/star.svg.gz')).toBe(true);
    expect(messages).toEqual([expect.stringMatching(/^precompressed 2 files .*2 br .*2 gzip/)]);
  });
});
