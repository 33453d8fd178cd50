import { afterEach, describe, expect, it } from 'vitest';
import { ensurePreviewStyles } from './styles';

function addNonceMeta(nonce: string): HTMLMetaElement {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', nonce);
  document.head.append(meta);
  return meta;
}

const previewStyles = () => document.head.querySelectorAll('style[data-stampcard-card-preview]');

describe('ensurePreviewStyles', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it("gives its style element the nonce of the page's csp-nonce meta, so a strict style-src lets it apply", () => {
    addNonceMeta('r4nd0m');
    ensurePreviewStyles();
    expect(previewStyles()).toHaveLength(1);
    expect(previewStyles()[0]).toHaveAttribute('nonce', 'r4nd0m');
  });

  it('reads the nonce from the property when the browser has hidden the attribute', () => {
    const meta = addNonceMeta('');
    // What a browser does once the page has a policy: the attribute reads '', the property keeps it.
    Object.defineProperty(meta, 'nonce', { value: 'h1dden' });
    ensurePreviewStyles();
    expect(previewStyles()[0]).toHaveAttribute('nonce', 'h1dden');
  });

  it('adds its rules once, and no nonce on a page without one', () => {
    ensurePreviewStyles();
    ensurePreviewStyles();
    expect(previewStyles()).toHaveLength(1);
    expect(previewStyles()[0]).not.toHaveAttribute('nonce');
  });
});
