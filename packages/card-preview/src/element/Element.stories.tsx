import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, waitFor } from 'storybook/test';
import { CARD_ASPECT_RATIO } from '../dimensions';
import { coffee, reward } from '../testing/cards';
import type { StampcardCardPreviewElement } from './index';
import './index';

interface HostProps {
  /** The card, set as the element's property (as a script would). */
  card?: ReturnType<typeof coffee>;
  /** Attributes, as a page's markup would have them. */
  attributes?: Record<string, string>;
  /** The container's width in pixels (the element fills it unless given `width`). */
  containerWidth?: number;
}

/** A page without React would write `<stampcard-card-preview …>`: the host only adds it to the DOM. */
function Host({ card, attributes = {}, containerWidth = 300 }: HostProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = document.createElement('stampcard-card-preview');
    const events: string[] = [];
    element.addEventListener('render', (event) => {
      events.push(`render: ${event.detail.label}`);
      element.dataset.events = events.join('\n');
    });
    element.addEventListener('error', () => {
      events.push('error');
      element.dataset.events = events.join('\n');
    });
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (card) element.card = card;
    container.current?.append(element);
    return () => element.remove();
  }, [card, attributes]);
  return <div ref={container} data-testid="container" style={{ width: containerWidth }} />;
}

const meta = {
  title: 'Card preview/Custom element',
  component: Host,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Host>;

export default meta;
type Story = StoryObj<typeof meta>;

function elementIn(canvasElement: HTMLElement): StampcardCardPreviewElement {
  const element = canvasElement.querySelector('stampcard-card-preview');
  if (!element) throw new Error('No element.');
  return element;
}

/** Waits for the element's `render` event: the card drawn with its icons. */
async function rendered(canvasElement: HTMLElement): Promise<SVGSVGElement> {
  const element = elementIn(canvasElement);
  await waitFor(() => expect(element.dataset.events).toMatch(/^render: /m));
  const svg = element.shadowRoot?.querySelector('svg');
  if (!svg) throw new Error('Not drawn.');
  return svg;
}

/** The card as a JSON attribute, as static markup gives it; it fills its container's width. */
export const FromAttributes: Story = {
  args: { attributes: { card: JSON.stringify(coffee()), stamps: '3' } },
  play: async ({ canvasElement }) => {
    const svg = await rendered(canvasElement);
    await expect(svg).toHaveAttribute('role', 'img');
    await expect(svg).toHaveAccessibleName('Coffee card. 3 of 9 stamps collected. Reward at stamp 9.');
    const box = svg.getBoundingClientRect();
    await expect(box.width).toBeCloseTo(300, 0);
    await expect(Math.abs(box.height - 300 * CARD_ASPECT_RATIO)).toBeLessThanOrEqual(1);
    // Three stamps collected: three stamp icons; the reward at 9 is drawn, unreached.
    await expect(svg.querySelectorAll('[data-part="icon"][data-icon="solid/mug-hot"]')).toHaveLength(3);
    await expect(svg.querySelector('[data-part="reward"]')).toHaveAttribute('data-reached', 'false');
  },
};

/** The card set as a property (an object), at a fixed width. */
export const FromProperty: Story = {
  args: { card: coffee({ rewards: [reward({ trigger: 5, icon: 's-star' }), reward()] }), attributes: { width: '180' } },
  play: async ({ canvasElement }) => {
    const svg = await rendered(canvasElement);
    await expect(svg.getBoundingClientRect().width).toBeCloseTo(180, 0);
    await expect(svg).toHaveAccessibleName('Coffee card. 9 stamps. Rewards at stamps 5 and 9.');
  },
};

/** The back of the card. */
export const Back: Story = {
  args: { card: coffee(), attributes: { side: 'back' } },
  play: async ({ canvasElement }) => {
    const svg = await rendered(canvasElement);
    await expect(svg).toHaveAccessibleName(/^Coffee card\. Back of the card\. How it works\./);
    await expect(svg.querySelector('[data-part="reverse-title"]')).toHaveTextContent('How it works');
  },
};

/** Changing an attribute draws the card again; a resized container resizes the card. */
export const FollowsChanges: Story = {
  args: { card: coffee() },
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    const element = elementIn(canvasElement);
    element.stamps = 9;
    await waitFor(() =>
      expect(element.shadowRoot?.querySelector('svg')).toHaveAccessibleName(/9 of 9 stamps collected/),
    );
    const container = canvasElement.querySelector<HTMLElement>('[data-testid="container"]');
    if (!container) throw new Error('No container.');
    container.style.width = '200px';
    await waitFor(() =>
      expect(element.shadowRoot?.querySelector('svg')?.getBoundingClientRect().width).toBeCloseTo(200, 0),
    );
  },
};

/** A `card` attribute that is not JSON: nothing is drawn, `data-error` says why and `error` fires. */
export const MalformedCard: Story = {
  args: { attributes: { card: '{"name": "Coffee card", ' } },
  play: async ({ canvasElement }) => {
    const element = elementIn(canvasElement);
    await expect(element).toHaveAttribute('data-error', 'The card attribute is not valid JSON.');
    await expect(element.dataset.events).toBe('error');
    await expect(element.shadowRoot?.querySelector('svg') ?? null).toBeNull();
  },
};
