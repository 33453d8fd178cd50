import { buildCard, buildCardConfiguration, buildReward } from '@stampcard/api-client/testing';
import { createDefaultReward } from '@stampcard/card-preview';
import { describe, expect, it } from 'vitest';
import type { CardDraft } from '../types';
import {
  addReward,
  flipTitleAndLogo,
  removeReward,
  setConfiguration,
  setName,
  showsTitle,
  updateReward,
} from './recipes';

const withRewards = (...triggers: number[]): CardDraft =>
  buildCard({
    configuration: buildCardConfiguration({ rewards: triggers.map((trigger) => buildReward({ trigger })) }),
  });

describe('setConfiguration', () => {
  it('merges a patch without mutating the draft', () => {
    const card = buildCard();
    const before = structuredClone(card);
    const next = setConfiguration({ cardColour: '#000000' })(card);
    expect(next.configuration.cardColour).toBe('#000000');
    expect(next.configuration.backgroundColour).toBe(card.configuration.backgroundColour);
    expect(card).toEqual(before);
  });

  it('removes a property patched to undefined (an emptied number field)', () => {
    const next = setConfiguration({ cardBorderRadius: undefined })(buildCard());
    expect('cardBorderRadius' in next.configuration).toBe(false);
  });
});

describe('flipTitleAndLogo', () => {
  it('flips title to logo and back, keeping the flags opposite', () => {
    const title = buildCard({ configuration: buildCardConfiguration({ titleDisplay: true, logoDisplay: false }) });
    const logo = flipTitleAndLogo(title);
    expect(logo.configuration).toMatchObject({ titleDisplay: false, logoDisplay: true });
    expect(flipTitleAndLogo(logo).configuration).toMatchObject({ titleDisplay: true, logoDisplay: false });
    expect(title.configuration.titleDisplay).toBe(true);
  });

  it('reads missing flags as the preview does, and sets both', () => {
    const bare: CardDraft = { configuration: {} };
    expect(showsTitle(bare.configuration)).toBe(true);
    expect(flipTitleAndLogo(bare).configuration).toEqual({ titleDisplay: false, logoDisplay: true });
    expect(showsTitle({ logoDisplay: true })).toBe(false);
    // Inconsistent flags: titleDisplay wins, as in the preview; the flip makes them opposite.
    expect(flipTitleAndLogo({ configuration: { titleDisplay: true, logoDisplay: true } }).configuration).toEqual({
      titleDisplay: false,
      logoDisplay: true,
    });
  });
});

describe('rewards', () => {
  it('adds a new reward at the top', () => {
    const card = withRewards(5, 9);
    const next = addReward(card);
    expect(next.configuration.rewards?.map((reward) => reward.trigger)).toEqual([1, 5, 9]);
    expect(card.configuration.rewards).toHaveLength(2);
  });

  it('adds to a card without a rewards list', () => {
    expect(addReward({ configuration: {} }).configuration.rewards).toEqual([createDefaultReward()]);
  });

  it('removes the reward at an index, and nothing outside the list', () => {
    const card = withRewards(3, 5, 9);
    expect(removeReward(1)(card).configuration.rewards?.map((reward) => reward.trigger)).toEqual([3, 9]);
    expect(removeReward(3)(card)).toBe(card);
    expect(removeReward(-1)(card)).toBe(card);
    expect(card.configuration.rewards).toHaveLength(3);
  });

  it('updates one reward and leaves the others (same objects)', () => {
    const card = withRewards(3, 5);
    const next = updateReward(1, { title: 'Free coffee', paddingTop: undefined })(card);
    expect(next.configuration.rewards?.[1]).toMatchObject({ trigger: 5, title: 'Free coffee' });
    expect(next.configuration.rewards?.[1]).not.toHaveProperty('paddingTop');
    expect(next.configuration.rewards?.[0]).toBe(card.configuration.rewards?.[0]);
    expect(updateReward(4, { title: 'x' })(card)).toBe(card);
  });
});

describe('name', () => {
  it("sets the card's name and leaves its design alone", () => {
    const card = buildCard({ name: 'Coffee card' });
    const next = setName('Winter coffee card')(card);
    expect(next.name).toBe('Winter coffee card');
    expect(next.configuration).toBe(card.configuration);
    expect(card.name).toBe('Coffee card');
  });
});
