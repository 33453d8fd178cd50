/**
 * `<stampcard-card-preview>`: the card preview for pages that don't use React (this build
 * bundles React). Give it the card as a property (`element.card = card`) or as a JSON
 * `card` attribute; `stamps`, `side` and `width` are attributes too.
 *
 *   <script type="module" src="@stampcard/card-preview/element"></script>
 *   <stampcard-card-preview stamps="3" card='{"name":"Coffee card","configuration":{...}}'></stampcard-card-preview>
 */
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { CardPreview } from '../CardPreview/CardPreview';
import { cspNonce } from '../cspNonce';
import type { LoyaltyCard } from '../model';
import { fontAwesomeCss } from './fontAwesomeCss.gen';

const styleId = 'stampcard-card-preview-icons';

/**
 * Adds the icon fonts and rules to the document once (fonts must be declared at document level),
 * with the page's CSP nonce.
 */
function ensureIconStyles(document: Document): void {
  if (document.getElementById(styleId)) return;
  const style = document.createElement('style');
  style.id = styleId;
  const nonce = cspNonce(document);
  if (nonce) style.setAttribute('nonce', nonce);
  const fonts = new URL('./webfonts/', import.meta.url).href;
  style.textContent = `${fontAwesomeCss.replaceAll('__WEBFONTS__', fonts)}.stampcard-icon::before{content:var(--fa,"\\f128")/""}`;
  document.head.append(style);
}

const numberOrUndefined = (value: string | null) => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

export class StampcardCardPreviewElement extends HTMLElement {
  static readonly observedAttributes = ['card', 'stamps', 'side', 'width'];

  #card: LoyaltyCard | null = null;
  #root: Root | undefined;

  /** The card to draw (takes precedence over the `card` attribute once set). */
  get card(): LoyaltyCard | null {
    return this.#card;
  }

  set card(value: LoyaltyCard | null) {
    this.#card = value;
    this.removeAttribute('data-error');
    this.#render();
  }

  attributeChangedCallback(name: string, _previous: string | null, value: string | null): void {
    if (name === 'card') {
      if (value === null) {
        this.#card = null;
      } else {
        try {
          this.#card = JSON.parse(value) as LoyaltyCard;
          this.removeAttribute('data-error');
        } catch (error) {
          // A malformed card is reported, not drawn.
          this.#card = null;
          this.setAttribute('data-error', 'The card attribute is not valid JSON.');
          this.dispatchEvent(new CustomEvent('error', { detail: error }));
        }
      }
    }
    this.#render();
  }

  connectedCallback(): void {
    ensureIconStyles(this.ownerDocument);
    this.style.display ||= 'block';
    this.#root ??= createRoot(this);
    this.#render();
  }

  disconnectedCallback(): void {
    this.#root?.unmount();
    this.#root = undefined;
  }

  #render(): void {
    if (!this.#root) return;
    if (!this.#card) {
      this.#root.render(null);
      return;
    }
    const side = this.getAttribute('side') === 'back' ? 'back' : 'front';
    const stamps = numberOrUndefined(this.getAttribute('stamps'));
    const width = numberOrUndefined(this.getAttribute('width'));
    this.#root.render(
      createElement(CardPreview, {
        card: this.#card,
        side,
        ...(stamps === undefined ? {} : { stamps }),
        ...(width === undefined ? {} : { width }),
      }),
    );
  }
}

/** Registers the element (once) under `name`. Importing this module registers `stampcard-card-preview`. */
export function defineCardPreviewElement(name = 'stampcard-card-preview'): void {
  if (typeof customElements !== 'undefined' && !customElements.get(name)) {
    customElements.define(name, StampcardCardPreviewElement);
  }
}

defineCardPreviewElement();

declare global {
  interface HTMLElementTagNameMap {
    'stampcard-card-preview': StampcardCardPreviewElement;
  }
}
