// @vitest-environment node
/** The generator's removal of the ky client's server-sent events, which the contract does not use. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutServerSentEvents } from '../scripts/without-server-sent-events';

const client = `import ky from 'ky';

import { createSseClient } from '../core/serverSentEvents.gen';
import type { HttpMethod } from '../core/types.gen';

export const createClient = () => {
  const request = () => ky;

  const makeSseFn = (method: string) => async (options: object) => {
    return createSseClient({ ...options, method });
  };

  return {
    get: request,
    sse: {
      get: makeSseFn('GET'),
      post: makeSseFn('POST'),
    },
    trace: request,
  };
};
`;
const types =
  'export type Client = CoreClient<RequestFn, Config, MethodFn, BuildUrlFn, SseFn> & {\n  interceptors: unknown;\n};\n';

describe('withoutServerSentEvents', () => {
  it('drops the import, the factory and the sse methods, and the type loses sse', () => {
    const result = withoutServerSentEvents(client, types);
    expect(result.client).not.toMatch(/Sse|sse/);
    expect(result.client).toContain('get: request,');
    expect(result.client).toContain('trace: request,');
    expect(result.client).toContain("import type { HttpMethod } from '../core/types.gen';");
    expect(result.types).toContain("Omit<CoreClient<RequestFn, Config, MethodFn, BuildUrlFn, SseFn>, 'sse'>");
  });

  it('fails loudly when a generator upgrade moved what it removes', () => {
    expect(() => withoutServerSentEvents(client.replace('makeSseFn', 'makeStreamFn'), types)).toThrow(/makeSseFn/);
    expect(() => withoutServerSentEvents(client, 'export type Client = Other;')).toThrow(/the Client type/);
  });

  it('is what the committed client holds: no server-sent events code reaches an app', () => {
    const committed = readFileSync(
      join(import.meta.dirname, '..', 'src', 'generated', 'client', 'client.gen.ts'),
      'utf8',
    );
    expect(committed).not.toMatch(/createSseClient|makeSseFn|\bsse: \{/);
  });
});
