import type { ContrastIssue } from '@stampcard/card-preview';

/** The panel's colour fields a contrast issue can concern (configuration property names). */
export type ContrastField =
  | 'cardColour'
  | 'textColour'
  | 'descriptionColour'
  | 'stampFontColour'
  | 'stampAreaColour'
  | 'cardReverseTextColour'
  | 'cardReverseBackgroundColour';

/** A reward's colour fields a contrast issue can concern. */
export type RewardContrastField = 'fontColour' | 'backgroundColour';

/** The warning lines for each field: one line per issue that concerns it. */
export interface ContrastWarnings {
  card: Partial<Record<ContrastField, readonly string[]>>;
  /** By reward trigger (the stamp position card-preview names in the pair). */
  rewards: ReadonlyMap<number, readonly string[]>;
  /** Issues whose pair the panel does not know (shown at the top of the panel). */
  other: readonly string[];
}

/**
 * card-preview's pair names (`contrastIssues.ts`) and the fields that set their colours: the
 * title is drawn in `textColour`, the stamp icon in `stampFontColour` on `stampAreaColour`.
 */
const pairFields: Record<string, readonly ContrastField[]> = {
  'title on card colour': ['textColour', 'cardColour'],
  'description on card colour': ['descriptionColour', 'cardColour'],
  'stamp icon on stamp area': ['stampFontColour', 'stampAreaColour'],
  'reverse text on reverse background': ['cardReverseTextColour', 'cardReverseBackgroundColour'],
};

const rewardPair = /^reward at stamp (\d+) on its background$/;

/** The short warning for an issue, e.g. 'Low contrast: 2.1:1, needs 4.5:1'. */
export function contrastMessage(issue: ContrastIssue, withPair = false): string {
  const ratio = `${Math.round(issue.ratio * 10) / 10}:1`;
  return `Low contrast${withPair ? ` (${issue.pair})` : ''}: ${ratio}, needs ${issue.required}:1`;
}

/**
 * Sorts contrast issues onto the fields they concern. A field concerned by two pairs (the card
 * colour, under the title and the description) names the pair in each line.
 */
export function contrastWarnings(issues: readonly ContrastIssue[]): ContrastWarnings {
  const card: Partial<Record<ContrastField, string[]>> = {};
  const rewards = new Map<number, string[]>();
  const other: string[] = [];
  for (const issue of issues) {
    const fields = pairFields[issue.pair];
    if (fields !== undefined) {
      for (const field of fields) {
        const isShared = field === 'cardColour';
        (card[field] ??= []).push(contrastMessage(issue, isShared));
      }
      continue;
    }
    const trigger = rewardPair.exec(issue.pair)?.[1];
    if (trigger !== undefined) {
      const key = Number(trigger);
      rewards.set(key, [...(rewards.get(key) ?? []), contrastMessage(issue)]);
      continue;
    }
    other.push(contrastMessage(issue, true));
  }
  return { card, rewards, other };
}

/** The trigger card-preview names a reward by: its trigger as a whole number of at least 1. */
export function rewardTriggerKey(trigger: number | undefined): number {
  return typeof trigger === 'number' && Number.isFinite(trigger) ? Math.max(1, Math.round(trigger)) : 1;
}

/** Whether two lists of warning lines read the same (for memoised sections). */
export function sameLines(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  return a.length === b.length && a.every((line, index) => line === b[index]);
}
