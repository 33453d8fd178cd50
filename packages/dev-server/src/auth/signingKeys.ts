/** The provider's RS256 signing keys: kept in a folder between runs, or generated in memory. */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';

export const signingAlgorithm = 'RS256';
const keysFileName = 'identity-signing-keys.json';

/** What the provider publishes of a signing key: enough to verify its signatures. */
export interface RsaPublicJwk {
  kty: 'RSA';
  kid: string;
  alg: string;
  use: 'sig';
  n: string;
  e: string;
}

export interface RsaPrivateJwk extends RsaPublicJwk {
  d: string;
  p: string;
  q: string;
  dp: string;
  dq: string;
  qi: string;
}

const rsaMembers = ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'] as const;

function isRsaPrivateJwk(value: unknown): value is RsaPrivateJwk {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.kty === 'RSA' &&
    typeof record.kid === 'string' &&
    record.alg === signingAlgorithm &&
    rsaMembers.every((member) => typeof record[member] === 'string')
  );
}

async function generateSigningKey(): Promise<RsaPrivateJwk> {
  const { privateKey } = await generateKeyPair(signingAlgorithm, { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const key = { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: signingAlgorithm, use: 'sig' };
  if (!isRsaPrivateJwk(key)) throw new Error('Could not generate an RSA signing key.');
  return key;
}

/** The private signing keys: read from `directory` (created on first use) or generated in memory. */
export async function loadSigningKeys(directory: string | undefined): Promise<RsaPrivateJwk[]> {
  if (directory === undefined) return [await generateSigningKey()];
  const file = join(directory, keysFileName);
  let text: string | undefined;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
  if (text === undefined) {
    const keys = [await generateSigningKey()];
    await mkdir(directory, { recursive: true });
    await writeFile(file, `${JSON.stringify({ keys }, null, 2)}\n`, { mode: 0o600 });
    return keys;
  }
  const parsed: unknown = JSON.parse(text);
  const keys: unknown = typeof parsed === 'object' && parsed !== null ? (parsed as { keys?: unknown }).keys : undefined;
  if (!Array.isArray(keys) || keys.length === 0 || !keys.every(isRsaPrivateJwk)) {
    throw new Error(`${file} does not hold RS256 signing keys; delete it to generate new ones.`);
  }
  return keys;
}

export function publicJwk(key: RsaPrivateJwk): RsaPublicJwk {
  return { kty: key.kty, kid: key.kid, alg: key.alg, use: key.use, n: key.n, e: key.e };
}
