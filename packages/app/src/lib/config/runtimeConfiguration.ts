/**
 * Runtime configuration: one build serves any environment. At start-up the app reads
 * `/app-config.json` from its own origin (the client id, the API's origin, the optional
 * analytics embed URL and address lookup), then the identity client's settings from the API host's
 * `/_configuration/{clientId}`. Both answers are validated; a bad one is reported on
 * the start-up screen, never used.
 */
import * as z from 'zod/mini';

/** Where the app's own settings are served, beside index.html. */
export const runtimeConfigurationPath = '/app-config.json';

export interface RuntimeConfiguration {
  /** The OpenID Connect client id of the app (e.g. 'Stampcard.Web'). */
  readonly clientId: string;
  /** The origin of the API and the identity client settings, or '' for the page's own origin. */
  readonly apiOrigin: string;
  /** The third-party analytics report an Administrator can open on Insights, or null to hide its button. */
  readonly analyticsEmbedUrl: string | null;
  /** The mobile app a signed-in customer is pointed to (the customer-unauthorized page). */
  readonly mobileAppUrl: string;
  /** The address lookup service the address form uses, or null for none (the form says so). */
  readonly addressLookup: AddressLookupSettings | null;
}

/** Where the address lookup is and the key it takes (`addressLookup` in `/app-config.json`). */
export interface AddressLookupSettings {
  /**
   * The service's base URL, without a trailing slash; it answers the contract's GET /api/Addresses
   * under it. '' for the API's own origin (the dev server's lookup).
   */
  readonly url: string;
  /**
   * The service's key, sent as X-Address-Lookup-Key. It travels from the browser, so anyone can
   * read it: it must be a key for browsers, which the service restricts to the app's origins.
   */
  readonly key: string;
}

/** The mobile app's store listing when the configuration names none. */
export const defaultMobileAppUrl = 'https://play.google.com/store/search?q=Stampcard&c=apps';

/** The oidc-client-ts settings the identity server hands out (GET /_configuration/{clientId}). */
export interface IdentityClientSettings {
  readonly authority: string;
  readonly client_id: string;
  readonly redirect_uri: string;
  readonly post_logout_redirect_uri: string;
  readonly response_type: 'code';
  readonly scope: string;
  /**
   * The provider's endpoints, when the page was given them (inlineConfiguration.ts): the sign-in
   * library then skips its discovery request.
   */
  readonly metadata?: ProviderMetadata;
}

/** The parts of the provider's discovery document oidc-client-ts reads. */
export interface ProviderMetadata {
  readonly issuer: string;
  readonly authorization_endpoint: string;
  readonly token_endpoint: string;
  readonly jwks_uri: string;
  readonly userinfo_endpoint?: string;
  readonly end_session_endpoint?: string;
  readonly revocation_endpoint?: string;
  readonly check_session_iframe?: string;
}

/** A start-up step that could not be completed, with a message for the start-up screen. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

const httpUrl = z.string().check(
  z.refine((value) => {
    try {
      return /^https?:$/.test(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'must be an absolute http(s) URL'),
);

const runtimeConfigurationSchema = z.object({
  clientId: z.string().check(z.trim(), z.minLength(1, 'must not be empty')),
  apiOrigin: z.optional(z.union([z.literal(''), httpUrl])),
  analyticsEmbedUrl: z.optional(z.nullable(httpUrl)),
  mobileAppUrl: z.optional(httpUrl),
  addressLookup: z.optional(
    z.nullable(
      z.object({
        url: z.union([z.literal(''), httpUrl]),
        // Sent as a header's value: visible ASCII, which any header carries as it is.
        key: z.string().check(z.regex(/^[\x21-\x7E]{1,200}$/, 'must be 1 to 200 visible ASCII characters')),
      }),
    ),
  ),
});

const identityClientSettingsSchema = z.object({
  authority: httpUrl,
  client_id: z.string().check(z.minLength(1, 'must not be empty')),
  redirect_uri: httpUrl,
  post_logout_redirect_uri: httpUrl,
  response_type: z.literal('code'),
  scope: z.string().check(z.minLength(1, 'must not be empty')),
});

const providerMetadataSchema = z.object({
  issuer: httpUrl,
  authorization_endpoint: httpUrl,
  token_endpoint: httpUrl,
  jwks_uri: httpUrl,
  userinfo_endpoint: z.optional(httpUrl),
  end_session_endpoint: z.optional(httpUrl),
  revocation_endpoint: z.optional(httpUrl),
  check_session_iframe: z.optional(httpUrl),
});

function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'the answer'} ${issue.message}`)
    .join('; ');
}

async function fetchJson(fetchImpl: typeof fetch, url: string, what: string): Promise<unknown> {
  let response: Response;
  try {
    // The browser's default cache mode: the server marks both answers no-cache (always checked
    // with it), and index.html preloads the app configuration, which this request then takes.
    response = await fetchImpl(url, { headers: { Accept: 'application/json' } });
  } catch {
    throw new ConfigurationError(`Could not download ${what}: the server could not be reached.`);
  }
  if (!response.ok) {
    throw new ConfigurationError(`Could not download ${what}: the server answered ${response.status}.`);
  }
  try {
    return await response.json();
  } catch {
    throw new ConfigurationError(`Could not read ${what}: the answer is not JSON.`);
  }
}

/** The origin of an absolute URL, without a trailing slash, or '' for ''. */
function toOrigin(url: string): string {
  return url === '' ? '' : new URL(url).origin;
}

