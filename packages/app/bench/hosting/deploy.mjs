// The app deployed for the production hosting, as packages/app/README.md's "Runtime configuration"
// has a production host deploy it: a copy of the build with the environment's app-config.json, and
// its index.html with the configuration written into it ("In the page, no request"): the runtime
// configuration, the identity client's settings and the provider's metadata, so the app starts
// without fetching them.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { request } from './nginx.mjs';

const appDirectory = join(import.meta.dirname, '..', '..');
const hosting = JSON.parse(readFileSync(join(appDirectory, 'security-headers.json'), 'utf8'));

/** The discovery document's fields oidc-client-ts reads (the dev server writes the same into its page). */
const metadataFields = [
  'issuer',
  'authorization_endpoint',
  'token_endpoint',
  'userinfo_endpoint',
  'end_session_endpoint',
  'revocation_endpoint',
  'jwks_uri',
  'check_session_iframe',
];

/** Copies the build (`distDirectory`) to `deployDirectory`, where nginx serves it from. */
export function copyBuild(distDirectory, deployDirectory) {
  cpSync(distDirectory, deployDirectory, { recursive: true });
}

/**
 * Writes the environment's configuration into the deployed copy: app-config.json as the dev server
 * (`upstreamURL`) serves it, and index.html's configuration placeholder filled with it, with the
 * client settings and the provider's metadata as the public origin (`url`, trusting `certificate`)
 * answers them. Returns what it wrote into the page.
 *
 * @param {object} options
 * @param {string} options.deployDirectory
 * @param {string} options.url the public origin (nginx)
 * @param {string} options.certificate PEM
 * @param {string} options.upstreamURL the dev server's own address
 */
export async function writeConfiguration({ deployDirectory, url, certificate, upstreamURL }) {
  const json = async (path) => {
    const answer = await request(url, certificate, path);
    if (answer.status !== 200) throw new Error(`${url}${path} answered ${answer.status}.`);
    return JSON.parse(answer.body.toString());
  };
  const appAnswer = await fetch(`${upstreamURL}/app-config.json`);
  if (!appAnswer.ok) throw new Error(`${upstreamURL}/app-config.json answered ${appAnswer.status}.`);
  const app = await appAnswer.json();
  const identity = await json(`/_configuration/${encodeURIComponent(app.clientId)}`);
  const discovery = await json('/.well-known/openid-configuration');
  const metadata = Object.fromEntries(
    metadataFields.flatMap((field) => (field in discovery ? [[field, discovery[field]]] : [])),
  );
  const configuration = { app, identity, metadata };
  writeFileSync(join(deployDirectory, 'app-config.json'), `${JSON.stringify(app, null, 2)}\n`);
  const indexFile = join(deployDirectory, 'index.html');
  const page = readFileSync(indexFile, 'utf8');
  if (!page.includes(hosting.configurationPlaceholder)) {
    throw new Error(`The build's index.html has no ${hosting.configurationPlaceholder} to fill.`);
  }
  const written = JSON.stringify(configuration).replaceAll('<', '\\u003c');
  writeFileSync(
    indexFile,
    page.replace(hosting.configurationPlaceholder, () => written),
  );
  return configuration;
}
