import { describe, expect, it } from 'vitest';
import { networkNeededHeading, networkNeededPage } from './networkNeededPage';

describe('networkNeededPage', () => {
  const nonce = 'CCCCCCCCCCCCCCCCCCCCCC==';
  const { status, body, headers } = networkNeededPage(nonce);

  it('says the network is needed, with a way to try again', () => {
    expect(networkNeededHeading).toBe('Stampcard needs the network');
    expect(body).toContain(`<h1>${networkNeededHeading}</h1>`);
    expect(body).toContain('<a href="">Try again</a>');
    expect(status).toBe(503);
  });

  it('runs no script, takes its one style by the nonce, and is never kept by a cache', () => {
    expect(body).not.toMatch(/<script/i);
    expect(body).toContain(`<style nonce="${nonce}">`);
    expect(headers['Content-Security-Policy']).toBe(
      `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(headers['Cache-Control']).toBe('no-store');
  });
});
