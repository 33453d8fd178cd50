import { describe, expect, it } from 'vitest';
import { textOr } from './placeholders';

describe('textOr', () => {
  it('gives the text trimmed when it has any', () => {
    expect(textOr('  Bold Street ', 'Unnamed')).toBe('Bold Street');
  });

  it.each([null, undefined, '', '   \n\t'])('gives the placeholder for the blank value %j', (blank) => {
    expect(textOr(blank, 'Unnamed')).toBe('Unnamed');
  });
});
