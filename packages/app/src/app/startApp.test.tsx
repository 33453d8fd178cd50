import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './startApp';

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('startApp', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    sessionStorage.clear();
    performance.clearMarks();
  });

  /** Writes the configuration element as a host does, with `value` as its JSON. */
  function writeConfiguration(value: unknown) {
    const element = document.body.appendChild(document.createElement('script'));
    element.type = 'application/json';
    element.id = 'stampcard-configuration';
    element.textContent = JSON.stringify(value);
  }

  const identity = {
    authority: 'http://localhost:3000',
    client_id: 'Stampcard.Web',
    redirect_uri: 'http://localhost:3000/authentication/login-callback',
    post_logout_redirect_uri: 'http://localhost:3000/authentication/logout-callback',
    response_type: 'code',
    scope: 'openid profile Stampcard.API',
  };
  const metadata = {
    issuer: 'http://localhost:3000',
    authorization_endpoint: 'http://localhost:3000/auth',
    token_endpoint: 'http://localhost:3000/token',
    jwks_uri: 'http://localhost:3000/jwks',
  };

  it('starts from the configuration in the page without asking for it', async () => {
    const fetchImpl = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchImpl);
    writeConfiguration({ app: { clientId: 'Stampcard.Web' }, identity, metadata });
    // A user of this tab: the start-up goes on to the router without a sign-in round.
    sessionStorage.setItem(
      'oidc.user:http://localhost:3000:Stampcard.Web',
      JSON.stringify({
        profile: { sub: 'u1', role: 'Merchant' },
        access_token: 't',
        expires_at: Date.now() / 1000 + 600,
      }),
    );
    const container = document.body.appendChild(document.createElement('div'));
    void startApp(container);
    await waitFor(() => {
      expect(performance.getEntriesByName('stampcard:signed-in')).toHaveLength(1);
    });
    const asked = fetchImpl.mock.calls.map((call: unknown[]) => String(call[0]));
    expect(asked.filter((url) => /app-config|_configuration|well-known/.test(url))).toEqual([]);
  });

  it('reports a bad configuration in the page, and asks for nothing', async () => {
    const fetchImpl = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchImpl);
    writeConfiguration({ app: { clientId: 'Stampcard.Web' }, identity: { ...identity, client_id: 'Other' } });
    const container = document.body.appendChild(document.createElement('div'));
    await startApp(container);
    await screen.findByText('The sign-in settings are for the client Other, not Stampcard.Web.');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('says the network is needed when the device is offline, and starts when it is back', async () => {
    const fetchImpl = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchImpl);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    vi.stubGlobal('location', { pathname: '/customers', reload });
    const container = document.body.appendChild(document.createElement('div'));
    await startApp(container);
    await screen.findByRole('heading', { name: 'Stampcard needs the network' });
    expect(fetchImpl).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows the first phase while the configuration downloads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const container = document.body.appendChild(document.createElement('div'));
    void startApp(container);
    await waitFor(() => {
      expect(container.textContent).toContain('Downloading configurations');
    });
  });

  it('reports a malformed configuration with its reason and a Retry, and renders nothing else', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer({ clientId: '', apiOrigin: 'javascript:alert(1)' }))),
    );
    const container = document.body.appendChild(document.createElement('div'));
    await startApp(container);
    await screen.findByRole('heading', { name: 'Could not start Stampcard' });
    expect(container.textContent).toContain('The app configuration is not valid');
    expect(container.textContent).toContain('apiOrigin must be an absolute http(s) URL');
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
    await waitFor(() => {
      expect(document.title).toBe('Could not start Stampcard · Stampcard');
    });
  });

  it('reports sign-in settings that cannot be downloaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(url === '/app-config.json' ? answer({ clientId: 'Stampcard.Web' }) : answer({}, 503)),
      ),
    );
    const container = document.body.appendChild(document.createElement('div'));
    await startApp(container);
    await screen.findByText('Could not download the sign-in settings: the server answered 503.');
  });
});
