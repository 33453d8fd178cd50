/**
 * Reads a chosen file in a Web Worker (`parse.worker.ts`) and answers its rows, or why it cannot be
 * imported. A file over the size limit is refused before a byte of it is read.
 */
import { importLimits } from './limits';
import type { ParseRequest } from './parse.worker';
import { refusals, type ReadOptions, type ReadResult } from './readFile';

export function parseFile(file: File, options: ReadOptions = {}, signal?: AbortSignal): Promise<ReadResult> {
  const maxBytes = options.maxBytes ?? importLimits.maxBytes;
  if (file.size > maxBytes) {
    return Promise.resolve({ status: 'refused', fileName: file.name, message: refusals.tooLarge(maxBytes) });
  }
  return new Promise<ReadResult>((resolve, reject) => {
    const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module', name: 'import-parser' });
    const stop = () => {
      worker.terminate();
      reject(new DOMException('The file is no longer wanted.', 'AbortError'));
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.addEventListener('message', (event: MessageEvent<ReadResult>) => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      resolve(event.data);
    });
    worker.addEventListener('error', () => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      resolve({ status: 'refused', fileName: file.name, message: refusals.unreadable });
    });
    const request: ParseRequest = { file, options };
    worker.postMessage(request);
  });
}
