import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { completeSilentCallback, oidcMessageSource } from './notifyParent';

/** A frame at `href` whose parent is `parent`, or itself; `replace` records where it was sent. */
function frame(href: string, parent: { postMessage: ReturnType<typeof vi.fn> } | 'self') {
  const replace = vi.fn();
  const self = {};
  const target = {
    location: { href, origin: new URL(href).origin, replace },
    parent: parent === 'self' ? self : parent,
    self,
  };
  return { target: target as unknown as Parameters<typeof completeSilentCallback>[0], replace };
}

describe('completeSilentCallback', () => {
  it('hands the address to the parent of this origin, as oidc-client-ts expects', () => {
    const parent = { postMessage: vi.fn() };
    const href = 'https://app.example/authentication/silent-callback?code=abc&state=xyz';
    completeSilentCallback(frame(href, parent).target, '/');
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith(
      { source: 'oidc-client', url: href, keepOpen: false },
      'https://app.example',
    );
  });

  it('leaves for the home page when opened as a page rather than in a frame', () => {
    const { target, replace } = frame(
      'https://app.example/authentication/silent-callback?error=login_required',
      'self',
    );
    completeSilentCallback(target, '/');
    expect(replace).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('sends the message the installed oidc-client-ts listens for', () => {
    // The frame listener only accepts this source and reads url and keepOpen: an upgrade that
    // changes the message must fail here, not in a user's silent sign-in.
    const entry = createRequire(import.meta.url).resolve('oidc-client-ts');
    const library = readFileSync(join(dirname(entry), '..', 'esm', 'oidc-client-ts.js'), 'utf8');
    expect(library).toContain(`var messageSource = "${oidcMessageSource}";`);
    expect(library).toMatch(/const msgData = \{\s*source: messageSource,\s*url,\s*keepOpen\s*\};/);
    expect(library).toMatch(/const \{ url, keepOpen \} = await new Promise/);
  });
});
