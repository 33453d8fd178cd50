/**
 * The page's Content Security Policy nonce for the style elements this package adds, where Vite,
 * react-aria and styled-components read it too: `<meta property="csp-nonce" nonce="…">`.
 */
export function cspNonce(document: Document): string | undefined {
  const meta = document.head.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  if (!meta) return undefined;
  // Browsers hide a parsed nonce attribute (it reads as '') and keep its value in the property.
  const nonce = meta.nonce || (meta.getAttribute('nonce') ?? '');
  return nonce === '' ? undefined : nonce;
}
