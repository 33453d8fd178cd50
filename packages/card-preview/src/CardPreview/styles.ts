import { cspNonce } from '../cspNonce';

/**
 * Static rules of the preview, added to the document once, with the page's CSP nonce (a strict
 * `style-src` blocks a style element without it). Per-card values travel as CSS custom properties
 * on the stamp grid, so the cells themselves carry no inline styles: a hundred thumbnails create a
 * few thousand elements and stay cheap to mount.
 */
const css = `
.stampcard-grid{display:grid;justify-content:center;align-content:center;align-self:center}
.stampcard-cell{display:flex;align-items:center;justify-content:center;overflow:hidden;background:var(--stampcard-cell-colour);border-radius:var(--stampcard-cell-radius)}
.stampcard-cell>i{font-size:var(--stampcard-icon-size);color:var(--stampcard-icon-colour);width:auto}
.stampcard-reward{box-sizing:border-box;width:100%;height:100%;display:flex;align-items:center;justify-content:center;line-height:1.1;text-align:center;overflow:hidden}
.stampcard-reward[data-reached=false]{opacity:.55}
`;

const marker = 'data-stampcard-card-preview';

export function ensurePreviewStyles(): void {
  if (typeof document === 'undefined' || document.head.querySelector(`style[${marker}]`)) return;
  const style = document.createElement('style');
  style.setAttribute(marker, '');
  const nonce = cspNonce(document);
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = css;
  document.head.append(style);
}
