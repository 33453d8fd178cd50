/**
 * The card model: what a card design may contain, as the API sends it (every field optional,
 * strings may be null), and the normalised form the renderer draws, with the defaults filled in and
 * nonsense clamped.
 */
import { CARD_ASPECT_RATIO, DEFAULT_CARD_SIZE, SECTION_RATIOS } from './dimensions';

export type TextStyle = 'bold' | 'italic' | 'underline';
export type Alignment = 'left' | 'center' | 'right';

/** A reward drawn at a stamp position. */
export interface CardReward {
  /** The stamp position (from 1) where the reward is drawn. @default 1 */
  trigger?: number;
  title?: string | null;
  backgroundColour?: string | null;
  borderRadius?: number;
  /** An icon (`icon`) or a text (`text`). */
  isIcon?: boolean;
  icon?: string | null;
  fontSize?: number;
  fontColour?: string | null;
  textStyle?: readonly TextStyle[];
  paddingTop?: number;
  paddingRight?: number;
  paddingBottom?: number;
  paddingLeft?: number;
  text?: string | null;
}

/** A reward with every property set, as an editor adds it. */
export interface CompleteReward extends Required<Omit<CardReward, 'textStyle'>> {
  textStyle: TextStyle[];
}

/** A card design. Any field may be missing: `normalizeCard` fills the defaults. */
export interface CardConfiguration {
  sectionRatios?: { logo?: number; title?: number; description?: number; stamps?: number };
  cardHeight?: number;
  cardWidth?: number;
  backgroundColour?: string | null;
  cardColour?: string | null;
  cardInListColour?: string | null;
  cardBorderRadius?: number;
  logoDisplay?: boolean;
  logoURL?: string | null;
  logoMimeType?: string | null;
  logoEncodedString?: string | null;
  logoWidth?: number;
  logoAlignment?: Alignment;
  title?: string | null;
  titleDisplay?: boolean;
  titleFontSize?: number;
  titleTextStyle?: readonly TextStyle[];
  titleAlignment?: Alignment;
  description?: string | null;
  descriptionDisplay?: boolean;
  descriptionColour?: string | null;
  descriptionFontSize?: number;
  descriptionTextStyle?: readonly TextStyle[];
  descriptionAlignment?: Alignment;
  totalNoOfStamps?: number;
  textColour?: string | null;
  stampColour?: string | null;
  stampIcon?: string | null;
  stampAreaHeight?: number;
  stampAreaWidth?: number;
  stampAreaColour?: string | null;
  stampAreaBorderRadius?: number;
  stampFontSize?: number;
  stampFontColour?: string | null;
  itemsPerRow?: number;
  cardReverseTitle?: string | null;
  cardReverseText?: string | null;
  cardReverseBackgroundColour?: string | null;
  cardReverseTextColour?: string | null;
  rewards?: readonly CardReward[];
}

/** A loyalty card: its identity and its design. */
export interface LoyaltyCard {
  loyaltyCardID?: number;
  storeID?: number | null;
  storeGroupID?: number | null;
  name?: string | null;
  description?: string | null;
  stamps?: number;
  active?: boolean;
  configuration?: CardConfiguration | null;
}

export interface NormalizedReward {
  trigger: number;
  title: string;
  backgroundColour: string;
  borderRadius: number;
  isIcon: boolean;
  icon: string;
  fontSize: number;
  fontColour: string;
  textStyle: TextStyle[];
  padding: [top: number, right: number, bottom: number, left: number];
  text: string;
}

export interface NormalizedCard {
  name: string;
  /** The design width, in design pixels: the narrower side of the stored size (cards are upright). */
  width: number;
  /** The design height: always `width` x 1.62, the preview's shape. */
  height: number;
  sectionRatios: { logo: number; title: number; description: number; stamps: number };
  backgroundColour: string;
  cardColour: string;
  cardInListColour: string;
  borderRadius: number;
  /** Exactly one of the logo and the title is shown. */
  header: 'logo' | 'title';
  logo: { source: string | null; width: number; alignment: Alignment };
  title: { text: string; fontSize: number; style: TextStyle[]; alignment: Alignment; colour: string };
  description: {
    display: boolean;
    text: string;
    colour: string;
    fontSize: number;
    style: TextStyle[];
    alignment: Alignment;
  };
  stamps: {
    total: number;
    perRow: number;
    icon: string;
    iconSize: number;
    iconColour: string;
    cellColour: string;
    cellRadius: number;
    cellHeight: number;
    cellWidth: number;
  };
  reverse: { title: string; text: string; textColour: string; backgroundColour: string };
  rewards: NormalizedReward[];
}

/** The most stamps a card can have: more would not fit a card legibly. */
export const MAX_STAMPS = 30;

