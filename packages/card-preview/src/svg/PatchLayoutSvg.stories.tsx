import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CardPreview } from '../CardPreview/CardPreview';
import '../element/index';
import { loadIcons } from '../icons/loadIcon';
import { layoutCard } from '../layout/layoutCard';
import { cardStatesToCompare, coffee, logo, reward, type CardState } from '../testing/cards';
import { patchLayoutSvg } from './patchLayoutSvg';
import { drawLayoutParts, drawLayoutSvg, type RenderCardSvgOptions, type SvgHosting } from './renderCardSvg';

/** A title typed letter by letter, then corrected. */
const typed = ['B', 'Bo', 'Bol', 'Bold', 'Bold ', 'Bold S', 'Bold St', 'Bold S'].map((title) => coffee({ title }));

/**
 * What an editor does to a card, one change after another: typing, colours, styles that add or
 * remove attributes, a text growing to two lines, sections shown and hidden, stamps and rewards,
 * the logo, the back, and every state the renderers are compared in.
 */
const edits: CardState[] = [
  ...typed.map((card) => ({ card })),
  { card: coffee({ cardColour: '#FFEEDD' }) },
  { card: coffee({ cardColour: '#112233', backgroundColour: '#445566' }) },
  { card: coffee({ titleTextStyle: ['italic', 'underline'] }) },
  { card: coffee({ titleTextStyle: [] }) },
  { card: coffee({ title: 'The Extraordinarily Long-Named Independent Coffee Roasters' }) },
  { card: coffee({ title: 'Short' }) },
  { card: coffee({ descriptionDisplay: false }) },
  { card: coffee() },
  { card: coffee(), stamps: 3 },
  { card: coffee(), stamps: 4 },
  { card: coffee({ stampFontColour: '#D81B60' }), stamps: 4 },
  { card: coffee({ rewards: [reward({ trigger: 5, icon: 's-star' }), reward()] }), stamps: 4 },
  { card: coffee({ rewards: [reward({ trigger: 5, isIcon: false, text: '10% off' }), reward()] }), stamps: 6 },
  { card: coffee({ totalNoOfStamps: 12, itemsPerRow: 4 }) },
  { card: coffee({ titleDisplay: false, logoDisplay: true, logoURL: logo, logoWidth: 360 }) },
  { card: coffee(), side: 'back' },
  { card: coffee({ cardReverseTitle: 'How to collect' }), side: 'back' },
  { card: coffee() },
  ...Object.values(cardStatesToCompare),
  { card: coffee() },
];

/** The icons every edit draws, loaded before the first, so that each renderer draws them at once. */
async function loadEveryIcon(): Promise<RenderCardSvgOptions['icons']> {
  return loadIcons([...new Set(edits.flatMap((edit) => layoutCard(edit.card, edit).icons))]);
}

/** The SVG a fresh drawing makes, as the browser parses and writes it back. */
function freshSvg(state: CardState, options: RenderCardSvgOptions, hosting: SvgHosting): string {
  const host = document.createElement('div');
  host.innerHTML = drawLayoutSvg(layoutCard(state.card, { ...state, ...options }), options, hosting);
  return host.firstElementChild?.outerHTML ?? '';
}

/** The host's SVG as markup, without the style the custom element sets on it. */
function drawnSvg(host: Element | ShadowRoot | null | undefined): string {
  const svg = host?.querySelector('svg')?.cloneNode(true);
  if (!(svg instanceof SVGSVGElement)) return '';
  svg.removeAttribute('style');
  return svg.outerHTML;
}

/** The custom element, given the card as a property, as a script would. */
function CustomElement({ card, side, stamps }: CardState) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = document.createElement('stampcard-card-preview');
    container.current?.append(element);
    return () => element.remove();
  }, []);
  useEffect(() => {
    const element = container.current?.querySelector('stampcard-card-preview');
    if (!element) return;
    element.card = card;
    element.side = side ?? 'front';
    element.stamps = stamps;
  }, [card, side, stamps]);
  return <div ref={container} data-testid="element" style={{ width: 200 }} />;
}

