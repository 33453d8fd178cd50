import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { CardPreview } from './CardPreview/CardPreview';
import './element/index';
import type { IconShape } from './icons/iconShape';
import { loadIcons } from './icons/loadIcon';
import { layoutCard } from './layout/layoutCard';
import { drawLayoutSvg, renderCardSvg } from './svg/renderCardSvg';
import { cardStatesToCompare, type CardState } from './testing/cards';

/** The width every renderer draws at, in pixels. */
const width = 300;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'stampcard-card-preview': {
        card?: CardState['card'];
        width?: string;
        side?: string;
        stamps?: string;
      };
    }
  }
}

function Element({ state }: { state: CardState }) {
  // React 19 sets `card` as the element's property (an object, not an attribute).
  return (
    <stampcard-card-preview
      card={state.card}
      width={String(width)}
      side={state.side ?? 'front'}
      {...(state.stamps === undefined ? {} : { stamps: String(state.stamps) })}
    />
  );
}

function SvgString({ state }: { state: CardState }) {
  const [icons, setIcons] = useState<Record<string, IconShape> | null>(null);
  useEffect(() => {
    void loadIcons(layoutCard(state.card, state).icons).then(setIcons);
  }, [state]);
  if (icons === null) return null;
  // The string renderer's output, as a server would send it (the story's own data, no user input).
  return <div dangerouslySetInnerHTML={{ __html: renderCardSvg(state.card, { ...state, width, icons }) }} />;
}

function Renderers({ state }: { state: CardState }) {
  return (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      {(
        [
          // Filling its container (300 px): inline SVG.
          ['React', <CardPreview key="react" card={state.card} side={state.side} stamps={state.stamps} />],
          [
            'React at a fixed width (a picture)',
            <CardPreview key="picture" card={state.card} side={state.side} stamps={state.stamps} width={width} />,
          ],
          ['Custom element', <Element key="element" state={state} />],
          ['SVG string', <SvgString key="svg" state={state} />],
        ] as const
      ).map(([label, renderer]) => (
        <figure key={label} data-renderer={label} style={{ margin: 0, width }}>
          {renderer}
          <figcaption>{label}</figcaption>
        </figure>
      ))}
    </div>
  );
}

interface Drawn {
  part: string;
  data: string;
  text: string;
  box: [number, number, number, number];
}

/** Every named part of a drawn card: what it is, its data, its text and its box relative to the card. */
function drawnParts(svg: SVGSVGElement): Drawn[] {
  const origin = svg.getBoundingClientRect();
  return [...svg.querySelectorAll('[data-part]')].map((element) => {
    const box = element.getBoundingClientRect();
    return {
      part: element.getAttribute('data-part') ?? '',
      data: [...element.attributes]
        .filter((attribute) => attribute.name.startsWith('data-'))
        .map((attribute) => `${attribute.name}=${attribute.value}`)
        .join(' '),
      text: element.textContent,
      box: [box.x - origin.x, box.y - origin.y, box.width, box.height],
    };
  });
}

function svgOf(figure: Element | null): SVGSVGElement | null {
  const element = figure?.querySelector('stampcard-card-preview');
  return (element?.shadowRoot ?? figure)?.querySelector('svg') ?? null;
}

const meta = {
  title: 'Card preview/Three renderers',
  component: Renderers,
  parameters: { layout: 'padded' },
  args: { state: cardStatesToCompare.design },
  play: async ({ canvasElement, args }) => {
    const icons = layoutCard(args.state.card, args.state).icons.length;
    const figures = ['React', 'Custom element', 'SVG string'].map((name) =>
      canvasElement.querySelector(`[data-renderer="${name}"]`),
    );
    // Each renderer has drawn the card with its icons.
    await waitFor(() => {
      for (const figure of figures) {
        const svg = svgOf(figure);
        if (!svg) throw new Error(`${figure?.getAttribute('data-renderer') ?? 'A renderer'} has not drawn yet.`);
        if (icons > 0 && svg.querySelectorAll('[data-part="icon"]').length === 0) throw new Error('No icons yet.');
      }
    });
    // The fixed-width preview is a picture of exactly the string renderer's SVG.
    const picture = canvasElement.querySelector<HTMLImageElement>(
      '[data-renderer="React at a fixed width (a picture)"] img',
    );
    const loaded = await loadIcons(layoutCard(args.state.card, args.state).icons);
    await waitFor(() =>
      expect(decodeURIComponent(picture?.getAttribute('src') ?? '')).toBe(
        `data:image/svg+xml;charset=utf-8,${drawLayoutSvg(layoutCard(args.state.card, { ...args.state, width }), { icons: loaded }, { sharedOutlines: true })}`,
      ),
    );
    const [react, ...others] = figures.map((figure) => {
      const svg = svgOf(figure);
      if (!svg) throw new Error('Not drawn.');
      return drawnParts(svg);
    });
    if (!react) throw new Error('No React drawing.');
    await expect(react.length).toBeGreaterThan(2);
    for (const other of others) {
      await expect(other.map(({ part, data, text }) => ({ part, data, text }))).toEqual(
        react.map(({ part, data, text }) => ({ part, data, text })),
      );
      // The same boxes within a pixel.
      other.forEach((drawn, index) => {
        const expected = react[index]?.box ?? [];
        drawn.box.forEach((value, axis) => {
          if (Math.abs(value - (expected[axis] ?? Number.NaN)) > 1) {
            throw new Error(
              `${drawn.part} (${drawn.data}) differs: ${drawn.box.join(', ')} against ${expected.join(', ')}.`,
            );
          }
        });
      });
    }
  },
} satisfies Meta<typeof Renderers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The design as the editor shows it: React, the custom element and the SVG string draw the same card. */
export const Design: Story = {};
export const NewCard: Story = { args: { state: cardStatesToCompare.newCard } };
export const WithLogo: Story = { args: { state: cardStatesToCompare.withLogo } };
export const StyledAndAligned: Story = { args: { state: cardStatesToCompare.styledAndAligned } };
export const DescriptionHidden: Story = { args: { state: cardStatesToCompare.descriptionHidden } };
export const ThirtyStamps: Story = { args: { state: cardStatesToCompare.thirtyStamps } };
export const RewardsAsText: Story = { args: { state: cardStatesToCompare.rewardsAsText } };
export const CustomerProgress: Story = { args: { state: cardStatesToCompare.customerProgress } };
export const LongTexts: Story = { args: { state: cardStatesToCompare.longTexts } };
export const Back: Story = { args: { state: cardStatesToCompare.back } };
export const UnknownIcon: Story = { args: { state: cardStatesToCompare.unknownIcon } };
