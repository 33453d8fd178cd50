/** Shown where a card has no logo: a framed picture outline. */
export const placeholderLogo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect x="2" y="2" width="116" height="76" rx="10" fill="#f1f2f6" stroke="#9aa0b4" stroke-width="3" stroke-dasharray="8 6"/><circle cx="42" cy="30" r="8" fill="#9aa0b4"/><path d="M22 64l22-20 14 12 18-18 22 26z" fill="#9aa0b4"/></svg>',
  );
