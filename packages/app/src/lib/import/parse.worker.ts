/// <reference lib="webworker" />
/** The import's file reader, off the main thread: a file in, its rows (or why not) out. */
import { readRows, refusals, type ReadOptions } from './readFile';

export interface ParseRequest {
  readonly file: File;
  readonly options: ReadOptions;
}

self.addEventListener('message', (event: MessageEvent<ParseRequest>) => {
  const { file, options } = event.data;
  void file.arrayBuffer().then(
    (buffer) => {
      self.postMessage(readRows(file.name, new Uint8Array(buffer), options));
    },
    () => {
      self.postMessage({ status: 'refused', fileName: file.name, message: refusals.unreadable });
    },
  );
});
