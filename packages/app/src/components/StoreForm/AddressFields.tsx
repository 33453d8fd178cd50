import { FormField } from '@stampcard/ui/FormField';
import { TextField } from '@stampcard/ui/TextField';
import type { Control, FieldPath, FieldValues, PathValue, UseFormSetValue } from 'react-hook-form';
import { useConfiguredAddressLookup, type AddressCandidate } from '#app/lib/addressLookup';
import { Fieldset, Legend, Row } from './formLayout';
import { PostcodeLookup } from './PostcodeLookup';

type AddressText = 'address1' | 'address2' | 'address3' | 'cityTown' | 'county' | 'country';

/**
 * The address's text fields under the postcode (which comes first, with its lookup), a line each
 * or two to a row: name, label, whether required.
 */
const addressRows: readonly (readonly (readonly [AddressText, string, boolean])[])[] = [
  [['address1', 'Address line 1', true]],
  [['address2', 'Address line 2', false]],
  [['address3', 'Address line 3', false]],
  [
    ['cityTown', 'City or town', true],
    ['county', 'County', false],
  ],
  [['country', 'Country', true]],
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

type AddressFieldName = (typeof addressFieldNames)[number];

/** A found address as the form's fields hold it: text, '' for a line it has not, coordinates as typed. */
function fieldValuesOf(candidate: AddressCandidate): Record<AddressFieldName, string> {
  return {
    address1: candidate.address1,
    address2: candidate.address2 ?? '',
    address3: candidate.address3 ?? '',
    cityTown: candidate.cityTown,
    county: candidate.county ?? '',
    country: candidate.country,
    postCode: candidate.postCode,
    latitude: String(candidate.latitude),
    longitude: String(candidate.longitude),
  };
}

export interface AddressFieldsProps<TValues extends FieldValues> {
  /** The form the fields belong to: its control, and `setValue`, with which an address looked up fills them. */
  readonly form: { readonly control: Control<TValues>; readonly setValue: UseFormSetValue<TValues> };
  /** Where the address sits in the form: '' for an address form, 'address.' in the store form. */
  readonly prefix: '' | `${string}.`;
  /** The fieldset's legend. @default 'Location' */
  readonly legend?: string;
}

/**
 * The location's fields: the postcode with the address lookup the runtime configuration names,
 * address lines, city, county and country (text at most 200 characters; line 1, city, country and
 * postcode required), latitude and longitude (required, with the 'Not valid' range texts). An
 * address looked up fills every field; each stays the person's to change.
 */
export function AddressFields<TValues extends FieldValues>({
  form,
  prefix,
  legend = 'Location',
}: AddressFieldsProps<TValues>) {
  const { control, setValue } = form;
  const lookup = useConfiguredAddressLookup();
  const name = (field: AddressFieldName) => `${prefix}${field}` as FieldPath<TValues>;
  const fill = (candidate: AddressCandidate) => {
    const values = fieldValuesOf(candidate);
    for (const field of addressFieldNames) {
      // Validated as filled, so a field's earlier 'Required' goes once the address fills it.
      setValue(name(field), values[field] as PathValue<TValues, FieldPath<TValues>>, {
        shouldDirty: true,
        shouldValidate: true,
      });
    }
  };
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      <PostcodeLookup control={control} name={name('postCode')} lookup={lookup} onFill={fill} />
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
