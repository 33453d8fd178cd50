import { textOr } from '@stampcard/ui/EntityCard';
import { describe, expect, it } from 'vitest';
import { badgeLabels, placeholders } from './placeholders';

describe("the product's placeholders, through the kit's textOr", () => {
  it('gives the text trimmed when it has any', () => {
    expect(textOr('  Bold Street ', placeholders.storeName)).toBe('Bold Street');
  });

  it.each([null, undefined, '', '   \n\t'])('gives the placeholder for the blank value %j', (blank) => {
    expect(textOr(blank, placeholders.storeName)).toBe('Unnamed store');
  });

  it('names the blank data and the badges of business and store cards', () => {
    expect(placeholders).toEqual({
      businessName: 'Unnamed business',
      description: 'No description available',
      storeName: 'Unnamed store',
      street: 'Unspecified street',
      city: 'Unspecified city',
      stores: 'No stores',
      userName: 'Unnamed user',
      email: 'No email',
    });
    expect(badgeLabels).toEqual({ multiStore: 'Multi-store business', singleStore: 'Single-store' });
  });
});
