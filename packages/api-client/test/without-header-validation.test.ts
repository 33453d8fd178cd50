// @vitest-environment node
/** The generator's removal of header schemas from request validators, which never see named headers. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutHeaderValidation } from '../scripts/without-header-validation';

const sdk = `export const updateUser = (options) => (options.client ?? client).put({
    requestValidator: async (data) => await z.object({
        body: zUpdateUserBody,
        headers: zUpdateUserHeaders,
        path: zUpdateUserPath,
        query: z.optional(z.never())
    }).parseAsync(data),
    headers: {
        'Content-Type': 'application/json',
        ...options.headers
    }
});
`;

describe('withoutHeaderValidation', () => {
  it("drops the headers' schema from a request validator and keeps the rest", () => {
    const result = withoutHeaderValidation(sdk);
    expect(result).not.toContain('zUpdateUserHeaders');
    expect(result).toContain('body: zUpdateUserBody,\n        path: zUpdateUserPath,');
    expect(result).toContain("'Content-Type': 'application/json',");
  });

  it('drops an optional header schema too', () => {
    const result = withoutHeaderValidation(
      sdk.replace('headers: zUpdateUserHeaders,', 'headers: z.optional(zGetCardImageHeaders),'),
    );
    expect(result).not.toContain('zGetCardImageHeaders');
    expect(result).toContain('body: zUpdateUserBody,\n        path: zUpdateUserPath,');
  });

  it('leaves no generated SDK function validating headers', () => {
    const directory = join(import.meta.dirname, '..', 'src', 'generated', 'sdk');
    const validating = readdirSync(directory).filter((file) =>
      /headers: (?:z\.optional\()?z\w+Headers/.test(readFileSync(join(directory, file), 'utf8')),
    );
    expect(validating).toEqual([]);
  });
});
