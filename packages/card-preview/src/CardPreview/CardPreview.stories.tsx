import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CardStates } from '../CardStates/CardStates';
import { CARD_ASPECT_RATIO, THUMBNAIL_SIZE, previewWidth } from '../dimensions';
import { loadIcon } from '../icons/loadIcon';
import { unknownIconKey } from '../icons/iconShape';
import { createDefaultCard } from '../model';
import { coffee, logo, reward } from '../testing/cards';
import { CardPreview } from './CardPreview';

const meta = {
  title: 'Card preview/CardPreview',
  component: CardPreview,
  args: { card: coffee() },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CardPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The accessible name a story's card should have. */
const image = (canvas: { getByRole: (role: 'img') => HTMLElement }) => canvas.getByRole('img');

/** Checks a drawn card is upright: its height is 1.62 times its width, within a pixel. */
async function expectUpright(element: Element, width?: number) {
  const box = element.getBoundingClientRect();
  if (width !== undefined) await expect(box.width).toBeCloseTo(width, 1);
  await expect(Math.abs(box.height - box.width * CARD_ASPECT_RATIO)).toBeLessThanOrEqual(1);
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(image(canvas)).toHaveAccessibleName('Coffee card. 9 stamps. Reward at stamp 9.');
    // Upright: 320 wide, 518.4 high.
    await expectUpright(image(canvas), 320);
  },
};

export const Playground: Story = {
  args: { stamps: 4, side: 'front', isFlippable: true },
};

export const NewCardDefaults: Story = {
  name: 'New card (defaults: placeholder logo, no rewards)',
  args: { card: createDefaultCard() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('image[data-part="logo"][data-placeholder]')).not.toBeNull();
    // Nobody added a reward, so none is drawn.
    await expect(canvasElement.querySelectorAll('[data-part="reward"]')).toHaveLength(0);
    await expect(image(canvas)).toHaveAccessibleName('Card title. 9 stamps.');
    await expectUpright(image(canvas), 320);
  },
};

export const WithLogo: Story = {
  args: { card: coffee({ titleDisplay: false, logoDisplay: true, logoURL: logo, logoWidth: 360 }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('image[data-part="logo"]')).toHaveAttribute('href', logo);
    await expect(canvasElement.querySelector('[data-part="title"]')).toBeNull();
  },
};

export const WithTitle: Story = {
  play: async ({ canvasElement }) => {
    // 50 px bold does not fit the card's width on one line: it wraps between words.
    const lines = [...canvasElement.querySelectorAll('[data-part="title"] tspan')].map((line) => line.textContent);
    await expect(lines).toEqual(['Bold Street', 'Coffee']);
    await expect(canvasElement.querySelector('[data-part="logo"]')).toBeNull();
  },
};

export const DescriptionHidden: Story = {
  args: { card: coffee({ descriptionDisplay: false }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="description"]')).toBeNull();
  },
};

export const TextBold: Story = { args: { card: coffee({ descriptionTextStyle: ['bold'] }) } };
export const TextItalic: Story = { args: { card: coffee({ descriptionTextStyle: ['italic'] }) } };
export const TextUnderlined: Story = { args: { card: coffee({ descriptionTextStyle: ['underline'] }) } };
export const AlignedLeft: Story = { args: { card: coffee({ titleAlignment: 'left', descriptionAlignment: 'left' }) } };
export const AlignedRight: Story = {
  args: { card: coffee({ titleAlignment: 'right', descriptionAlignment: 'right' }) },
};

export const OneStamp: Story = {
  args: { card: coffee({ totalNoOfStamps: 1, itemsPerRow: 1, rewards: [reward({ trigger: 1 })] }) },
};
export const SixStampsThreePerRow: Story = {
  args: { card: coffee({ totalNoOfStamps: 6, itemsPerRow: 3, rewards: [reward({ trigger: 6 })] }) },
};
export const TwelveStampsSixPerRow: Story = {
  args: {
    card: coffee({ totalNoOfStamps: 12, itemsPerRow: 6, rewards: [reward({ trigger: 6 }), reward({ trigger: 12 })] }),
  },
};
export const ThirtyStampsTenPerRow: Story = {
  args: {
    card: coffee({ totalNoOfStamps: 30, itemsPerRow: 10, rewards: [reward({ trigger: 10 }), reward({ trigger: 30 })] }),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="stamp"]')).toHaveLength(30);
  },
};

