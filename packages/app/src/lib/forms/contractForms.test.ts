import { zUserTitle } from '@stampcard/api-client/schemas';
import {
  Address,
  Business,
  BusinessForm,
  NewNfcTag,
  ReportRequest,
  Store,
  StoreForm,
  UserForm,
  type FieldLimits,
} from '@stampcard/api-client/limits';
import { getValidationMessage, messages } from '@stampcard/ui/validation';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  addressFormSchema,
  businessDescriptionSchema,
  businessFormSchema,
  businessNameSchema,
  changePasswordFormSchema,
  convertToMultiStoreFormSchema,
  externalStoreFormSchema,
  nfcTagFormSchema,
  reportNumberFilterMaxLength,
  reportNumberFilterSchema,
  reportTextFilterSchema,
  setPasswordFormSchema,
  storeFormSchema,
  userFormSchema,
  userTitles,
} from './formSchemas';

describe('the forms bounded by the contract', () => {
  it('takes a business name of 200 characters and refuses 201 with the kit text', () => {
    expect(getValidationMessage(businessNameSchema, 'n'.repeat(200))).toBeUndefined();
    expect(getValidationMessage(businessNameSchema, 'n'.repeat(201))).toBe(
      'Too many characters (maximum 200, currently 201)',
    );
    expect(getValidationMessage(businessNameSchema, ' ')).toBe('Required');
  });

  it('refuses a description past 1000 characters', () => {
    expect(getValidationMessage(businessDescriptionSchema, 'd'.repeat(1000))).toBeUndefined();
    expect(getValidationMessage(businessDescriptionSchema, 'd'.repeat(1001))).toBe(
      'Too many characters (maximum 1000, currently 1001)',
    );
  });

  it("bounds a tag's name by 1000 and its serial number by 10000", () => {
    expect(getValidationMessage(nfcTagFormSchema, { name: 'n'.repeat(1001), tagReference: 's' })).toBe(
      'Too many characters (maximum 1000, currently 1001)',
    );
    expect(getValidationMessage(nfcTagFormSchema, { name: 'n', tagReference: 's'.repeat(10001) })).toBe(
      'Too many characters (maximum 10000, currently 10001)',
    );
  });

  it("bounds a user's names by 200, the e-mail address by 254 and the phone number by 20", () => {
    const valid = { title: 'Ms', firstName: 'Ada', surname: 'Lovelace', emailAddress: 'ada@example.com' };
    expect(getValidationMessage(userFormSchema, valid)).toBeUndefined();
    expect(getValidationMessage(userFormSchema, { ...valid, firstName: 'a'.repeat(201) })).toBe(
      'Too many characters (maximum 200, currently 201)',
    );
    expect(getValidationMessage(userFormSchema, { ...valid, surname: 'a'.repeat(201) })).toBe(
      'Too many characters (maximum 200, currently 201)',
    );
    expect(getValidationMessage(userFormSchema, { ...valid, emailAddress: `${'a'.repeat(243)}@example.com` })).toBe(
      'Too many characters (maximum 254, currently 255)',
    );
    expect(getValidationMessage(userFormSchema, { ...valid, phoneNumber: '0'.repeat(21) })).toBe(
      'Too many characters (maximum 20, currently 21)',
    );
  });

  it('bounds every address text by 200 and keeps the coordinate ranges', () => {
    const address = {
      address1: '1 Bold Street',
      cityTown: 'Liverpool',
      country: 'United Kingdom',
      postCode: 'L1 4DJ',
      latitude: '53.4',
      longitude: '-2.9',
    };
    expect(getValidationMessage(addressFormSchema, address)).toBeUndefined();
    expect(getValidationMessage(addressFormSchema, { ...address, address2: 'a'.repeat(201) })).toBe(
      'Too many characters (maximum 200, currently 201)',
    );
    expect(getValidationMessage(addressFormSchema, { ...address, latitude: '91' })).toBe(
      'Not valid (must be between -90 and 90)',
    );
  });

  it("bounds a report's text filter by a parameter value's 200 characters", () => {
    expect(getValidationMessage(reportTextFilterSchema, 'a'.repeat(201))).toBe(
      'Too many characters (maximum 200, currently 201)',
    );
  });
});

/** The message a form gives at one field (a path such as `address.cityTown`), or undefined. */
function messageAt(schema: z.core.$ZodType, values: object, path: string): string | undefined {
  const result = z.safeParse(schema, values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
}

/** `values` with `text` at `path` (one level of nesting at most, as the forms have). */
function withValue(values: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head = '', tail] = path.split('.');
  if (tail === undefined) return { ...values, [head]: value };
  return { ...values, [head]: { ...(values[head] as Record<string, unknown>), [tail]: value } };
}

