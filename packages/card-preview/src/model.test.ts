import type { Card } from '@stampcard/api-client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { contrastIssues } from './contrastIssues';
import { describeCard } from './describeCard';
import { iconKey } from './icons/iconShape';
import { resolveIcon } from './icons/resolveIcon';
import { createDefaultCard, createDefaultReward, MAX_STAMPS, normalizeCard, type LoyaltyCard } from './model';

describe('the card model', () => {
  it("accepts the API client's card type without depending on the client", () => {
    expectTypeOf<Card>().toExtend<LoyaltyCard>();
    const fromApi: Card = {
      loyaltyCardID: 1,
      version: 1,
      configuration: { title: null, rewards: [{ trigger: 2, text: null }] },
    };
    expect(normalizeCard(fromApi).title.text).toBe('Card title');
  });

  it('fills the defaults: an upright card with no rewards', () => {
    const card = normalizeCard(createDefaultCard({ storeID: 4, storeGroupID: 2 }));
    expect(card).toMatchObject({
      width: 500,
      height: 810,
      sectionRatios: { logo: 1.5, title: 1.5, description: 1, stamps: 3.5 },
      backgroundColour: '#3E4AD8',
      cardColour: '#FFFFFF',
      borderRadius: 50,
      header: 'logo',
      description: { display: true, text: 'Card description', colour: '#000000', fontSize: 25 },
      stamps: { total: 9, perRow: 3, cellWidth: 70, cellHeight: 70, cellRadius: 70, cellColour: '#AAAAAA' },
    });
    expect(card.rewards).toEqual([]);
    expect(createDefaultCard().configuration?.rewards).toEqual([]);
    expect(createDefaultCard({ storeID: 4, storeGroupID: 2 })).toMatchObject({ storeID: 4, storeGroupID: 2 });
  });

  it('gives a new reward the defaults', () => {
    expect(createDefaultReward()).toMatchObject({
      trigger: 1,
      backgroundColour: '#ffffff',
      fontSize: 14,
      fontColour: '#000000',
    });
    expect(normalizeCard({ configuration: { rewards: [createDefaultReward()] } }).rewards).toHaveLength(1);
  });

  it('reads a card stored wider than high the right way up', () => {
    expect(normalizeCard({ configuration: { cardWidth: 810, cardHeight: 500 } })).toMatchObject({
      width: 500,
      height: 810,
    });
    expect(normalizeCard({ configuration: { cardWidth: 600, cardHeight: 900 } })).toMatchObject({ width: 600 });
    // Whatever is stored, the design is as high as the preview's shape: 1.62 times its width.
    expect(normalizeCard({ configuration: { cardWidth: 400, cardHeight: 1_000 } }).height).toBeCloseTo(648, 5);
  });

  it('normalises an empty or missing card without throwing', () => {
    expect(normalizeCard(undefined).stamps.total).toBe(9);
    expect(normalizeCard({}).title.text).toBe('Card title');
    expect(normalizeCard({ configuration: null }).header).toBe('title');
  });

  it('clamps nonsense', () => {
    const card = normalizeCard({
      configuration: {
        cardWidth: -5,
        totalNoOfStamps: 1_000,
        itemsPerRow: 0,
        stampAreaHeight: Number.NaN,
        cardBorderRadius: -1,
        backgroundColour: 'url(javascript:alert(1))',
        rewards: [{ trigger: 99 }, { trigger: -3 }, { trigger: 2.6 }],
        titleTextStyle: ['bold', 'bold', 'blink' as never],
      },
    });
    expect(card.width).toBe(100);
    expect(card.stamps.total).toBe(MAX_STAMPS);
    expect(card.stamps.perRow).toBe(1);
    expect(card.stamps.cellHeight).toBe(70);
    expect(card.borderRadius).toBe(0);
    expect(card.backgroundColour).toBe('#3E4AD8');
    expect(card.rewards.map((reward) => reward.trigger)).toEqual([1, 3]);
    expect(card.title.style).toEqual(['bold']);
  });

  it('drops rewards beyond the stamp count and never shows more per row than stamps', () => {
    const card = normalizeCard({
      configuration: { totalNoOfStamps: 4, itemsPerRow: 9, rewards: [{ trigger: 4 }, { trigger: 5 }] },
    });
    expect(card.stamps.perRow).toBe(4);
    expect(card.rewards.map((reward) => reward.trigger)).toEqual([4]);
  });

  it('shows exactly one of logo and title', () => {
    expect(normalizeCard({ configuration: { titleDisplay: true, logoDisplay: true } }).header).toBe('title');
    expect(normalizeCard({ configuration: { titleDisplay: false } }).header).toBe('logo');
  });

  it('builds a data URL for an encoded logo and refuses one that is not base64', () => {
    expect(
      normalizeCard({ configuration: { logoEncodedString: 'iVBORw0KGgo=', logoMimeType: 'image/png' } }).logo.source,
    ).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(normalizeCard({ configuration: { logoEncodedString: '<svg onload=alert(1)>' } }).logo.source).toBeNull();
    expect(normalizeCard({ configuration: { logoURL: 'javascript:alert(1)' } }).logo.source).toBeNull();
  });
});

