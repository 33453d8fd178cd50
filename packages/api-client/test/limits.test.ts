// @vitest-environment node
/** `@stampcard/api-client/limits`: the contract's bounds, as forms check them. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as limits from '../src/limits.gen';

interface PropertySchema {
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}
interface Document {
  components: { schemas: Record<string, { properties?: Record<string, PropertySchema> }> };
}

const document = parse(readFileSync(join(import.meta.dirname, '..', 'openapi', 'stampcard.yaml'), 'utf8')) as Document;

describe('the contract limits', () => {
  it('gives the lengths the product states: business name 200, description 1000, tag name 1000, tag serial 10000', () => {
    expect(limits.BusinessForm.name).toEqual({ required: true, minLength: 1, maxLength: 200 });
    expect(limits.BusinessForm.description).toEqual({ required: false, maxLength: 1000 });
    expect(limits.StoreForm.name.maxLength).toBe(200);
    expect(limits.NewNfcTag.name).toEqual({ required: true, minLength: 1, maxLength: 1000 });
    expect(limits.NewNfcTag.tagReference).toEqual({ required: true, minLength: 1, maxLength: 10000 });
    expect(limits.UserForm.emailAddress).toEqual({ required: true, maxLength: 254 });
    expect(limits.UserForm.phoneNumber.maxLength).toBe(20);
  });

  it('gives the ranges of numbers: coordinates and the stamps of a card', () => {
    expect(limits.Address.latitude).toEqual({ required: false, minimum: -90, maximum: 90 });
    expect(limits.Address.longitude).toEqual({ required: false, minimum: -180, maximum: 180 });
    expect(limits.CardConfiguration.totalNoOfStamps).toEqual({ required: false, minimum: 1, maximum: 30 });
  });

  it('follows references and allOf, and bounds the items of arrays and the values of maps', () => {
    expect(limits.Card.name.maxLength).toBe(limits.NewCard.name.maxLength);
    expect(limits.Card.loyaltyCardID.required).toBe(true);
    expect(limits.ReportRequest.parameters.values).toEqual({ maxItems: 1000, items: { maxLength: 200 } });
    expect(limits.CardConfiguration.titleTextStyle.maxItems).toBe(3);
  });

  it('matches every bounded string and number of the document', () => {
    for (const [schemaName, schema] of Object.entries(document.components.schemas)) {
      for (const [property, propertySchema] of Object.entries(schema.properties ?? {})) {
        const generated = (limits as unknown as Record<string, Record<string, PropertySchema> | undefined>)[
          schemaName
        ]?.[property];
        for (const keyword of ['maxLength', 'minimum', 'maximum'] as const) {
          if (propertySchema[keyword] === undefined) continue;
          expect(generated?.[keyword], `${schemaName}.${property}.${keyword}`).toBe(propertySchema[keyword]);
        }
      }
    }
  });
});
