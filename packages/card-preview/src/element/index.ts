/**
 * `<stampcard-card-preview>`: the card preview for any page, with or without a framework. Plain
 * DOM in a shadow root (no React): the card's layout drawn as SVG, its icons loaded on demand,
 * one small file each, from the `icons/` folder beside this module (or `setIconBase`).
 *
 *   <script type="module" src="https://…/@stampcard/card-preview/dist/element.js"></script>
 *   <stampcard-card-preview stamps="3" card='{"name":"Coffee card","configuration":{…}}'></stampcard-card-preview>
 *
 * Attributes: `card` (JSON), `stamps`, `side` (`front` or `back`), `width` (pixels; by default it
 * fills its container's width). Properties: `card` (an object; takes precedence over the
 * attribute once set), `stamps`, `side`, `width`.
 * Events: `render` after the card is drawn with its icons (`detail`: the layout's `label`, `side`
 * and `icons`), `error` when the `card` attribute is not valid JSON (the card is then not drawn).
 */
import { loadedIcon, loadIcons, setIconBase } from '../icons/loadIcon';
import { layoutCard } from '../layout/layoutCard';
import type { LoyaltyCard } from '../model';
import { patchLayoutSvg } from '../svg/patchLayoutSvg';
import { drawLayoutParts, type LayoutSvgParts } from '../svg/renderCardSvg';

export { setIconBase };

/** What the `render` event says. */
export interface CardRenderDetail {
  label: string;
  side: 'front' | 'back';
  icons: string[];
}

const numberOrUndefined = (value: string | null) => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

// Importing the module where there is no DOM (server rendering) defines nothing and does not throw.
const Base: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (Object as unknown as typeof HTMLElement) : HTMLElement;

export class StampcardCardPreviewElement extends Base {
  static readonly observedAttributes = ['card', 'stamps', 'side', 'width'];

  #card: LoyaltyCard | null = null;
  /** Whether a script set the card: the `card` attribute no longer replaces it. */
  #cardIsProperty = false;
  #drawing = 0;
  /** What the shadow root shows: a new drawing replaces only the parts that differ. */
  #drawn: LayoutSvgParts | null = null;

  /** The card to draw (takes precedence over the `card` attribute once set). */
  get card(): LoyaltyCard | null {
    return this.#card;
  }

  set card(value: LoyaltyCard | null) {
    this.#card = value;
    this.#cardIsProperty = true;
    this.removeAttribute('data-error');
    this.#render();
  }

  /** Stamps collected; undefined shows the design. */
  get stamps(): number | undefined {
    return numberOrUndefined(this.getAttribute('stamps'));
  }

  set stamps(value: number | undefined) {
    if (value === undefined) this.removeAttribute('stamps');
    else this.setAttribute('stamps', String(value));
  }

  get side(): 'front' | 'back' {
    return this.getAttribute('side') === 'back' ? 'back' : 'front';
  }

  set side(value: 'front' | 'back') {
    this.setAttribute('side', value);
  }

  /** A fixed width in pixels; undefined fills the container's width. */
  get width(): number | undefined {
    return numberOrUndefined(this.getAttribute('width'));
  }

  set width(value: number | undefined) {
    if (value === undefined) this.removeAttribute('width');
    else this.setAttribute('width', String(value));
  }

  attributeChangedCallback(name: string, _previous: string | null, value: string | null): void {
    if (name === 'card' && !this.#cardIsProperty) {
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
    this.style.display ||= 'block';
    this.#render();
  }

  #render(): void {
    if (!this.isConnected) return;
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const drawing = ++this.#drawing;
    if (!this.#card) {
      root.replaceChildren();
      this.#drawn = null;
      return;
    }
    const width = this.width;
    const stamps = this.stamps;
    const layout = layoutCard(this.#card, {
      side: this.side,
      ...(stamps === undefined ? {} : { stamps }),
      ...(width === undefined ? {} : { width }),
    });
    const draw = (icons: Parameters<typeof drawLayoutParts>[1]) => {
      // Without a width it fills the container's width; the viewBox keeps the card's shape.
      const parts = drawLayoutParts(layout, icons, { fluid: width === undefined });
      patchLayoutSvg(root, this.#drawn, parts);
      this.#drawn = parts;
      // A block (set through the style object: a strict policy may forbid style attributes).
      const svg = root.firstElementChild as SVGSVGElement | null;
      if (svg && svg.style.display !== 'block') svg.style.display = 'block';
    };
    // At a fixed width (thumbnails), an element off screen costs no layout or paint until scrolled to.
    this.style.contentVisibility = width === undefined ? '' : 'auto';
    this.style.containIntrinsicSize = width === undefined ? '' : `${width}px ${layout.displayHeight}px`;
    // Icons already loaded (an earlier card used them) are drawn at once; others follow.
    if (!layout.icons.every((key) => loadedIcon(key) !== undefined)) draw({});
    void loadIcons(layout.icons).then((icons) => {
      if (drawing !== this.#drawing) return;
      draw({ icons });
      this.dispatchEvent(
        new CustomEvent<CardRenderDetail>('render', {
          detail: { label: layout.label, side: layout.side, icons: layout.icons },
        }),
      );
    });
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
  interface HTMLElementEventMap {
    render: CustomEvent<CardRenderDetail>;
  }
}
