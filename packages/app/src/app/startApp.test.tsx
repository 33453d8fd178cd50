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
