/** Cards for stories and tests: the demo data's coffee card and its variations. */
import { createDefaultCard, type CardConfiguration, type CardReward, type LoyaltyCard } from '../model';

export const reward = (overrides: CardReward = {}): CardReward => ({
  trigger: 9,
  title: 'Free coffee',
  backgroundColour: '#FFF4D6',
  borderRadius: 35,
  isIcon: true,
  icon: 's-gift',
  fontSize: 14,
  fontColour: '#8A4B00',
  ...overrides,
});

/** The coffee card of the demo data: title, description, nine stamps, a reward at 9. */
export const coffee = (configuration: CardConfiguration = {}, name = 'Coffee card'): LoyaltyCard => ({
  name,
  configuration: {
    ...createDefaultCard().configuration,
    titleDisplay: true,
    logoDisplay: false,
    title: 'Bold Street Coffee',
    titleTextStyle: ['bold'],
    description: 'Collect 9 stamps for a free coffee.',
    stampIcon: 's-mug-hot',
    stampAreaColour: '#3E4AD8',
    stampFontColour: '#FFFFFF',
    rewards: [reward()],
    cardReverseTitle: 'How it works',
    cardReverseText: 'Tap your phone on the Stampcard tag at the till to collect a stamp.\nThe ninth coffee is on us.',
    ...configuration,
  },
});

export const logo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 60"><rect width="240" height="60" rx="12" fill="#1B1F3B"/><text x="120" y="40" font-family="Inter" font-size="28" font-weight="700" fill="#FFFFFF" text-anchor="middle">BOLD ST</text></svg>',
  );

/** A card and how it is shown: one state a renderer must draw the same as the others. */
export interface CardState {
  card: LoyaltyCard;
  side?: 'front' | 'back';
  stamps?: number;
}

/** Every state the stories show, for the check that the three renderers draw the same card. */
export const cardStatesToCompare = {
  design: { card: coffee() },
  newCard: { card: createDefaultCard() },
  withLogo: { card: coffee({ titleDisplay: false, logoDisplay: true, logoURL: logo, logoWidth: 360 }) },
  styledAndAligned: {
    card: coffee({
      titleAlignment: 'left',
      descriptionAlignment: 'right',
      descriptionTextStyle: ['italic', 'underline'],
    }),
  },
  descriptionHidden: { card: coffee({ descriptionDisplay: false }) },
  thirtyStamps: { card: coffee({ totalNoOfStamps: 30, itemsPerRow: 10 }) },
  rewardsAsText: {
    card: coffee({
      rewards: [
        reward({ trigger: 3, isIcon: false, text: '10% off', fontSize: 16, textStyle: ['bold'] }),
        reward({ trigger: 9, isIcon: false, text: 'Free coffee of the house', paddingLeft: 4, paddingRight: 4 }),
      ],
    }),
  },
  customerProgress: { card: coffee({ rewards: [reward({ trigger: 5, icon: 's-star' }), reward()] }), stamps: 4 },
  longTexts: {
    card: coffee({
      title: 'The Extraordinarily Long-Named Independent Coffee Roasters of Bold Street, Liverpool',
      description:
        'Collect a stamp with every hot drink you buy in any of our stores across Liverpool, Bristol and Manchester, and the ninth is on us — oat milk and extra shots included.',
    }),
  },
  back: { card: coffee({ cardReverseText: 'Terms: one stamp per drink. '.repeat(20) }), side: 'back' },
  unknownIcon: { card: coffee({ stampIcon: 's-not-an-icon' }) },
} satisfies Record<string, CardState>;
