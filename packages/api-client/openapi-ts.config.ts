import type { UserConfig } from '@hey-api/openapi-ts';
import { join } from 'node:path';

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
      { name: 'zod', compatibilityVersion: 'mini' },
      { name: '@hey-api/sdk', validator: true },
    ],
  };
}

export default generatorConfig('./src/generated');