/** Downloads and checks `/app-config.json`. */
export async function loadRuntimeConfiguration(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfiguration> {
  return parseRuntimeConfiguration(await fetchJson(fetchImpl, runtimeConfigurationPath, 'the app configuration'));
}

/** Checks the app's runtime configuration, downloaded or given in the page. */
export function parseRuntimeConfiguration(answer: unknown): RuntimeConfiguration {
  const parsed = runtimeConfigurationSchema.safeParse(answer);
  if (!parsed.success) {
    throw new ConfigurationError(`The app configuration is not valid: ${describeIssues(parsed.error)}.`);
  }
  return Object.freeze({
    clientId: parsed.data.clientId,
    apiOrigin: toOrigin(parsed.data.apiOrigin ?? ''),
    analyticsEmbedUrl: parsed.data.analyticsEmbedUrl ?? null,
    mobileAppUrl: parsed.data.mobileAppUrl ?? defaultMobileAppUrl,
    addressLookup: parsed.data.addressLookup
      ? Object.freeze({ url: parsed.data.addressLookup.url.replace(/\/+$/, ''), key: parsed.data.addressLookup.key })
      : null,
  });
}

/** Downloads and checks the identity client settings of `configuration.clientId`. */
export async function loadIdentityClientSettings(
  configuration: RuntimeConfiguration,
  fetchImpl: typeof fetch = fetch,
): Promise<IdentityClientSettings> {
  const url = `${configuration.apiOrigin}/_configuration/${encodeURIComponent(configuration.clientId)}`;
  return parseIdentityClientSettings(await fetchJson(fetchImpl, url, 'the sign-in settings'), configuration);
}

/**
 * Checks the identity client settings of `configuration.clientId`, downloaded or given in the page,
 * with the provider's metadata when it is given.
 */
export function parseIdentityClientSettings(
  answer: unknown,
  configuration: RuntimeConfiguration,
  metadata?: unknown,
): IdentityClientSettings {
  const parsed = identityClientSettingsSchema.safeParse(answer);
  if (!parsed.success) {
    throw new ConfigurationError(`The sign-in settings are not valid: ${describeIssues(parsed.error)}.`);
  }
  if (parsed.data.client_id !== configuration.clientId) {
    throw new ConfigurationError(
      `The sign-in settings are for the client ${parsed.data.client_id}, not ${configuration.clientId}.`,
    );
  }
  if (metadata === undefined) return Object.freeze(parsed.data);
  const endpoints = providerMetadataSchema.safeParse(metadata);
  if (!endpoints.success) {
    throw new ConfigurationError(`The identity provider's metadata is not valid: ${describeIssues(endpoints.error)}.`);
  }
  if (endpoints.data.issuer.replace(/\/+$/, '') !== parsed.data.authority.replace(/\/+$/, '')) {
    throw new ConfigurationError(
      `The identity provider's metadata is for ${endpoints.data.issuer}, not ${parsed.data.authority}.`,
    );
  }
  return Object.freeze({ ...parsed.data, metadata: Object.freeze(endpoints.data) });
}
