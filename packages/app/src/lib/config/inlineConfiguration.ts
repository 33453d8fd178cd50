/**
 * The configuration the host writes into the app's page (index.html's `#stampcard-configuration`
 * element, security-headers.json's configurationPlaceholder): the runtime configuration, and the
 * identity client's settings with the provider's metadata when the host knows them. Read from the
 * page, they cost no request: the app reaches its sign-in and its first data request without the
 * three round trips it would otherwise make one after the other (app-config.json, the settings,
 * the provider's discovery). Checked as the downloaded ones are; a bad one is reported, never used.
 */
import {
  ConfigurationError,
  parseIdentityClientSettings,
  parseRuntimeConfiguration,
  type IdentityClientSettings,
  type RuntimeConfiguration,
} from './runtimeConfiguration';

/** The id of the element the host writes the configuration into. */
export const inlineConfigurationElementId = 'stampcard-configuration';

export interface InlineConfiguration {
  readonly configuration: RuntimeConfiguration;
  /** The sign-in settings with the provider's metadata, or null when the host gave only the configuration. */
  readonly settings: IdentityClientSettings | null;
}

/**
 * The configuration written into `page`, or null when there is none: no element, or the build's
 * placeholder left in it (a JSON string), as a host that does not write it leaves it.
 */
export function readInlineConfiguration(page: Pick<Document, 'getElementById'>): InlineConfiguration | null {
  const text = page.getElementById(inlineConfigurationElementId)?.textContent ?? '';
  if (text.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ConfigurationError('The configuration in the page is not JSON.');
  }
  if (typeof value === 'string') return null;
  if (typeof value !== 'object' || value === null || !('app' in value)) {
    throw new ConfigurationError('The configuration in the page has no app configuration.');
  }
  const given = value as { app: unknown; identity?: unknown; metadata?: unknown };
  const configuration = parseRuntimeConfiguration(given.app);
  const settings =
    given.identity === undefined ? null : parseIdentityClientSettings(given.identity, configuration, given.metadata);
  return { configuration, settings };
}
