// A post-processing step of scripts/generate.ts, apart so that its test can import it.

/** Replaces `search` in `source` once; throws when it is missing, so a generator upgrade that moves it is noticed. */
function replaceOnce(source: string, search: string | RegExp, replacement: string, what: string): string {
  const found = typeof search === 'string' ? source.includes(search) : search.test(source);
  if (!found) throw new Error(`The generated client changed: ${what} was not found.`);
  return source.replace(search, replacement);
}

/**
 * The generated ky client without its server-sent events: the contract has none, and the code
 * (createSseClient and a `sse` method per HTTP verb) sits in every app's entry, about 0.7 KB gzip
 * of the first screen's 180 KB. The client's type loses `sse` too, so nobody calls what is gone.
 */
export function withoutServerSentEvents(client: string, types: string): { client: string; types: string } {
  let source = replaceOnce(
    client,
    "import { createSseClient } from '../core/serverSentEvents.gen';\n",
    '',
    'the createSseClient import',
  );
  source = replaceOnce(source, /\n {2}const makeSseFn = [\s\S]*?\n {2}};\n/, '\n', 'makeSseFn');
  source = replaceOnce(source, /\n {4}sse: \{[^}]*\},/, '', 'the sse methods');
  const typeSource = replaceOnce(
    types,
    'export type Client = CoreClient<RequestFn, Config, MethodFn, BuildUrlFn, SseFn> & {',
    "export type Client = Omit<CoreClient<RequestFn, Config, MethodFn, BuildUrlFn, SseFn>, 'sse'> & {",
    'the Client type',
  );
  return { client: source, types: typeSource };
}
