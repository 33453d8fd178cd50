import { describe, expect, it } from 'vitest';
import {
  ConfigurationError,
  defaultMobileAppUrl,
  loadIdentityClientSettings,
  loadRuntimeConfiguration,
  type RuntimeConfiguration,
} from './runtimeConfiguration';

function fetchAnswering(answers: Record<string, () => Response>): typeof fetch & { urls: string[] } {
  const urls: string[] = [];
  const fake = (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    urls.push(url);
    const answer = answers[url];
    return answer ? Promise.resolve(answer()) : Promise.reject(new TypeError('Failed to fetch'));
  };
  return Object.assign(fake, { urls });
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const settings = {
  authority: 'http://localhost:8080',
  client_id: 'Stampcard.Web',
  redirect_uri: 'http://localhost:8080/authentication/login-callback',
  post_logout_redirect_uri: 'http://localhost:8080/authentication/logout-callback',
  response_type: 'code',
  scope: 'openid profile Stampcard.API',
};

describe('loadRuntimeConfiguration', () => {
  it('reads the client id, the API origin, the analytics URL and the address lookup', async () => {
    const fetchImpl = fetchAnswering({
      '/app-config.json': json({
        clientId: 'Stampcard.Web',
        apiOrigin: 'https://api.example.com/',
        analyticsEmbedUrl: 'https://analytics.example.com/embed/1',
        mobileAppUrl: 'https://apps.apple.com/app/stampcard',
        addressLookup: { url: 'https://lookup.example.com/v1/', key: 'browser-key_42' },
      }),
    });
    await expect(loadRuntimeConfiguration(fetchImpl)).resolves.toEqual({
      clientId: 'Stampcard.Web',
      apiOrigin: 'https://api.example.com',
      analyticsEmbedUrl: 'https://analytics.example.com/embed/1',
      mobileAppUrl: 'https://apps.apple.com/app/stampcard',
      addressLookup: { url: 'https://lookup.example.com/v1', key: 'browser-key_42' },
    });
  });

  it('defaults to the page origin, no analytics and no address lookup', async () => {
    const fetchImpl = fetchAnswering({ '/app-config.json': json({ clientId: 'Stampcard.Web' }) });
    await expect(loadRuntimeConfiguration(fetchImpl)).resolves.toEqual({
      clientId: 'Stampcard.Web',
      apiOrigin: '',
      analyticsEmbedUrl: null,
      mobileAppUrl: defaultMobileAppUrl,
      addressLookup: null,
    });
  });

  it('reads an address lookup on the API origin', async () => {
    const fetchImpl = fetchAnswering({
      '/app-config.json': json({ clientId: 'Stampcard.Web', addressLookup: { url: '', key: 'demo' } }),
    });
    await expect(loadRuntimeConfiguration(fetchImpl)).resolves.toMatchObject({
      addressLookup: { url: '', key: 'demo' },
    });
  });

  it.each([
    [{}, 'clientId'],
    [{ clientId: '  ' }, 'clientId must not be empty'],
    [{ clientId: 'x', apiOrigin: 'javascript:alert(1)' }, 'apiOrigin must be an absolute http(s) URL'],
    [{ clientId: 'x', apiOrigin: '//evil.example' }, 'apiOrigin'],
    [{ clientId: 'x', analyticsEmbedUrl: 'data:text/html,hi' }, 'analyticsEmbedUrl'],
    [{ clientId: 'x', addressLookup: { url: '', key: '' } }, 'addressLookup.key must be 1 to 200 visible ASCII'],
    [{ clientId: 'x', addressLookup: { url: '', key: 'a\nb' } }, 'addressLookup.key'],
    [{ clientId: 'x', addressLookup: { url: 'ftp://lookup.example', key: 'k' } }, 'addressLookup.url'],
    [{ clientId: 'x', addressLookup: { key: 'k' } }, 'addressLookup.url'],
    [[], 'the answer'],
  ])('reports a malformed configuration %j', async (body, expected) => {
    const fetchImpl = fetchAnswering({ '/app-config.json': json(body) });
    const error = await loadRuntimeConfiguration(fetchImpl).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toContain('The app configuration is not valid');
    expect((error as Error).message).toContain(expected);
  });

  it('reports an HTTP error, an unreachable server and an answer that is not JSON', async () => {
    await expect(loadRuntimeConfiguration(fetchAnswering({ '/app-config.json': json({}, 404) }))).rejects.toThrow(
      'Could not download the app configuration: the server answered 404.',
    );
    await expect(loadRuntimeConfiguration(fetchAnswering({}))).rejects.toThrow(
      'Could not download the app configuration: the server could not be reached.',
    );
    await expect(
      loadRuntimeConfiguration(fetchAnswering({ '/app-config.json': () => new Response('<html>') })),
    ).rejects.toThrow('Could not read the app configuration: the answer is not JSON.');
  });
});

describe('loadIdentityClientSettings', () => {
  const sameOrigin: RuntimeConfiguration = {
    clientId: 'Stampcard.Web',
    apiOrigin: '',
    analyticsEmbedUrl: null,
    mobileAppUrl: defaultMobileAppUrl,
    addressLookup: null,
  };

  it('reads the settings of the client from the API host', async () => {
    const fetchImpl = fetchAnswering({ 'https://api.example.com/_configuration/Stampcard.Web': json(settings) });
    await expect(
      loadIdentityClientSettings({ ...sameOrigin, apiOrigin: 'https://api.example.com' }, fetchImpl),
    ).resolves.toEqual(settings);
  });

  it('escapes the client id in the path', async () => {
    const fetchImpl = fetchAnswering({});
    await loadIdentityClientSettings({ ...sameOrigin, clientId: 'a/b?c' }, fetchImpl).catch(() => undefined);
    expect(fetchImpl.urls).toEqual(['/_configuration/a%2Fb%3Fc']);
  });

  it('refuses settings for another client or with a bad field', async () => {
    await expect(
      loadIdentityClientSettings(
        sameOrigin,
        fetchAnswering({ '/_configuration/Stampcard.Web': json({ ...settings, client_id: 'Other' }) }),
      ),
    ).rejects.toThrow('The sign-in settings are for the client Other, not Stampcard.Web.');
    await expect(
      loadIdentityClientSettings(
        sameOrigin,
        fetchAnswering({ '/_configuration/Stampcard.Web': json({ ...settings, response_type: 'token' }) }),
      ),
    ).rejects.toThrow(/The sign-in settings are not valid: response_type/);
    await expect(
      loadIdentityClientSettings(
        sameOrigin,
        fetchAnswering({ '/_configuration/Stampcard.Web': json({ ...settings, authority: 'ftp://x' }) }),
      ),
    ).rejects.toThrow(/authority must be an absolute http\(s\) URL/);
  });
});
