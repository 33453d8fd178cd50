// A static file server for the element's browser test: the package's build under /dist/, the test
// pages (test/pages/*.html) at the root, and the React page's script bundled by esbuild from the
// workspace's react and react-dom against the build, as another app would bundle it.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { build, type Plugin } from 'esbuild';

const packageRoot = join(import.meta.dirname, '..');
const dist = join(packageRoot, 'dist');
const pages = join(import.meta.dirname, 'pages');

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * The element stays out of the React page's bundle: the page loads it from its own URL, as from a
 * CDN, so it finds its icons beside itself.
 */
const elementFromItsUrl: Plugin = {
  name: 'element-from-its-url',
  setup(bundler) {
    bundler.onResolve({ filter: /^@stampcard\/card-preview\/element$/ }, () => ({
      path: '/dist/element.js',
      external: true,
    }));
  },
};

async function bundleReactPage(): Promise<string> {
  const result = await build({
    entryPoints: [join(pages, 'react-app.tsx')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    write: false,
    plugins: [elementFromItsUrl],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild wrote no bundle for the React page.');
  return output.text;
}

/** The file a path names below `folder`, or undefined when it would leave it. */
function inside(folder: string, path: string): string | undefined {
  const file = normalize(join(folder, path));
  return file.startsWith(folder + sep) ? file : undefined;
}

export interface PageServer {
  origin: string;
  close(): Promise<void>;
}

/** Starts the server on a free port of 127.0.0.1. The package must be built (dist/). */
export async function startPageServer(): Promise<PageServer> {
  if (!existsSync(join(dist, 'element.js'))) {
    throw new Error(`${join(dist, 'element.js')} is missing: run pnpm --filter @stampcard/card-preview build first.`);
  }
  const reactPage = await bundleReactPage();

  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (path === '/react-app.js') {
      send(200, contentTypes['.js'] ?? '', reactPage);
      return;
    }
    const file = path.startsWith('/dist/') ? inside(dist, path.slice('/dist/'.length)) : inside(pages, path.slice(1));
    const type = file === undefined ? undefined : contentTypes[extname(file)];
    if (file === undefined || type === undefined) {
      send(404, 'text/plain', 'Not found');
      return;
    }
    readFile(file).then(
      (contents) => send(200, type, contents),
      () => send(404, 'text/plain', 'Not found'),
    );
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