export const RewardsAsText: Story = {
  args: {
    card: coffee({
      rewards: [
        reward({ trigger: 3, isIcon: false, text: '10% off', fontSize: 16, textStyle: ['bold'] }),
        reward({
          trigger: 9,
          isIcon: false,
          text: 'Free',
          fontSize: 20,
          backgroundColour: '#1E6B34',
          fontColour: '#FFFFFF',
        }),
      ],
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(image(canvas)).toHaveAccessibleName(/Rewards at stamps 3 and 9\./);
    await expect(canvasElement.querySelector('[data-part="reward"][data-trigger="3"]')).toHaveTextContent('10% off');
  },
};

export const RewardsAsIcons: Story = {
  args: { card: coffee({ rewards: [reward({ trigger: 5, icon: 's-star' }), reward({ trigger: 9, icon: 's-gift' })] }) },
};

export const CustomerProgress: Story = {
  name: 'Customer progress (4 of 9)',
  args: { stamps: 4, card: coffee({ rewards: [reward({ trigger: 5 }), reward({ trigger: 9 })] }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(image(canvas)).toHaveAccessibleName(
      'Coffee card. 4 of 9 stamps collected. Rewards at stamps 5 and 9.',
    );
    await expect(canvasElement.querySelectorAll('[data-collected="true"]')).toHaveLength(4);
    await expect(canvasElement.querySelector('[data-part="reward"][data-trigger="5"]')).toHaveAttribute(
      'data-reached',
      'false',
    );
  },
};

export const LongTexts: Story = {
  args: {
    card: coffee({
      title: 'The Extraordinarily Long-Named Independent Coffee Roasters of Bold Street, Liverpool',
      description:
        'Collect a stamp with every hot drink you buy in any of our stores across Liverpool, Bristol and Manchester, and the ninth is on us — oat milk and extra shots included.',
      cardReverseText: 'Terms: one stamp per drink. '.repeat(20),
    }),
  },
};

export const ReverseSide: Story = {
  args: { side: 'back' },
  play: async ({ canvas, canvasElement }) => {
    await expect(image(canvas)).toHaveAccessibleName(/Back of the card\. How it works\./);
    await expect(canvasElement.querySelector('[data-part="reverse-title"]')).toHaveTextContent('How it works');
  },
};

export const Flip: Story = {
  args: { isFlippable: true },
  play: async ({ canvas }) => {
    await expect(image(canvas)).toHaveAttribute('data-side', 'front');
    await userEvent.click(canvas.getByRole('button', { name: 'Show back' }));
    await expect(image(canvas)).toHaveAttribute('data-side', 'back');
    await userEvent.click(canvas.getByRole('button', { name: 'Show front' }));
    await expect(image(canvas)).toHaveAttribute('data-side', 'front');
  },
};

export const ScalesWithItsContainer: Story = {
  decorators: [
    (Story) => (
      <div data-testid="resizable" style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const container = canvas.getByTestId('resizable');
    const card = image(canvas);
    await expectUpright(card, 300);
    container.style.width = '600px';
    await waitFor(() => expect(card.getBoundingClientRect().height).toBeCloseTo(600 * 1.62, 0));
    await expectUpright(card, 600);
    container.style.width = '100px';
    await waitFor(() => expect(card.getBoundingClientRect().height).toBeCloseTo(162, 0));
  },
};

export const StoredLandscapeTurnedUpright: Story = {
  name: 'Stored 810 x 500 (landscape), drawn upright',
  args: { card: coffee({ cardWidth: 810, cardHeight: 500 }) },
  play: async ({ canvas, canvasElement }) => {
    await expectUpright(image(canvas), 320);
    // Read as 500 x 810: the scale is 320 / 500, so the 50 px title is drawn at 32 px.
    const title = canvasElement.querySelector('[data-part="title"]');
    if (!title) throw new Error('no title');
    await expect(title.getBoundingClientRect().height).toBeGreaterThan(30);
  },
};

export const NonsenseNormalised: Story = {
  name: 'Nonsense input, normalised',
  args: {
    card: {
      name: null,
      configuration: {
        cardWidth: -100,
        totalNoOfStamps: 500,
        itemsPerRow: 0,
        stampAreaColour: 'not a colour',
        rewards: [{ trigger: 900 }, { trigger: -2, isIcon: false, text: 'Hi' }],
        sectionRatios: { stamps: -4 },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="stamp"]')).toHaveLength(30);
  },
};

export const UnknownIcon: Story = {
  args: { card: coffee({ stampIcon: 's-not-an-icon' }) },
  play: async ({ canvasElement }) => {
    // An unknown icon draws Font Awesome's question mark, visibly wrong, once the file is missing.
    const stampIcons = '[data-part="icon"][data-icon="solid/not-an-icon"]';
    await waitFor(() => expect(canvasElement.querySelectorAll(stampIcons)).toHaveLength(8));
    const icon = canvasElement.querySelector(stampIcons);
    await expect(icon).toHaveAttribute('data-icon', 'solid/not-an-icon');
    await expect(icon?.getAttribute('d')).toBe((await loadIcon(unknownIconKey))?.path);
  },
};

const thumbnailWidth = previewWidth(THUMBNAIL_SIZE.height);

export const Thumbnail: Story = {
  name: 'Thumbnail (125 x 200 tile)',
  decorators: [
    (Story) => (
      <div
        data-testid="tile"
        style={{ width: THUMBNAIL_SIZE.width, height: THUMBNAIL_SIZE.height, display: 'grid', placeItems: 'center' }}
      >
        <Story />
      </div>
    ),
  ],
  args: { width: thumbnailWidth },
  play: async ({ canvas }) => {
    // The upright card fills the tile's height: 200 high, 123.5 wide.
    await expectUpright(image(canvas), thumbnailWidth);
    await expect(image(canvas).getBoundingClientRect().height).toBeCloseTo(THUMBNAIL_SIZE.height, 0);
  },
};

export const ThumbnailGrid: Story = {
  name: 'Thumbnail grid (100 cards in 125 x 200 tiles)',
  decorators: [
    (Story) => (
      <div style={{ width: 1100 }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <ul
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}
      aria-label="Cards"
    >
      {Array.from({ length: 100 }, (_, index) => (
        <li key={index} style={{ width: THUMBNAIL_SIZE.width, height: THUMBNAIL_SIZE.height, display: 'grid' }}>
          <CardPreview
            width={thumbnailWidth}
            style={{ justifySelf: 'center' }}
            card={coffee(
              {
                backgroundColour: ['#3E4AD8', '#1E6B34', '#8A1C2B', '#14213D', '#5B2A86'][index % 5],
                totalNoOfStamps: 6 + (index % 10),
                itemsPerRow: 3 + (index % 3),
              },
              `Card ${index + 1}`,
            )}
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('img');
    await expect(cards).toHaveLength(100);
    const [first] = cards;
    if (!first) throw new Error('no card');
    await expectUpright(first, thumbnailWidth);
  },
};

export const States: Story = {
  name: 'CardStates view',
  decorators: [
    (Story) => (
      <div style={{ width: 620 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <CardStates card={args.card ?? coffee()} width={280} />,
  args: { card: coffee({ rewards: [reward({ trigger: 5, icon: 's-star' }), reward({ trigger: 9 })] }) },
  play: async ({ canvas }) => {
    const states = canvas.getByRole('list', { name: 'Card states' });
    // No stamps, the reward at 5 reached, and full (the reward at 9): front and back of each.
    await expect(states.querySelectorAll(':scope > li')).toHaveLength(3);
    await expect(canvas.getByText('No stamps (0 of 9)')).toBeVisible();
    await expect(canvas.getByText('Full card, reward at stamp 9 reached (9 of 9)')).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(6);
  },
};