/** Where the cards are drawn: a host for the patches, the React preview, the custom element. */
function Renderers(state: CardState) {
  return (
    <div style={{ display: 'flex', gap: 24 }}>
      <div data-testid="patched" style={{ width: 200 }} />
      <div style={{ width: 200 }}>
        <CardPreview card={state.card} side={state.side} stamps={state.stamps} />
      </div>
      <CustomElement {...state} />
    </div>
  );
}

/** The React preview and the custom element, stepping through the edits with a button. */
function Editor() {
  const [step, setStep] = useState(0);
  const state = edits[step] ?? { card: coffee() };
  return (
    <div>
      <button type="button" onClick={() => setStep((current) => current + 1)}>
        Next edit
      </button>
      <Renderers {...state} />
    </div>
  );
}

const meta = {
  title: 'Card preview/Patching the drawing',
  component: Editor,
  parameters: {
    layout: 'padded',
    visual: { disable: 'A check of the markup after each edit: the other stories photograph each state.' },
  },
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * After each edit, patched from the drawing before it, the SVG is the markup a fresh drawing
 * makes: inline in a page and as a standalone image (its title first). A title's keystroke
 * replaces the title alone: the stamp grid's elements are kept.
 */
export const PatchesToAFreshDrawing: Story = {
  play: async ({ canvas }) => {
    const icons = await loadEveryIcon();
    const host = canvas.getByTestId('patched');
    for (const hosting of [{ fluid: true, decorative: true }, {}] satisfies SvgHosting[]) {
      let previous = null;
      host.replaceChildren();
      for (const [index, edit] of edits.entries()) {
        // Some edits drawn first without their icons, as a renderer draws while they load, or
        // without the logo (a part of no element: the drawing is drawn whole).
        const steps: RenderCardSvgOptions[][] = [[{}, { icons }], [{ icons }], [{ icons, resolveImage: () => null }]];
        for (const options of steps[index % 3] ?? []) {
          const next = drawLayoutParts(layoutCard(edit.card, edit), options, hosting);
          patchLayoutSvg(host, previous, next);
          previous = next;
          await expect(drawnSvg(host), `edit ${index + 1}`).toBe(freshSvg(edit, options, hosting));
        }
      }
    }

    const grid = () => host.querySelector('[data-part="stamps"]');
    const first = drawLayoutParts(layoutCard(coffee({ title: 'Bold' })), { icons });
    patchLayoutSvg(host, null, first);
    const before = grid();
    patchLayoutSvg(host, first, drawLayoutParts(layoutCard(coffee({ title: 'Bolt' })), { icons }));
    await expect(host.querySelector('[data-part="title"]')).toHaveTextContent('Bolt');
    await expect(grid()).toBe(before);
  },
};

/** Stepping through the edits, the React preview and the custom element draw what a fresh drawing does. */
export const RenderersFollowEdits: Story = {
  play: async ({ canvas, canvasElement }) => {
    const icons = await loadEveryIcon();
    const preview = canvasElement.querySelector('[data-component="CardPreview"] [role="img"]');
    const element = canvasElement.querySelector('stampcard-card-preview');
    for (const [index, edit] of edits.entries()) {
      if (index > 0) await userEvent.click(canvas.getByRole('button', { name: 'Next edit' }));
      const expected = (hosting: SvgHosting) => freshSvg(edit, { icons }, hosting);
      await waitFor(() =>
        expect(drawnSvg(preview), `React, edit ${index + 1}`).toBe(expected({ fluid: true, decorative: true })),
      );
      await waitFor(() =>
        expect(drawnSvg(element?.shadowRoot), `element, edit ${index + 1}`).toBe(expected({ fluid: true })),
      );
    }
  },
};
