import type { UserConfig } from '@hey-api/openapi-ts';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The generator's settings: a ky client, types, zod/mini validators (zod/mini keeps a
 * single operation near 10 KB gzip; full zod is 25 KB) and an SDK that validates every
 * request and response. `pnpm generate` runs it, splits its schemas and SDK into one module
 * each, then writes src/operations/ (scripts/generate.ts).
 */
export function generatorConfig(output: string): UserConfig {
  return {
    input: join(import.meta.dirname, 'openapi', 'stampcard.yaml'),
    output: { path: output, clean: true },
    logs: { level: 'silent' },
    plugins: [
      { name: '@hey-api/client-ky', baseUrl: false, throwOnError: false },
      '@hey-api/typescript',
      {
        name: 'zod',
        compatibilityVersion: 'mini',
        $resolvers: {
          // The registry's `date-time-local` (a date-time without offset, as the dashboard's dates
          // are sent) is checked as a real calendar date and time, as `date` and `date-time` are:
          // the generator knows only those two, and would check the pattern's digits alone.
          string: (context) => {
            if (context.schema.format !== 'date-time-local') return undefined;
            // `{ local: true }` as a TypeScript node: z.iso.datetime takes it as "no offset".
            const local = ts.factory.createObjectLiteralExpression([
              ts.factory.createPropertyAssignment('local', ts.factory.createTrue()),
            ]);
            context.nodes.format = ({ plugin }) => context.$(plugin.imports.z).attr('iso').attr('datetime').call(local);
            return undefined;
          },
        },
      },
      { name: '@hey-api/sdk', validator: true },
    ],
  };
}

export default generatorConfig('./src/generated');
