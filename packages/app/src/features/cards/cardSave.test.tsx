import { describe, expect, it } from 'vitest';
import { toCardBody } from './cardSave';

describe('toCardBody', () => {
  it('defaults name, description and stamps to the configuration (spec A 3) and drops the id', () => {
    const body = toCardBody({
      loyaltyCardID: 5,
      configuration: { title: 'Coffee', description: 'Ten coffees', totalNoOfStamps: 10 },
    });
    expect(body).toEqual({
      name: 'Coffee',
      description: 'Ten coffees',
      stamps: 10,
      active: true,
      configuration: { title: 'Coffee', description: 'Ten coffees', totalNoOfStamps: 10 },
    });
    expect('loyaltyCardID' in body).toBe(false);
  });

  it('keeps a given name, description, stamps and active flag', () => {
    const body = toCardBody({
      name: 'Mine',
      description: 'Desc',
      stamps: 4,
      active: false,
      configuration: { title: 'T' },
    });
    expect(body).toMatchObject({ name: 'Mine', description: 'Desc', stamps: 4, active: false });
  });

  it('removes the data-URL prefix of the logo before saving', () => {
    const body = toCardBody({
      configuration: { logoEncodedString: 'data:image/jpeg;base64,/9j/4AAQ', logoMimeType: 'image/jpeg' },
    });
    expect(body.configuration.logoEncodedString).toBe('/9j/4AAQ');
  });
});
