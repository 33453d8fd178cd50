/**
 * How long a browser may keep the built app's files, and in which encoding they travel. Both rules
 * come from the app's one headers file, packages/app/security-headers.json (`caching`,
 * `compression`), which the app's README documents for production hosting too:
 *
 * - a file under assets/ has a hash of its content in its name, so a browser keeps it for a year
 *   without asking again; every other file, index.html included, is revalidated before each use;
 * - the build writes a brotli and a gzip copy next to each file of a compressible type, where the
 *   copy is smaller (`x.js.br`, `x.js.gz`); a response sends the copy whose encoding the request
 *   accepts with the highest weight (brotli at equal weight), else the file itself, and any response
 *   that had a choice of encoding carries `Vary: Accept-Encoding`, so caches keep one per encoding.
 */
import { extname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import appHeaders from '../../app/security-headers.json' with { type: 'json' };

const { caching, compression } = appHeaders;

/** A content coding the build writes copies in, and the suffix of those copies' names. */
export interface CompressedCopyKind {
  /** The name in Accept-Encoding and Content-Encoding: `br`, `gzip`. */
  encoding: string;
  /** What the copy's name adds to the original's: `.br`, `.gz`. */
  suffix: string;
}

/** The encodings of the compressed copies, the server's preferred first. */
export const compressedCopyKinds: readonly CompressedCopyKind[] = compression.encodings;

/** The headers of every response that could have gone out in another encoding. */
export const varyHeaders: Readonly<Record<string, string>> = compression.headers;

/** The caching headers of the app's file at `pathname`, a URL path from the build's root. */
export function cachingHeaders(pathname: string): Readonly<Record<string, string>> {
  return pathname.startsWith(caching.hashedAssetsPath) ? caching.hashedAssets : caching.other;
}

/** Whether the build writes compressed copies of the file at `pathname` (a URL path). */
export function hasCompressedCopies(pathname: string): boolean {
  return compression.fileTypes.includes(extname(pathname)) && !compression.notPrecompressed.includes(pathname);
}

/** Whether `pathname` names a compressed copy, which is only ever sent in place of its original. */
export function isCompressedCopy(pathname: string): boolean {
  return compressedCopyKinds.some(({ suffix }) => pathname.endsWith(suffix));
}

/** A weight of Accept-Encoding: 0 to 1 with at most three decimals. */
const weightPattern = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The weight Accept-Encoding gives each coding, lower-cased, with `*` for the codings it does not
 * name. A coding without a weight has weight 1; an element with a malformed weight counts as not
 * sent; `x-gzip` is another name of `gzip`; a coding named twice keeps its higher weight.
 */
function acceptedWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const element of header.split(',')) {
    const [name = '', ...parameters] = element.split(';').map((part) => part.trim().toLowerCase());
    if (name === '') continue;
    let weight = 1;
    for (const parameter of parameters) {
      const [key = '', value = ''] = parameter.split('=', 2).map((part) => part.trim());
      if (key !== 'q') continue;
      weight = weightPattern.test(value) ? Number(value) : Number.NaN;
    }
    if (Number.isNaN(weight)) continue;
    const coding = name === 'x-gzip' ? 'gzip' : name;
    weights.set(coding, Math.max(weights.get(coding) ?? 0, weight));
  }
  return weights;
}

/**
 * The encoding to send a response in, given the request's Accept-Encoding and the encodings
 * `available` for it (the server's preferred first): the one the request weighs highest, the
 * first of them at equal weight; undefined for the content as it is, when the request accepts none
 * (no header, `identity`, or weight 0: `br;q=0` refuses brotli).
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: readonly string[],
): string | undefined {
  if (acceptEncoding === undefined) return undefined;
  const weights = acceptedWeights(acceptEncoding);
  let chosen: string | undefined;
  let chosenWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > chosenWeight) {
      chosen = encoding;
      chosenWeight = weight;
    }
  }
  return chosen;
}

/**
 * `body` in `encoding`, for a response made for one request (the app's page, whose nonce is new in
 * each): a middle level, as the page is small and compressed for every response.
 */
export function compressBody(body: Buffer, encoding: string): Buffer {
  switch (encoding) {
    case 'br':
      return brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
      });
    case 'gzip':
      return gzipSync(body);
    default:
      throw new Error(`The dev server cannot compress in ${encoding}.`);
  }
}
