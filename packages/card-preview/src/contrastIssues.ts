import { normalizeCard, type LoyaltyCard } from './model';

export interface ContrastIssue {
  /** Which pair is too faint, e.g. `description on card colour`. */
  pair: string;
  foreground: string;
  background: string;
  /** The contrast ratio, from 1 to 21, rounded to two decimals. */
  ratio: number;
  /** The WCAG 2.2 AA minimum for that text: 4.5, or 3 for large text and icons. */
  required: number;
}

// WCAG relative luminance of #rgb / #rrggbb; undefined for colours it cannot read (names, rgb()).
// (The ui kit has the same formula; this package stays free of the kit so anyone can embed it.)
function luminance(colour: string): number | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match?.[1]) return undefined;
  const hex = match[1].length === 3 ? match[1].replace(/./g, '$&$&') : match[1];
  const [red = 0, green = 0, blue = 0] = [0, 2, 4].map((offset) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function ratio(foreground: string, background: string): number | undefined {
  const a = luminance(foreground);
  const b = luminance(background);
  if (a === undefined || b === undefined) return undefined;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The text and background pairs of a design below WCAG 2.2 AA contrast: title and
 * description on the card colour, the stamp icon on the stamp area, reverse text on the
 * reverse background, and each reward's text or icon on its background. Large text
 * (24 px, or 18.66 px bold) and icons need 3:1, other text 4.5:1.
 */
export function contrastIssues(card: LoyaltyCard): ContrastIssue[] {
  const design = normalizeCard(card);
  const isLarge = (size: number, bold: boolean) => size >= 24 || (bold && size >= 18.66);
  const pairs: [string, string, string, number][] = [
    [
      'description on card colour',
      design.description.colour,
      design.cardColour,
      isLarge(design.description.fontSize, design.description.style.includes('bold')) ? 3 : 4.5,
    ],
    ['stamp icon on stamp area', design.stamps.iconColour, design.stamps.cellColour, 3],
    ['reverse text on reverse background', design.reverse.textColour, design.reverse.backgroundColour, 4.5],
  ];
  if (design.header === 'title') {
    pairs.unshift([
      'title on card colour',
      design.title.colour,
      design.cardColour,
      isLarge(design.title.fontSize, design.title.style.includes('bold')) ? 3 : 4.5,
    ]);
  }
  if (!design.description.display)
    pairs.splice(
      pairs.findIndex(([pair]) => pair.startsWith('description')),
      1,
    );
  for (const reward of design.rewards) {
    pairs.push([
      `reward at stamp ${reward.trigger} on its background`,
      reward.fontColour,
      reward.backgroundColour,
      reward.isIcon || isLarge(reward.fontSize, reward.textStyle.includes('bold')) ? 3 : 4.5,
    ]);
  }
  return pairs.flatMap(([pair, foreground, background, required]) => {
    const value = ratio(foreground, background);
    return value !== undefined && value < required
      ? [{ pair, foreground, background, ratio: Math.round(value * 100) / 100, required }]
      : [];
  });
}
