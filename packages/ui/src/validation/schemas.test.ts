import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { messages } from './messages';
import * as patterns from './patterns';
import {
  bankAccountNumber,
  drivingLicence,
  email,
  formDate,
  getValidationMessage,
  isoDate,
  latitude,
  longitude,
  niNumber,
  numberInRange,
  optionalText,
  passport,
  postcode,
  requiredChoice,
  requiredText,
  requiredValue,
  sortCode,
  travelVisa,
  ukLandline,
  ukMobile,
  ukPostcode,
  type PatternSchemaBuilder,
} from './schemas';

/** The first message a schema gives for a value, or undefined when the value passes. */
function messageFor(schema: z.core.$ZodType, value: unknown): string | undefined {
  return getValidationMessage(schema, value);
}

describe('messages', () => {
  it('gives the default error texts', () => {
    expect(messages.required()).toBe('Required');
    expect(messages.tooManyCharacters(200, 214)).toBe('Too many characters (maximum 200, currently 214)');
    expect(messages.tooManyItems(100, 101)).toBe('Too many items (maximum 100, currently 101)');
    expect(messages.invalidNumber(0, 20)).toBe('Invalid number (minimum 0, maximum 20)');
    expect(messages.invalidValue()).toBe('Invalid value');
    expect(messages.notValid({ min: -90, max: 90 })).toBe('Not valid (must be between -90 and 90)');
    expect(messages.invalidPhoneNumber()).toBe('Invalid phone number format');
    expect(messages.invalidPhoneNumber(['07123 456789', '+44 7123 456789'])).toBe(
      'Invalid phone number format; examples 07123 456789 and +44 7123 456789',
    );
    expect(messages.invalidPhoneNumber(['a', 'b', 'c'])).toBe('Invalid phone number format; examples a, b and c');
    expect(messages.invalidPostcode()).toBe('Invalid postcode format');
  });
});

describe('requiredText', () => {
  it('accepts any non-empty text', () => {
    for (const value of ['Bean There', 'a', ' Ada ']) expect(messageFor(requiredText(), value)).toBeUndefined();
  });

  it('says Required for empty text, spaces only, null and undefined', () => {
    for (const value of ['', '   ', null, undefined]) expect(messageFor(requiredText(), value)).toBe('Required');
  });

  it('gives the maximum and the actual length when the text is too long', () => {
    const schema = requiredText({ max: 200 });
    expect(messageFor(schema, 'a'.repeat(200))).toBeUndefined();
    expect(messageFor(schema, 'a'.repeat(214))).toBe('Too many characters (maximum 200, currently 214)');
  });

  it('says Invalid value for a value that is not text', () => {
    expect(messageFor(requiredText(), 42)).toBe('Invalid value');
  });

  it('keeps the text as typed', () => {
    expect(z.parse(requiredText(), ' Ada ')).toBe(' Ada ');
  });
});

describe('optionalText', () => {
  it('accepts empty text, null and undefined', () => {
    for (const value of ['', '  ', null, undefined])
      expect(messageFor(optionalText({ max: 5 }), value)).toBeUndefined();
  });

  it('checks the length of what was typed', () => {
    expect(messageFor(optionalText({ max: 1000 }), 'a'.repeat(1000))).toBeUndefined();
    expect(messageFor(optionalText({ max: 1000 }), 'a'.repeat(1001))).toBe(
      'Too many characters (maximum 1000, currently 1001)',
    );
  });
});

interface PatternCase {
  name: string;
  builder: PatternSchemaBuilder;
  pattern?: RegExp;
  message: string;
  valid: string[];
  invalid: string[];
}

