/**
 * The build's compressed copies: next to every file of a compressible type, a brotli copy
 * (`x.js.br`) and a gzip copy (`x.js.gz`), each written only where it is smaller than the file, so
 * a host sends the copy a request accepts instead of compressing for every request. Which types,
 * which encodings, which files get none: `compression` in security-headers.json, the file the dev
 * server and the README's production hosting follow too.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';
import hostingHeaders from '../security-headers.json' with { type: 'json' };

const { compression } = hostingHeaders;

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli's quality for a file: the densest (11) for what browsers download; 9 for source maps, which
 * only error reports and debuggers read: they are two thirds of the build's bytes, and quality 11
 * took longer on them than on everything else together, for copies 8% smaller.
 */
const brotliQuality = (file: string) => (extname(file) === '.map' ? 9 : constants.BROTLI_MAX_QUALITY);

/** The smallest brotli window that holds the whole file: far less memory for each small file. */
const brotliWindow = (size: number) =>
  Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 16))),
  );

interface Compressor {
  /** The settings a copy of `file` is made with: a cached copy made otherwise is not reused. */
  settings(file: string): string;
  compress(contents: Buffer, file: string): Promise<Buffer>;
}

/** Each encoding's compressor, at its densest (source maps aside): the build compresses once, hosts serve often. */
const compressors: Record<string, Compressor> = {
  br: {
    settings: (file) => `br quality ${brotliQuality(file)}`,
    compress: (contents, file) =>
      brotliCompressAsync(contents, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_LGWIN]: brotliWindow(contents.byteLength),
          [constants.BROTLI_PARAM_SIZE_HINT]: contents.byteLength,
        },
      }),
  },
  gzip: {
    settings: () => `gzip level ${constants.Z_BEST_COMPRESSION}`,
    compress: (contents) => gzipAsync(contents, { level: constants.Z_BEST_COMPRESSION }),
  },
};

export interface PrecompressOptions {
  /**
   * Where the copies of earlier runs are kept by the content they compress, to be reused instead of
   * compressed again (the card icons and every chunk the change left alone). Entries the run did
   * not use are removed at its end. Without it every file is compressed.
   */
  cacheDirectory?: string;
}

/** What a run wrote. */
export interface PrecompressSummary {
  /** The files of a compressible type it found. */
  files: number;
  /** Of those, the files it compressed rather than took from the cache. */
  compressed: number;
  /** The copies it wrote, by encoding. */
  copies: Record<string, number>;
  /** The bytes of the files it found, and of the copies it wrote by encoding. */
  bytes: { files: number } & Record<string, number>;
}

/** Whether the file at `path` (a URL path from the build's root) gets compressed copies. */
export function isPrecompressed(path: string): boolean {
  return compression.fileTypes.includes(extname(path)) && !compression.notPrecompressed.includes(path);
}

/** The cache's list of its entries: each key with the size of its copy, 0 where none is written. */
const cacheIndex = 'index.json';

/**
 * A cache of copies by the content they compress and the settings they are made with. Its index
 * records each entry's size, 0 where the copy would not be smaller than the file (no entry file),
 * so a cached copy costs one file copy. Entry files are written whole under a temporary name and
 * then renamed, so a build never reads one half written; an entry that is missing or unreadable
 * is made again, and failing to keep one only costs time.
 */
function copyCache(directory: string | undefined) {
  const sizes = new Map<string, number>();
  const used = new Map<string, number>();
  return {
    async open(): Promise<void> {
      if (directory === undefined) return;
      await mkdir(directory, { recursive: true });
      try {
        const index: unknown = JSON.parse(await readFile(join(directory, cacheIndex), 'utf8'));
        if (typeof index !== 'object' || index === null) return;
        for (const [key, size] of Object.entries(index)) if (typeof size === 'number') sizes.set(key, size);
      } catch {
        // No index yet, or an unreadable one: every copy is made again.
      }
    },
    /** Writes the cached copy of `key` to `target`: its size, 0 for no copy, undefined when not cached. */
    async copyTo(key: string, target: string): Promise<number | undefined> {
      const size = sizes.get(key);
      if (directory === undefined || size === undefined) return undefined;
      if (size > 0) {
        try {
          await copyFile(join(directory, key), target);
        } catch {
          return undefined;
        }
      }
      used.set(key, size);
      return size;
    },
    async set(key: string, copy: Buffer): Promise<void> {
      if (directory === undefined) return;
      if (copy.byteLength > 0) {
        const temporary = join(directory, `${key}.${String(process.pid)}.tmp`);
        try {
          await writeFile(temporary, copy);
          await rename(temporary, join(directory, key));
        } catch {
          await rm(temporary, { force: true });
          return;
        }
      }
      used.set(key, copy.byteLength);
    },
    /** Keeps the entries this run used, and only those. */
    async close(): Promise<void> {
      if (directory === undefined) return;
      await writeFile(join(directory, cacheIndex), JSON.stringify(Object.fromEntries(used)));
      for (const name of await readdir(directory)) {
        if (name !== cacheIndex && !used.has(name)) await rm(join(directory, name), { force: true });
      }
    },
  };
}