describe('describeCard', () => {
  it('names the card, the stamps collected and the reward positions', () => {
    const card = normalizeCard({
      name: 'Coffee card',
      configuration: { totalNoOfStamps: 9, rewards: [{ trigger: 5 }, { trigger: 9 }] },
    });
    expect(describeCard(card, 3)).toBe('Coffee card. 3 of 9 stamps collected. Rewards at stamps 5 and 9.');
    expect(describeCard(card)).toBe('Coffee card. 9 stamps. Rewards at stamps 5 and 9.');
    expect(describeCard(card, 40)).toContain('9 of 9 stamps collected');
  });
});

describe('resolveIcon', () => {
  it('reads the weight prefix and falls back to the nearest free weight', () => {
    expect(resolveIcon('s-mug-hot')).toMatchObject({ name: 'mug-hot', weight: 'solid' });
    expect(resolveIcon('star')).toMatchObject({ name: 'star', weight: 'regular' });
    // The free set has no light weight: regular where it exists, else solid.
    expect(resolveIcon('l-star')).toMatchObject({ name: 'star', weight: 'regular' });
    expect(resolveIcon('l-mug-hot')).toMatchObject({ name: 'mug-hot', weight: 'solid' });
    expect(resolveIcon('mug-hot')).toEqual({ name: 'mug-hot', weight: 'solid' });
    expect(iconKey('s-mug-hot')).toBe('solid/mug-hot');
    expect(iconKey('star')).toBe('regular/star');
    // Nothing left of the name: the question mark.
    expect(iconKey('s-!!')).toBe('solid/question');
  });
});

describe('contrastIssues', () => {
  it('reports faint pairs with their ratio and requirement', () => {
    const issues = contrastIssues({
      configuration: {
        descriptionColour: '#CCCCCC',
        descriptionFontSize: 14,
        cardColour: '#FFFFFF',
        stampFontColour: '#FFFFFF',
        stampAreaColour: '#EEEEEE',
        rewards: [
          { trigger: 3, isIcon: false, text: 'Free', fontColour: '#777777', backgroundColour: '#888888', fontSize: 14 },
        ],
      },
    });
    expect(issues.map((issue) => issue.pair)).toEqual([
      'description on card colour',
      'stamp icon on stamp area',
      'reward at stamp 3 on its background',
    ]);
    expect(issues[0]).toMatchObject({ foreground: '#CCCCCC', background: '#FFFFFF', ratio: 1.61, required: 4.5 });
  });

  it('finds nothing wrong with a readable design', () => {
    expect(
      contrastIssues({
        configuration: { stampFontColour: '#FFFFFF', stampAreaColour: '#3E4AD8', titleDisplay: true, rewards: [] },
      }),
    ).toEqual([]);
  });
});
