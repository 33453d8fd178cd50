import type { ContrastIssue } from '@stampcard/card-preview';
import { describe, expect, it } from 'vitest';
import { contrastMessage, contrastWarnings, rewardTriggerKey, sameLines } from './contrastWarnings';

const issue = (pair: string, ratio = 2.13, required = 4.5): ContrastIssue => ({
  pair,
  foreground: '#777777',
  background: '#888888',
  ratio,
  required,
});

describe('contrastWarnings', () => {
  it('writes a short message', () => {
    expect(contrastMessage(issue('x'))).toBe('Low contrast: 2.1:1, needs 4.5:1');
    expect(contrastMessage(issue('title on card colour', 1.5, 3), true)).toBe(
      'Low contrast (title on card colour): 1.5:1, needs 3:1',
    );
  });

  it('puts each pair on the colours that set it', () => {
    const warnings = contrastWarnings([
      issue('title on card colour', 1.5, 3),
      issue('description on card colour'),
      issue('stamp icon on stamp area', 1.2, 3),
      issue('reverse text on reverse background'),
    ]);
    expect(warnings.card.textColour).toEqual(['Low contrast: 1.5:1, needs 3:1']);
    expect(warnings.card.descriptionColour).toEqual(['Low contrast: 2.1:1, needs 4.5:1']);
    expect(warnings.card.cardColour).toEqual([
      'Low contrast (title on card colour): 1.5:1, needs 3:1',
      'Low contrast (description on card colour): 2.1:1, needs 4.5:1',
    ]);
    expect(warnings.card.stampFontColour).toEqual(['Low contrast: 1.2:1, needs 3:1']);
    expect(warnings.card.stampAreaColour).toEqual(['Low contrast: 1.2:1, needs 3:1']);
    expect(warnings.card.cardReverseTextColour).toHaveLength(1);
    expect(warnings.card.cardReverseBackgroundColour).toHaveLength(1);
    expect(warnings.other).toEqual([]);
  });

  it('puts reward pairs on their trigger, and unknown pairs aside', () => {
    const warnings = contrastWarnings([issue('reward at stamp 5 on its background', 1.1, 3), issue('new pair')]);
    expect(warnings.rewards.get(5)).toEqual(['Low contrast: 1.1:1, needs 3:1']);
    expect(warnings.other).toEqual(['Low contrast (new pair): 2.1:1, needs 4.5:1']);
  });

  it('reads a reward trigger as card-preview names it', () => {
    expect(rewardTriggerKey(undefined)).toBe(1);
    expect(rewardTriggerKey(0)).toBe(1);
    expect(rewardTriggerKey(4.6)).toBe(5);
  });

  it('compares warning lines', () => {
    expect(sameLines(undefined, undefined)).toBe(true);
    expect(sameLines(['a'], ['a'])).toBe(true);
    expect(sameLines(['a'], undefined)).toBe(false);
    expect(sameLines(['a'], ['b'])).toBe(false);
  });
});
