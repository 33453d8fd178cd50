/**
 * The seed's loyalty cards, designed with the card preview's own model: a new card's design
 * (`createDefaultCard`) and reward (`createDefaultReward`) with each business's colours, stamp
 * icon and reward, so a seeded card is drawn exactly as one made in the card builder.
 */
import {
  createDefaultCard,
  createDefaultReward,
  type CardConfiguration,
  type CardReward,
} from '@stampcard/card-preview';
import type { BusinessPlan } from './plans.ts';
import type { Random } from './random.ts';
import type { CardRow } from './tables.ts';

/** The businesses' colours: the background (and stamps), then the card. */
const palettes = [
  ['#3E4AD8', '#FFFFFF'],
  ['#1E6B34', '#F4F1E8'],
  ['#8A1C2B', '#FFF8F0'],
  ['#14213D', '#FCA311'],
  ['#5B2A86', '#F3E8FF'],
  ['#0B6E75', '#E6FAF8'],
] as const;

/** A new card's design without its logo's part: the seeded cards show their title and have no logo. */
function defaultDesign(): CardConfiguration {
  const { logoURL, logoMimeType, logoEncodedString, logoWidth, logoAlignment, ...design } =
    createDefaultCard().configuration ?? {};
  return design;
}

/** The rewards of a card: the business's reward on the last stamp, on larger cards sometimes a treat half-way. */
function rewards(plan: BusinessPlan, stamps: number, random: Random): CardReward[] {
  const last: CardReward = { ...createDefaultReward(), trigger: stamps, title: plan.kind.reward, text: null };
  if (stamps >= 8 && random.chance(0.5)) {
    const halfWay: CardReward = {
      ...last,
      trigger: Math.floor(stamps / 2),
      title: 'Half-way treat',
      isIcon: false,
      icon: null,
      text: '½',
    };
    return [halfWay, last];
  }
  return [last];
}

/** A card's design: titled `title`, in the business's colours, with its stamp icon and reward. */
export function cardDesign(plan: BusinessPlan, title: string, stamps: number, random: Random): CardConfiguration {
  const [background, card] = palettes[plan.businessId % palettes.length] ?? palettes[0];
  const cardRewards = rewards(plan, stamps, random);
  return {
    ...defaultDesign(),
    backgroundColour: background,
    cardColour: card,
    cardInListColour: background,
    cardBorderRadius: random.pick([24, 40, 50]),
    logoDisplay: false,
    titleDisplay: true,
    title,
    titleTextStyle: ['bold'],
    description: `Collect ${stamps} stamps for a ${plan.kind.reward.toLowerCase()}.`,
    totalNoOfStamps: stamps,
    stampColour: background,
    stampIcon: plan.kind.icon,
    itemsPerRow: stamps > 9 ? 5 : 3,
    cardReverseTitle: 'How it works',
    cardReverseText: `Tap your phone on the Stampcard tag at the till to collect a stamp. ${plan.kind.reward} after ${stamps} stamps.`,
    cardReverseBackgroundColour: card,
    rewards: cardRewards,
  };
}

/** A card's row: its design titled `title` (the store's or the business's name). */
export function cardRow(
  random: Random,
  plan: BusinessPlan,
  card: Omit<CardRow, 'businessId' | 'configuration'> & { title: string },
): CardRow {
  const { title, ...row } = card;
  return {
    ...row,
    businessId: plan.businessId,
    configuration: JSON.stringify(cardDesign(plan, title, card.stamps, random)),
  };
}