/**
 * How many files are read, compressed or written at once: the compressing runs on Node's thread
 * pool, a few at a time, and the rest of the time each file waits for the file system.
 */
const filesAtOnce = 16;

/**
 * Writes the compressed copies of every file below `directory` that gets them (`isPrecompressed`).
 * A copy that would not be smaller is not written, and an older one of that name is removed, so no
 * host ever serves a copy of another version of the file.
 */
export async function precompressDirectory(
  directory: string,
  options: PrecompressOptions = {},
): Promise<PrecompressSummary> {
  const root = resolve(directory);
  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => isPrecompressed(`/${relative(root, file).split(sep).join('/')}`));
  const encodings = compression.encodings.map(({ encoding, suffix }) => {
    const compressor = compressors[encoding];
    if (compressor === undefined) throw new Error(`The build cannot compress in ${encoding}.`);
    return { encoding, suffix, compressor };
  });
  const summary: PrecompressSummary = { files: files.length, compressed: 0, copies: {}, bytes: { files: 0 } };
  for (const { encoding } of encodings) {
    summary.copies[encoding] = 0;
    summary.bytes[encoding] = 0;
  }
  const cache = copyCache(options.cacheDirectory);
  await cache.open();

  const precompressFile = async (file: string) => {
    const contents = await readFile(file);
    const contentHash = createHash('sha256').update(contents).digest('hex');
    summary.bytes.files += contents.byteLength;
    const compressedNow = await Promise.all(
      encodings.map(async ({ encoding, suffix, compressor }) => {
        const key = createHash('sha256')
          .update(`${compressor.settings(file)}\n${contentHash}`)
          .digest('hex');
        let size = await cache.copyTo(key, file + suffix);
        const cached = size !== undefined;
        if (size === undefined) {
          const copy = await compressor.compress(contents, file);
          size = copy.byteLength < contents.byteLength ? copy.byteLength : 0;
          if (size > 0) await writeFile(file + suffix, copy);
          await cache.set(key, size > 0 ? copy : Buffer.alloc(0));
        }
        if (size === 0) {
          await rm(file + suffix, { force: true });
        } else {
          summary.copies[encoding] = (summary.copies[encoding] ?? 0) + 1;
          summary.bytes[encoding] = (summary.bytes[encoding] ?? 0) + size;
        }
        return !cached;
      }),
    );
    if (compressedNow.includes(true)) summary.compressed += 1;
  };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      if (file !== undefined) await precompressFile(file);
    }
  };
  await Promise.all(Array.from({ length: filesAtOnce }, worker));
  await cache.close();
  return summary;
}

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/**
 * The Vite plugin: compresses the output directory once the build has written it, in closeBundle,
 * which runs after every plugin's writeBundle, so the files other plugins copy there (cardIcons()'s
 * card-icons/) get their copies too; not after a build that failed before writing. Copies are
 * cached in Vite's cache directory, so a build compresses only the files that changed.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let cacheDirectory: string | undefined;
  let logger: Logger | undefined;
  let written = false;
  return {
    name: 'stampcard:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      cacheDirectory = join(config.cacheDir, 'precompress');
      logger = config.logger;
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      if (!written) return;
      written = false;
      const started = performance.now();
      const { files, compressed, copies, bytes } = await precompressDirectory(outDir, { cacheDirectory });
      const copiesWritten = compression.encodings
        .map(({ encoding }) => `${copies[encoding] ?? 0} ${encoding} (${kilobytes(bytes[encoding] ?? 0)})`)
        .join(', ');
      const milliseconds = Math.round(performance.now() - started);
      logger?.info(
        `precompressed ${files} files (${kilobytes(bytes.files)}, ${compressed} not cached): ${copiesWritten} in ${milliseconds} ms`,
      );
    },
  };
}