const validAddress = {
  address1: '1 Bold Street',
  cityTown: 'Liverpool',
  country: 'United Kingdom',
  postCode: 'L1 4DJ',
  latitude: '53.4',
  longitude: '-2.9',
};

/** The contract's bounds of a schema's properties. */
type ContractLimits = Readonly<Record<string, FieldLimits>>;

/** A form, a valid filling of it, and the contract's schema its values are sent as. */
interface ContractForm {
  readonly name: string;
  readonly schema: z.ZodMiniObject;
  readonly valid: Record<string, unknown>;
  readonly contract: ContractLimits;
  /** A field holding a nested form, and the contract's schema of that. */
  readonly nested?: { readonly field: string; readonly contract: ContractLimits };
}

/** A bounded field of a form: its path, its kind of bound and the contract's number. */
interface Bound {
  readonly form: ContractForm;
  readonly path: string;
  readonly kind: 'characters' | 'items';
  readonly max: number;
}

/**
 * Each form, a valid filling of it, and the contract's schema its values are sent as (checked by
 * the server): the forms' fields are named after that schema's properties.
 */
const forms: readonly ContractForm[] = [
  {
    name: 'the user form (UserForm)',
    schema: userFormSchema,
    valid: { title: 'Ms', firstName: 'Ada', surname: 'Lovelace', emailAddress: 'ada@example.com' },
    contract: UserForm,
  },
  { name: 'the address form (Address)', schema: addressFormSchema, valid: validAddress, contract: Address },
  {
    name: 'the store form (StoreForm, its address an Address)',
    schema: storeFormSchema,
    valid: { name: 'Bean There', mainContact: { user: { userID: 'f3b1' } }, address: validAddress },
    contract: StoreForm,
    nested: { field: 'address', contract: Address },
  },
  {
    name: 'the business form (BusinessForm)',
    schema: businessFormSchema,
    valid: { name: 'Bean There' },
    contract: BusinessForm,
  },
  {
    name: 'the convert-to-multi-store form (a patch of Business)',
    schema: convertToMultiStoreFormSchema,
    valid: { name: 'Bean There Group' },
    contract: Business,
  },
  {
    name: 'the external store form (a patch of Store)',
    schema: externalStoreFormSchema,
    valid: { externalStoreID: 'ext-42', externalStoreProvider: { externalStoreProviderID: 1, name: 'Deliveroo' } },
    contract: Store,
  },
  {
    name: 'the new NFC tag form (NewNfcTag)',
    schema: nfcTagFormSchema,
    valid: { name: 'Counter', tagReference: '04:A2:2B:1A' },
    contract: NewNfcTag,
  },
];

/** Every bounded field of every form. */
const bounds: readonly Bound[] = forms.flatMap((form) => {
  const fieldsOf = (shape: Record<string, unknown>, contract: ContractLimits, prefix = ''): Bound[] =>
    Object.keys(shape).flatMap((field): Bound[] => {
      const limits: FieldLimits | undefined = contract[field];
      const path = `${prefix}${field}`;
      if (limits?.maxLength !== undefined) return [{ form, path, kind: 'characters', max: limits.maxLength }];
      if (limits?.maxItems !== undefined) return [{ form, path, kind: 'items', max: limits.maxItems }];
      return [];
    });
  const nested = form.nested;
  return [
    ...fieldsOf(form.schema.shape, form.contract),
    ...(nested === undefined
      ? []
      : fieldsOf((form.schema.shape[nested.field] as z.ZodMiniObject).shape, nested.contract, `${nested.field}.`)),
  ];
});

/** A value of `length` for a field: text, or that many categories. */
function valueOf(kind: 'characters' | 'items', length: number): unknown {
  if (kind === 'items') {
    return Array.from({ length }, (_, index) => ({ categoryID: index + 1, name: `Category ${String(index + 1)}` }));
  }
  return 'a'.repeat(length);
}

