import { describe, expect, it } from 'vitest';
import { placeholders, textOr } from './placeholders';

describe('textOr', () => {
  it('gives the text trimmed when it has any', () => {
    expect(textOr('  Bold Street ', placeholders.storeName)).toBe('Bold Street');
  });

  it.each([null, undefined, '', '   \n\t'])('gives the placeholder for the blank value %j', (blank) => {
    expect(textOr(blank, placeholders.storeName)).toBe('Unnamed store');
  });
});