const finite = (value: unknown, fallback: number, minimum = 0, maximum = Number.MAX_SAFE_INTEGER): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(Math.max(value, minimum), maximum) : fallback;

const integer = (value: unknown, fallback: number, minimum: number, maximum: number): number =>
  Math.round(finite(value, fallback, minimum, maximum));

const hexColour = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const cssColour = /^(?:rgba?|hsla?)\([\d\s.,%/]+\)$|^[a-z]{3,20}$/i;
const colour = (value: unknown, fallback: string): string =>
  typeof value === 'string' && (hexColour.test(value.trim()) || cssColour.test(value.trim())) ? value.trim() : fallback;

const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

const styles = (value: unknown): TextStyle[] =>
  Array.isArray(value)
    ? [
        ...new Set(
          value.filter((style): style is TextStyle => style === 'bold' || style === 'italic' || style === 'underline'),
        ),
      ]
    : [];

const alignment = (value: unknown, fallback: Alignment): Alignment =>
  value === 'left' || value === 'center' || value === 'right' ? value : fallback;

/** A data URL for the logo from its base64 string and type, or its URL; null when there is none. */
function logoSource(configuration: CardConfiguration): string | null {
  const encoded = configuration.logoEncodedString?.trim();
  if (encoded) {
    if (encoded.startsWith('data:image/')) return encoded;
    const type = configuration.logoMimeType === 'image/png' ? 'image/png' : 'image/jpeg';
    return /^[A-Za-z0-9+/=\s]+$/.test(encoded) ? `data:${type};base64,${encoded.replace(/\s/g, '')}` : null;
  }
  const url = configuration.logoURL?.trim();
  return url && /^(https?:|data:image\/|\/)/.test(url) ? url : null;
}

/**
 * The card's design width (a card is upright). A stored size wider than high, as cards were
 * once saved (810 x 500), is read the right way up: its narrower side is the width.
 */
function uprightWidth(configuration: CardConfiguration): number {
  const width = finite(configuration.cardWidth, DEFAULT_CARD_SIZE.width, 100, 4_000);
  const height = finite(configuration.cardHeight, DEFAULT_CARD_SIZE.height, 100, 4_000);
  return Math.min(width, height);
}

/**
 * Fills missing fields with the defaults and clamps nonsense (negative sizes, zero stamps per row,
 * rewards beyond the stamp count, unreadable colours) without throwing.
 */
export function normalizeCard(card: LoyaltyCard | null | undefined): NormalizedCard {
  const configuration: CardConfiguration = card?.configuration ?? {};
  const total = integer(configuration.totalNoOfStamps ?? card?.stamps, 9, 1, MAX_STAMPS);
  const perRow = integer(configuration.itemsPerRow, 3, 1, total);
  const titleText = text(configuration.title, 'Card title');
  const ratios = configuration.sectionRatios ?? {};
  const titleDisplay = configuration.titleDisplay ?? !(configuration.logoDisplay ?? false);
  const rewards = (configuration.rewards ?? [])
    .map((reward): NormalizedReward => ({
      trigger: integer(reward.trigger, 1, 1, Number.MAX_SAFE_INTEGER),
      title: text(reward.title, ''),
      backgroundColour: colour(reward.backgroundColour, '#ffffff'),
      borderRadius: finite(reward.borderRadius, 0, 0, 1_000),
      isIcon: reward.isIcon ?? Boolean(reward.icon),
      icon: text(reward.icon, 's-gift') || 's-gift',
      fontSize: finite(reward.fontSize, 14, 1, 200),
      fontColour: colour(reward.fontColour, '#000000'),
      textStyle: styles(reward.textStyle),
      padding: [
        finite(reward.paddingTop, 0, 0, 200),
        finite(reward.paddingRight, 0, 0, 200),
        finite(reward.paddingBottom, 0, 0, 200),
        finite(reward.paddingLeft, 0, 0, 200),
      ],
      text: text(reward.text, ''),
    }))
    // A reward beyond the last stamp can never be reached: it is not drawn.
    .filter((reward) => reward.trigger <= total)
    .sort((a, b) => a.trigger - b.trigger);

  const width = uprightWidth(configuration);

  return {
    name: text(card?.name, '') || titleText,
    width,
    height: width * CARD_ASPECT_RATIO,
    sectionRatios: {
      logo: finite(ratios.logo, SECTION_RATIOS.logo, 0, 100),
      title: finite(ratios.title, SECTION_RATIOS.title, 0, 100),
      description: finite(ratios.description, SECTION_RATIOS.description, 0, 100),
      stamps: finite(ratios.stamps, SECTION_RATIOS.stamps, 0.1, 100),
    },
    backgroundColour: colour(configuration.backgroundColour, '#3E4AD8'),
    cardColour: colour(configuration.cardColour, '#FFFFFF'),
    cardInListColour: colour(configuration.cardInListColour, colour(configuration.backgroundColour, '#3E4AD8')),
    borderRadius: finite(configuration.cardBorderRadius, 50, 0, 1_000),
    header: titleDisplay ? 'title' : 'logo',
    logo: {
      source: logoSource(configuration),
      width: finite(configuration.logoWidth, 200, 1, 4_000),
      alignment: alignment(configuration.logoAlignment, 'center'),
    },
    title: {
      text: titleText,
      fontSize: finite(configuration.titleFontSize, 50, 1, 400),
      style: styles(configuration.titleTextStyle),
      alignment: alignment(configuration.titleAlignment, 'center'),
      colour: colour(configuration.textColour, '#000000'),
    },
    description: {
      display: configuration.descriptionDisplay ?? true,
      text: text(configuration.description, 'Card description'),
      colour: colour(configuration.descriptionColour, '#000000'),
      fontSize: finite(configuration.descriptionFontSize, 25, 1, 400),
      style: styles(configuration.descriptionTextStyle),
      alignment: alignment(configuration.descriptionAlignment, 'center'),
    },
    stamps: {
      total,
      perRow,
      icon: text(configuration.stampIcon, 's-star') || 's-star',
      iconSize: finite(configuration.stampFontSize, 30, 1, 400),
      iconColour: colour(configuration.stampFontColour ?? configuration.stampColour, '#FFFFFF'),
      cellColour: colour(configuration.stampAreaColour, '#AAAAAA'),
      cellRadius: finite(configuration.stampAreaBorderRadius, 70, 0, 1_000),
      cellHeight: finite(configuration.stampAreaHeight, 70, 1, 1_000),
      cellWidth: finite(configuration.stampAreaWidth, 70, 1, 1_000),
    },
    reverse: {
      title: text(configuration.cardReverseTitle, ''),
      text: text(configuration.cardReverseText, ''),
      textColour: colour(configuration.cardReverseTextColour, '#000000'),
      backgroundColour: colour(configuration.cardReverseBackgroundColour, colour(configuration.cardColour, '#FFFFFF')),
    },
    rewards,
  };
}

