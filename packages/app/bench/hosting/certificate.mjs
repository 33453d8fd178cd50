// A local TLS certificate for the benchmarks' production hosting: self-signed for localhost,
// 127.0.0.1 and ::1, made with openssl into the run's temporary folder and valid for two days.
import { spawnSync } from 'node:child_process';
import { X509Certificate, createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes a new key and self-signed certificate for localhost into `directory` (the key readable by
 * its owner only). Returns their paths, the certificate (PEM, for a client that trusts it) and the
 * SHA-256 of its public key (base64), which Chromium accepts with
 * `--ignore-certificate-errors-spki-list`: the connection is then treated as a valid one (cached,
 * service workers allowed), unlike `--ignore-certificate-errors`, under which Chromium caches nothing.
 *
 * @param {string} directory
 * @returns {{ certificateFile: string, keyFile: string, certificate: string, spkiHash: string }}
 */
export function createCertificate(directory) {
  const certificateFile = join(directory, 'localhost.crt');
  const keyFile = join(directory, 'localhost.key');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
      '-addext',
      'extendedKeyUsage=serverAuth',
      '-keyout',
      keyFile,
      '-out',
      certificateFile,
    ],
    { encoding: 'utf8' },
  );
  if (result.error !== undefined) {
    throw new Error(`openssl could not run (${result.error.message}): apt-get install openssl.`);
  }
  if (result.status !== 0) throw new Error(`openssl could not make a certificate:\n${result.stderr}`);
  const certificate = readFileSync(certificateFile, 'utf8');
  const publicKey = new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'der' });
  return {
    certificateFile,
    keyFile,
    certificate,
    spkiHash: createHash('sha256').update(publicKey).digest('base64'),
  };
}
