import { acceptedPayloads, pageOrigins, refusedPayloads } from '@stampcard/return-url/corpus';
import { describe, expect, it } from 'vitest';
import { invalidReturnUrlMessage } from './authenticationMessages';
import { defaultReturnUrl, resolveReturnUrl } from './returnUrl';

// The rule itself, with its property tests, is tested in packages/return-url; here, the login
// route's wording of it over the same corpus.
describe.each(pageOrigins)('login’s return URL on $origin', (pageOrigin) => {
  const { origin } = pageOrigin;

  it('goes to the root path without a returnUrl', () => {
    expect(resolveReturnUrl(null, origin)).toEqual({ ok: true, url: defaultReturnUrl });
  });

  it.each(refusedPayloads(pageOrigin))('refuses %s with invalidReturnUrlMessage: %j', (_description, payload) => {
    expect(resolveReturnUrl(payload, origin)).toEqual({ ok: false, message: invalidReturnUrlMessage });
  });

  it.each(acceptedPayloads(pageOrigin))('accepts %j as %j', (payload, url) => {
    expect(resolveReturnUrl(payload, origin)).toEqual({ ok: true, url });
  });
});