/** A new card for a scope (`id=new` carries the scope's store and business). */
export function createDefaultCard(scope: { storeID?: number | null; storeGroupID?: number | null } = {}): LoyaltyCard {
  return {
    storeID: scope.storeID ?? null,
    storeGroupID: scope.storeGroupID ?? null,
    name: 'Card title',
    description: 'Card description',
    stamps: 9,
    active: true,
    configuration: {
      sectionRatios: { ...SECTION_RATIOS },
      cardWidth: DEFAULT_CARD_SIZE.width,
      cardHeight: DEFAULT_CARD_SIZE.height,
      backgroundColour: '#3E4AD8',
      cardColour: '#FFFFFF',
      cardInListColour: '#3E4AD8',
      cardBorderRadius: 50,
      logoDisplay: true,
      logoURL: null,
      logoMimeType: null,
      logoEncodedString: null,
      logoWidth: 200,
      logoAlignment: 'center',
      title: 'Card title',
      titleDisplay: false,
      titleFontSize: 50,
      titleTextStyle: [],
      titleAlignment: 'center',
      description: 'Card description',
      descriptionDisplay: true,
      descriptionColour: '#000000',
      descriptionFontSize: 25,
      descriptionTextStyle: [],
      descriptionAlignment: 'center',
      totalNoOfStamps: 9,
      textColour: '#000000',
      stampColour: '#3E4AD8',
      stampIcon: 's-star',
      stampAreaHeight: 70,
      stampAreaWidth: 70,
      stampAreaColour: '#AAAAAA',
      stampAreaBorderRadius: 70,
      stampFontSize: 30,
      stampFontColour: '#FFFFFF',
      itemsPerRow: 3,
      cardReverseTitle: '',
      cardReverseText: '',
      cardReverseBackgroundColour: '#FFFFFF',
      cardReverseTextColour: '#000000',
      // A new card has no rewards until the user adds one.
      rewards: [],
    },
  };
}

/**
 * A new reward with the defaults (trigger 1, white background, 14 px black text), drawn as a gift
 * icon in a round cell.
 */
export function createDefaultReward(): CompleteReward {
  return {
    trigger: 1,
    title: '',
    backgroundColour: '#ffffff',
    borderRadius: 35,
    isIcon: true,
    icon: 's-gift',
    fontSize: 14,
    fontColour: '#000000',
    textStyle: [],
    paddingTop: 0,
    paddingRight: 0,
    paddingBottom: 0,
    paddingLeft: 0,
    text: '',
  };
}
