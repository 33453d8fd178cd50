import { FormField } from '@stampcard/ui/FormField';
import { TextField } from '@stampcard/ui/TextField';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Fieldset, Legend, Row } from './formLayout';

type AddressText = 'address1' | 'address2' | 'address3' | 'cityTown' | 'county' | 'country' | 'postCode';

/** The address's text fields, a line each or two to a row: name, label, whether required. */
const addressRows: readonly (readonly (readonly [AddressText, string, boolean])[])[] = [
  [['address1', 'Address line 1', true]],
  [['address2', 'Address line 2', false]],
  [['address3', 'Address line 3', false]],
  [
    ['cityTown', 'City or town', true],
    ['county', 'County', false],
  ],
  [
    ['country', 'Country', true],
    ['postCode', 'Postcode', true],
  ],
];

/** The address's field names: what a refused save's errors are matched to. */
export const addressFieldNames = [
  'address1',
  'address2',
  'address3',
  'cityTown',
  'county',
  'country',
  'postCode',
  'latitude',
  'longitude',
] as const;

export interface AddressFieldsProps<TValues extends FieldValues> {
  readonly control: Control<TValues>;
  /** Where the address sits in the form: '' for an address form, 'address.' in the store form. */
  readonly prefix: '' | `${string}.`;
  /** The fieldset's legend. @default 'Location' */
  readonly legend?: string;
}

/**
 * The location's fields: address lines, city, county, country and postcode (text at most 200
 * characters; line 1, city, country and postcode required), latitude and longitude (required, with
 * the 'Not valid' range texts).
 */
export function AddressFields<TValues extends FieldValues>({
  control,
  prefix,
  legend = 'Location',
}: AddressFieldsProps<TValues>) {
  const name = (field: (typeof addressFieldNames)[number]) => `${prefix}${field}` as FieldPath<TValues>;
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      {addressRows.map((row) => (
        <Row key={row[0]?.[0]}>
          {row.map(([field, label, isRequired]) => (
            <FormField key={field} control={control} name={name(field)}>
              {(input) => (
                <TextField
                  label={label}
                  isRequired={isRequired}
                  {...input}
                  value={typeof input.value === 'string' ? input.value : ''}
                />
              )}
            </FormField>
          ))}
        </Row>
      ))}
      <Row>
        {(['latitude', 'longitude'] as const).map((field) => (
          <FormField key={field} control={control} name={name(field)}>
            {(input) => (
              <TextField
                label={field === 'latitude' ? 'Latitude' : 'Longitude'}
                isRequired
                inputMode="decimal"
                {...input}
                value={input.value === null || input.value === undefined ? '' : String(input.value)}
              />
            )}
          </FormField>
        ))}
      </Row>
    </Fieldset>
  );
}