const patternCases: PatternCase[] = [
  {
    name: 'ukMobile',
    builder: ukMobile,
    pattern: patterns.ukMobile,
    message: 'Invalid phone number format; examples 07123 456789 and +44 7123 456789',
    valid: ['07123 456789', '+44 7123 456789', '07123456789', '07123 456 789', '+447123456789', '07624 123456'],
    invalid: [
      '0712345678',
      '071234567890',
      '020 7946 0018',
      '07012 345678',
      '07612 345678',
      '+44 07123 456789',
      'phone',
    ],
  },
  {
    name: 'ukLandline',
    builder: ukLandline,
    pattern: patterns.ukLandline,
    message: 'Invalid phone number format',
    valid: ['020 7946 0018', '0161 496 0000', '01632 960001', '016977 4567', '+44 20 7946 0018', '0300 123 1000'],
    invalid: ['07123 456789', '020 7946 001', '020 7946 00189', '0800 123 4567', '(020) 7946 0018', '02079460018x'],
  },
  {
    name: 'postcode',
    builder: postcode,
    pattern: patterns.postcode,
    message: 'Invalid postcode format',
    valid: ['L1', 'L1 8JQ', 'SW1A 1AA', 'sw1a1aa', '123456789'],
    invalid: ['L', 'SW1A  1AAX', 'L1-8JQ', 'L1 8JQ!'],
  },
  {
    name: 'ukPostcode',
    builder: ukPostcode,
    pattern: patterns.ukPostcode,
    message: 'Invalid postcode format',
    valid: [
      'SW1A 1AA',
      'L1 8JQ',
      'M1 1AE',
      'B33 8TH',
      'CR2 6XH',
      'DN55 1PT',
      'W1A 0AX',
      'EC1A1BB',
      'l1 8jq',
      'GIR 0AA',
    ],
    invalid: ['L1', '12345', 'SW1A 1A', 'AI1 1AA', 'SW1A 1AAA', 'L1  8JQ'],
  },
  {
    name: 'niNumber',
    builder: niNumber,
    pattern: patterns.niNumber,
    message: 'Invalid value',
    valid: ['AB123456C', 'AB 12 34 56 C', 'ab123456c', 'JG103759A', 'ZA123456D'],
    invalid: ['QQ123456C', 'GB123456A', 'AB123456E', 'AO123456A', 'DA123456A', 'AB12345C', 'AB123456'],
  },
  {
    name: 'passport',
    builder: passport,
    pattern: patterns.passport,
    message: 'Invalid value',
    valid: ['123456789', '925076473', 'C01X00T47', 'ab12345'],
    invalid: ['12345', '1234567890', '123 456 789', '12345678!'],
  },
  {
    name: 'drivingLicence',
    builder: drivingLicence,
    pattern: patterns.drivingLicence,
    message: 'Invalid value',
    valid: ['MORGA753116SM9IJ', 'MORGA753116SM9IJ 35', 'JONES710238J99AB', 'smith805153ab9xy'],
    invalid: ['MORGA753116SM9I', 'MORGA713116SM9IJ', 'MORGA753416SM9IJ', 'MORG1753116SM9IJ', 'MORGA753116SM9IJ 3'],
  },
  {
    name: 'travelVisa',
    builder: travelVisa,
    pattern: patterns.travelVisa,
    message: 'Invalid value',
    valid: ['ZU1234567', '12345678', 'A1B2C3'],
    invalid: ['ZU12', 'ZU12345678', 'ZU 1234567', 'ZU-123456'],
  },
  {
    name: 'sortCode',
    builder: sortCode,
    pattern: patterns.sortCode,
    message: 'Invalid value',
    valid: ['123456', '12-34-56', '00-00-01', '400530'],
    invalid: ['000000', '00-00-00', '12345', '1234567', '12-3456', '12 34 56', '12-34-5a'],
  },
  {
    name: 'bankAccountNumber',
    builder: bankAccountNumber,
    pattern: patterns.bankAccountNumber,
    message: 'Invalid value',
    valid: ['1', '31926819', 'NWBK60161331926', 'ABC12345678901234'],
    invalid: ['123456789012345678', '3192 6819', '3192-6819'],
  },
  {
    name: 'email',
    builder: email,
    pattern: patterns.email,
    message: 'Invalid value',
    valid: ['ada@example.com', 'first.last+tag@mail.example.co.uk', "o'neil@example.org", 'x@a-b.io'],
    invalid: [
      'ada',
      'ada@',
      '@example.com',
      'ada@example',
      'ada example@example.com',
      'ada@-example.com',
      'ada@@example.com',
    ],
  },
  {
    name: 'formDate',
    builder: formDate,
    message: 'Invalid value (use DD/MM/YYYY)',
    valid: ['31/12/1990', '01/01/1001', '29/02/2024', '29/02/2000', '30/04/2023'],
    invalid: [
      '31/04/2024',
      '29/02/2023',
      '29/02/1900',
      '01/01/1000',
      '1/1/2024',
      '2024-01-01',
      '32/01/2024',
      '01/13/2024',
    ],
  },
  {
    name: 'isoDate',
    builder: isoDate,
    message: 'Invalid value (use DD/MM/YYYY)',
    valid: ['1990-12-31', '1001-01-01', '2024-02-29'],
    invalid: ['1990-02-30', '1000-12-31', '31/12/1990', '1990-12-31T00:00:00Z', '1990-1-31'],
  },
];

