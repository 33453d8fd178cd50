import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import type { IconShape } from '../icons/iconShape';
import { loadIcons } from '../icons/loadIcon';
import { coffee } from '../testing/cards';
import { cardIconKeys, renderCardSvg, type RenderCardSvgOptions } from './renderCardSvg';

/** The SVG string as an e-mail or a page without script shows it: a picture (`<img>`). */
function SvgPicture({ side, stamps, width = 300 }: Pick<RenderCardSvgOptions, 'side' | 'stamps' | 'width'>) {
  const card = coffee();
  const [icons, setIcons] = useState<Record<string, IconShape> | null>(null);
  useEffect(() => {
    void loadIcons(cardIconKeys(card, side === undefined ? {} : { side })).then(setIcons);
    // The card is the same on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [side]);
  if (icons === null) return null;
  const svg = renderCardSvg(card, {
    icons,
    width,
    ...(side === undefined ? {} : { side }),
    ...(stamps === undefined ? {} : { stamps }),
  });
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={/aria-label="([^"]*)"/.exec(svg)?.[1] ?? ''}
      width={width}
    />
  );
}

const meta = {
  title: 'Card preview/SVG string',
  component: SvgPicture,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SvgPicture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The front, as `renderCardSvg` writes it for a picture. */
export const Front: Story = {
  args: { stamps: 3 },
  play: async ({ canvas }) => {
    const picture = await canvas.findByRole('img', {
      name: 'Coffee card. 3 of 9 stamps collected. Reward at stamp 9.',
    });
    await waitFor(() => expect((picture as HTMLImageElement).naturalHeight).toBeGreaterThan(0));
    await expect(picture.getBoundingClientRect().height).toBeCloseTo(486, 0);
  },
};

/** The back. */
export const Back: Story = {
  args: { side: 'back' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: /Back of the card\. How it works\./ })).toBeVisible();
  },
};
