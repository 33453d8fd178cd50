import { describe, expect, it } from 'vitest';
import { customerImport, tagImport } from './importKinds';
import { assignColumn, guessMapping, missingFields, sampleValues } from './mapping';

describe('matching columns to fields', () => {
  it('guesses fields from the names people give columns', () => {
    for (const header of ['E-mail address', 'email', 'Mail', 'EMAIL']) {
      expect(guessMapping(['First name', header], customerImport.fields).emailAddress).toBe(1);
    }
    expect(guessMapping(['Forename', 'Last name', 'DOB', 'Mobile'], customerImport.fields)).toMatchObject({
      firstName: 0,
      surname: 1,
      dateOfBirth: 2,
      phoneNumber: 3,
      emailAddress: null,
    });
  });

  it("never takes Stampcard's own tag id for the serial number", () => {
    const mapping = guessMapping(['Tag ID', 'Store ID', 'Store', 'Name', 'Serial no.', 'Enabled'], tagImport.fields);
    expect(mapping).toEqual({ name: 3, tagReference: 4, enabled: 5 });
  });

  it('names the required fields no column gives', () => {
    const mapping = guessMapping(['Name'], tagImport.fields);
    expect(missingFields(mapping, tagImport.fields).map((field) => field.label)).toEqual(['Serial number']);
  });

  it('moves a column from the field that had it', () => {
    const mapping = assignColumn({ name: 0, tagReference: 1, enabled: null }, 'enabled', 1);
    expect(mapping).toEqual({ name: 0, tagReference: null, enabled: 1 });
  });

  it('samples the first values of a column', () => {
    expect(sampleValues([['a'], [''], ['b'], ['c'], ['d']], 0)).toEqual(['a', 'b', 'c']);
  });
});