describe.each(patternCases)('$name', ({ builder, pattern, message, valid, invalid }) => {
  it.each(valid)('accepts %s', (value) => {
    expect(messageFor(builder(), value)).toBeUndefined();
    expect(messageFor(builder({ isRequired: true }), value)).toBeUndefined();
    if (pattern !== undefined) expect(pattern.test(value)).toBe(true);
  });

  it.each(invalid)(`rejects %s with "${message}"`, (value) => {
    expect(messageFor(builder(), value)).toBe(message);
    expect(messageFor(builder({ isRequired: true }), value)).toBe(message);
    if (pattern !== undefined) expect(pattern.test(value)).toBe(false);
  });

  it('is optional unless required', () => {
    for (const value of ['', null, undefined]) expect(messageFor(builder(), value)).toBeUndefined();
    for (const value of ['', ' ', null, undefined])
      expect(messageFor(builder({ isRequired: true }), value)).toBe('Required');
  });

  it('takes a message of its own', () => {
    expect(messageFor(builder({ message: 'Check this one' }), invalid[0])).toBe('Check this one');
  });
});

describe('latitude', () => {
  it('accepts -90 to 90, typed or as a number, and gives a number', () => {
    for (const value of ['-90', '90', '51.5072', '+3', '.5', 0, -45.25]) {
      expect(messageFor(latitude({ isRequired: true }), value)).toBeUndefined();
    }
    expect(z.parse(latitude({ isRequired: true }), '51.5072')).toBe(51.5072);
  });

  it('says Not valid with the range outside it or for text that is not a number', () => {
    for (const value of ['90.0001', '-91', 180, 'north', '1e2', '51,5', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(messageFor(latitude({ isRequired: true }), value)).toBe('Not valid (must be between -90 and 90)');
    }
  });

  it('is required when asked, and otherwise gives undefined for an empty value', () => {
    for (const value of ['', '  ', null, undefined]) {
      expect(messageFor(latitude({ isRequired: true }), value)).toBe('Required');
      expect(z.parse(latitude(), value)).toBeUndefined();
    }
  });
});

describe('longitude', () => {
  it('accepts -180 to 180', () => {
    for (const value of ['-180', '180', '-0.1276', 179.9]) expect(messageFor(longitude(), value)).toBeUndefined();
  });

  it('says Not valid with the range outside it', () => {
    for (const value of ['180.5', '-181', 360, 'west']) {
      expect(messageFor(longitude(), value)).toBe('Not valid (must be between -180 and 180)');
    }
  });
});

describe('numberInRange', () => {
  it('accepts numbers in the range and says Invalid number with the range otherwise', () => {
    const schema = numberInRange({ min: 0, max: 20, isRequired: true });
    expect(messageFor(schema, '20')).toBeUndefined();
    expect(messageFor(schema, 0)).toBeUndefined();
    expect(messageFor(schema, '21')).toBe('Invalid number (minimum 0, maximum 20)');
    expect(messageFor(schema, 'twelve')).toBe('Invalid number (minimum 0, maximum 20)');
    expect(messageFor(schema, '')).toBe('Required');
    expect(messageFor(numberInRange({ min: 0, max: 20 }), '')).toBeUndefined();
  });
});

describe('requiredChoice', () => {
  const title = requiredChoice(['Mr', 'Ms', 'Mrs']);

  it('accepts the listed values', () => {
    for (const value of ['Mr', 'Ms', 'Mrs']) expect(messageFor(title, value)).toBeUndefined();
  });

  it('says Required for no choice or another value', () => {
    for (const value of ['', null, undefined, 'Dr', 'mr']) expect(messageFor(title, value)).toBe('Required');
  });
});

describe('requiredValue', () => {
  const provider = requiredValue(z.object({ externalStoreProviderID: z.number(), name: z.string() }));

  it('accepts a chosen value', () => {
    expect(messageFor(provider, { externalStoreProviderID: 1, name: 'Deliveroo' })).toBeUndefined();
  });

  it('says Required when nothing is chosen', () => {
    for (const value of [null, undefined]) expect(messageFor(provider, value)).toBe('Required');
  });
});
