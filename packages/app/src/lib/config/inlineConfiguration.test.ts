import { describe, expect, it } from 'vitest';
import { ConfigurationError } from './runtimeConfiguration';
import { inlineConfigurationElementId, readInlineConfiguration } from './inlineConfiguration';

/** A page whose configuration element holds `text`, or none for null. */
function page(text: string | null): Pick<Document, 'getElementById'> {
  return {
    getElementById: (id) => {
      if (text === null || id !== inlineConfigurationElementId) return null;
      const element = document.createElement('script');
      element.textContent = text;
      return element;
    },
  };
}

const app = { clientId: 'Stampcard.Web', apiOrigin: '', analyticsEmbedUrl: null, addressLookup: null };
const identity = {
  authority: 'http://localhost:8080',
  client_id: 'Stampcard.Web',
  redirect_uri: 'http://localhost:8080/authentication/login-callback',
  post_logout_redirect_uri: 'http://localhost:8080/authentication/logout-callback',
  response_type: 'code',
  scope: 'openid profile Stampcard.API',
};
const metadata = {
  issuer: 'http://localhost:8080',
  authorization_endpoint: 'http://localhost:8080/auth',
  token_endpoint: 'http://localhost:8080/token',
  jwks_uri: 'http://localhost:8080/jwks',
  end_session_endpoint: 'http://localhost:8080/session/end',
};

describe('readInlineConfiguration', () => {
  it('reads the configuration, the sign-in settings and the metadata the host wrote', () => {
    const inline = readInlineConfiguration(page(JSON.stringify({ app, identity, metadata })));
    expect(inline?.configuration).toMatchObject({ clientId: 'Stampcard.Web', apiOrigin: '' });
    expect(inline?.settings).toEqual({ ...identity, metadata });
  });

  it('gives the configuration alone when the host knows no sign-in settings', () => {
    const inline = readInlineConfiguration(page(JSON.stringify({ app })));
    expect(inline?.configuration.clientId).toBe('Stampcard.Web');
    expect(inline?.settings).toBeNull();
  });

  it('is absent when the page has no element, or the build’s placeholder is left in it', () => {
    expect(readInlineConfiguration(page(null))).toBeNull();
    expect(readInlineConfiguration(page('"__STAMPCARD_CONFIGURATION__"'))).toBeNull();
    expect(readInlineConfiguration(page('  '))).toBeNull();
  });

  it.each([
    ['not JSON', '{app:', 'The configuration in the page is not JSON.'],
    ['without the app configuration', '{"identity":{}}', 'The configuration in the page has no app configuration.'],
    ['with a bad app configuration', JSON.stringify({ app: { clientId: ' ' } }), 'The app configuration is not valid'],
    [
      'with settings of another client',
      JSON.stringify({ app, identity: { ...identity, client_id: 'Other' } }),
      'The sign-in settings are for the client Other, not Stampcard.Web.',
    ],
    [
      'with metadata missing an endpoint',
      JSON.stringify({ app, identity, metadata: { ...metadata, token_endpoint: undefined } }),
      "The identity provider's metadata is not valid: token_endpoint",
    ],
    [
      'with metadata of another provider',
      JSON.stringify({ app, identity, metadata: { ...metadata, issuer: 'https://elsewhere.example' } }),
      "The identity provider's metadata is for https://elsewhere.example, not http://localhost:8080.",
    ],
  ])('reports a configuration %s, never uses it', (_, text, message) => {
    expect(() => readInlineConfiguration(page(text))).toThrow(ConfigurationError);
    expect(() => readInlineConfiguration(page(text))).toThrow(message);
  });
});