describe('every form refuses exactly what the contract refuses', () => {
  it('bounds every field the contract bounds', () => {
    expect(bounds.map(({ form, path }) => `${form.name}: ${path}`)).toEqual([
      'the user form (UserForm): firstName',
      'the user form (UserForm): surname',
      'the user form (UserForm): emailAddress',
      'the user form (UserForm): phoneNumber',
      'the user form (UserForm): postCode',
      'the user form (UserForm): dateOfBirth',
      'the address form (Address): address1',
      'the address form (Address): address2',
      'the address form (Address): address3',
      'the address form (Address): cityTown',
      'the address form (Address): county',
      'the address form (Address): country',
      'the address form (Address): postCode',
      'the store form (StoreForm, its address an Address): name',
      'the store form (StoreForm, its address an Address): description',
      'the store form (StoreForm, its address an Address): logoImageUrl',
      'the store form (StoreForm, its address an Address): categories',
      'the store form (StoreForm, its address an Address): address.address1',
      'the store form (StoreForm, its address an Address): address.address2',
      'the store form (StoreForm, its address an Address): address.address3',
      'the store form (StoreForm, its address an Address): address.cityTown',
      'the store form (StoreForm, its address an Address): address.county',
      'the store form (StoreForm, its address an Address): address.country',
      'the store form (StoreForm, its address an Address): address.postCode',
      'the business form (BusinessForm): name',
      'the business form (BusinessForm): description',
      'the business form (BusinessForm): imageUrl',
      'the convert-to-multi-store form (a patch of Business): name',
      'the convert-to-multi-store form (a patch of Business): description',
      'the convert-to-multi-store form (a patch of Business): imageUrl',
      'the external store form (a patch of Store): externalStoreID',
      'the new NFC tag form (NewNfcTag): name',
      'the new NFC tag form (NewNfcTag): tagReference',
    ]);
  });

  it.each(bounds.map((bound) => [`${bound.form.name}: ${bound.path} (${String(bound.max)})`, bound] as const))(
    '%s: takes the maximum and refuses one more, with the kit text',
    (_, { form, path, kind, max }) => {
      const tooMany = kind === 'items' ? messages.tooManyItems : messages.tooManyCharacters;
      expect(messageAt(form.schema, withValue(form.valid, path, valueOf(kind, max)), path)).not.toBe(tooMany(max, max));
      expect(messageAt(form.schema, withValue(form.valid, path, valueOf(kind, max + 1)), path)).toBe(
        tooMany(max, max + 1),
      );
    },
  );

  it.each(forms.map((form) => [form.name, form] as const))(
    '%s: takes its valid filling, a text field at its maximum included',
    (_, form) => {
      expect(getValidationMessage(form.schema, form.valid)).toBeUndefined();
      for (const bound of bounds.filter((entry) => entry.form === form && entry.kind === 'characters')) {
        if (['emailAddress', 'phoneNumber', 'postCode', 'dateOfBirth'].includes(bound.path)) continue;
        expect(getValidationMessage(form.schema, withValue(form.valid, bound.path, 'a'.repeat(bound.max)))).toBe(
          undefined,
        );
      }
    },
  );

  it('keeps the contract ranges of the coordinates', () => {
    const { latitude, longitude } = Address;
    for (const [field, range] of [
      ['latitude', latitude],
      ['longitude', longitude],
    ] as const) {
      expect(messageAt(addressFormSchema, { ...validAddress, [field]: range.minimum }, field)).toBeUndefined();
      expect(messageAt(addressFormSchema, { ...validAddress, [field]: range.maximum }, field)).toBeUndefined();
      const outside = messages.notValid({ min: range.minimum, max: range.maximum });
      expect(messageAt(addressFormSchema, { ...validAddress, [field]: range.minimum - 0.001 }, field)).toBe(outside);
      expect(messageAt(addressFormSchema, { ...validAddress, [field]: range.maximum + 0.001 }, field)).toBe(outside);
    }
  });

  it("offers the contract's titles, and only them", () => {
    expect([...userTitles].sort()).toEqual([...zUserTitle.options].sort());
  });

  it('bounds nothing the contract leaves unbounded: the passwords (nothing is sent)', () => {
    const long = 'p'.repeat(10_000);
    expect(
      getValidationMessage(changePasswordFormSchema, {
        currentPassword: long,
        newPassword: long,
        newPasswordRepeat: long,
      }),
    ).toBeUndefined();
    expect(getValidationMessage(setPasswordFormSchema, { newPassword: long, newPasswordRepeat: long })).toBeUndefined();
  });

  it("bounds a report's filters by a parameter value's bound, a number filter by the product's tighter 20", () => {
    const max = ReportRequest.parameters.values.items.maxLength;
    expect(getValidationMessage(reportTextFilterSchema, 'a'.repeat(max))).toBeUndefined();
    expect(getValidationMessage(reportTextFilterSchema, 'a'.repeat(max + 1))).toBe(
      messages.tooManyCharacters(max, max + 1),
    );
    expect(reportNumberFilterMaxLength).toBeLessThanOrEqual(max);
    expect(getValidationMessage(reportNumberFilterSchema, '1'.repeat(reportNumberFilterMaxLength))).toBeUndefined();
    expect(getValidationMessage(reportNumberFilterSchema, '1'.repeat(reportNumberFilterMaxLength + 1))).toBe(
      'Too many characters (maximum 20, currently 21)',
    );
    expect(getValidationMessage(reportNumberFilterSchema, '12a')).toBe('Invalid value');
  });
});
