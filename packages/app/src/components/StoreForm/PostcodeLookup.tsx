import { Button } from '@stampcard/ui/Button';
import { Dropdown } from '@stampcard/ui/Dropdown';
import { FormField } from '@stampcard/ui/FormField';
import { TextField } from '@stampcard/ui/TextField';
import { useMemo, useState, type ReactNode } from 'react';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import styled from 'styled-components';
import {
  describeAddress,
  useAddressLookup,
  type AddressCandidate,
  type AddressLookup,
  type AddressLookupState,
} from '#app/lib/addressLookup';

/** What the lookup says, quietly, under the postcode. */
export const addressLookupTexts = {
  findButton: 'Find address',
  notConfigured: 'Address lookup is not configured. Type the address below.',
  invalid: 'Enter a whole postcode, like L1 4DS, to find its addresses.',
  finding: (postcode: string) => `Finding the addresses at ${postcode}…`,
  several: (count: number, postcode: string) => `${count} addresses found at ${postcode}. Choose one below.`,
  chosen: (address: string) => `Filled in ${address}. Check the address below.`,
  none: (postcode: string) => `No addresses found for ${postcode}. Type the address below.`,
  failed: 'Address lookup is unavailable. Type the address below.',
  chooseLabel: 'Choose the address',
  choosePlaceholder: (count: number) => `One of ${count} addresses`,
} as const;

const PostcodeRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space.md};

  /*
   * Level with the input and as tall: below the field's label (its line and the gap under it), the
   * height of the input's line, padding and border.
   */
  & > button {
    margin-top: calc(
      ${({ theme }) => theme.typography.fontSize.sm} * ${({ theme }) => theme.typography.lineHeight.normal} +
        ${({ theme }) => theme.space.xs}
    );
    min-height: calc(
      ${({ theme }) => theme.typography.fontSize.sm} * ${({ theme }) => theme.typography.lineHeight.normal} + 2 *
        ${({ theme }) => theme.space.sm} + 2px
    );
  }
`;

/** The lookup's messages: present while empty too, so screen readers announce what appears in it. */
const Status = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  color: ${({ theme }) => theme.color.text.subdued};

  &:empty {
    margin: 0;
  }
`;

const Choice = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

export interface PostcodeLookupProps<TValues extends FieldValues> {
  /** The form's control, for the postcode field. */
  readonly control: Control<TValues>;
  /** The postcode field's name in the form. */
  readonly name: FieldPath<TValues>;
  /** The configured address lookup, or null when none is: the field then says so and has no button. */
  readonly lookup: AddressLookup | null;
  /** Fills the address's fields with an address found. */
  readonly onFill: (candidate: AddressCandidate) => void;
}

/**
 * The postcode field with its address lookup: `Find address` looks the typed postcode up; one
 * address found fills the address's fields, several are offered to choose from, and no address or
 * a failing service is said quietly under the field. The fields stay the person's to type in: a
 * lookup only ever fills them with an address found, never clears them.
 */
export function PostcodeLookup<TValues extends FieldValues>({
  control,
  name,
  lookup,
  onFill,
}: PostcodeLookupProps<TValues>) {
  if (lookup === null) {
    return <PostcodeField control={control} name={name} description={addressLookupTexts.notConfigured} />;
  }
  return <ConfiguredLookup control={control} name={name} lookup={lookup} onFill={onFill} />;
}

function ConfiguredLookup<TValues extends FieldValues>({
  control,
  name,
  lookup,
  onFill,
}: PostcodeLookupProps<TValues> & { readonly lookup: AddressLookup }) {
  const typed = useWatch({ control, name });
  const postcode = typeof typed === 'string' ? typed : '';
  // The postcode the shown outcome is for: typing another one puts the outcome away.
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const { state, find, choose } = useAddressLookup(lookup, (candidate) => {
    setAskedFor(candidate.postCode);
    onFill(candidate);
  });
  const isCurrent = state.status === 'finding' || askedFor === postcode;
  const shown: AddressLookupState = isCurrent ? state : { status: 'idle' };

  return (
    <div>
      <PostcodeField
        control={control}
        name={name}
        action={
          <Button
            isPending={shown.status === 'finding'}
            onPress={() => {
              setAskedFor(postcode);
              find(postcode);
            }}
          >
            {addressLookupTexts.findButton}
          </Button>
        }
      />
      <Status role="status">{statusText(shown)}</Status>
      {shown.status === 'choosing' ? (
        <Choice>
          <CandidateChoice candidates={shown.candidates} chosen={shown.chosen} onChoose={choose} />
        </Choice>
      ) : null}
    </div>
  );
}

function statusText(state: AddressLookupState): string {
  switch (state.status) {
    case 'idle':
      return '';
    case 'invalid':
      return addressLookupTexts.invalid;
    case 'finding':
      return addressLookupTexts.finding(state.postcode);
    case 'choosing':
      return state.chosen === null
        ? addressLookupTexts.several(state.candidates.length, state.postcode)
        : addressLookupTexts.chosen(describeAddress(state.chosen));
    case 'filled':
      return addressLookupTexts.chosen(describeAddress(state.candidate));
    case 'none':
      return addressLookupTexts.none(state.postcode);
    case 'failed':
      return addressLookupTexts.failed;
  }
}

/** The postcode's text field, with the lookup's button beside it when there is one. */
function PostcodeField<TValues extends FieldValues>({
  control,
  name,
  description,
  action,
}: {
  readonly control: Control<TValues>;
  readonly name: FieldPath<TValues>;
  readonly description?: string;
  readonly action?: ReactNode;
}) {
  const field = (
    <FormField control={control} name={name}>
      {(input) => (
        <TextField
          label="Postcode"
          isRequired
          autoComplete="postal-code"
          {...(description === undefined ? {} : { description })}
          {...input}
          value={typeof input.value === 'string' ? input.value : ''}
        />
      )}
    </FormField>
  );
  return action === undefined ? (
    field
  ) : (
    <PostcodeRow>
      {field}
      {action}
    </PostcodeRow>
  );
}

interface CandidateOption {
  readonly index: number;
  readonly label: string;
  readonly candidate: AddressCandidate;
}

/** The addresses found, to choose one from. */
function CandidateChoice({
  candidates,
  chosen,
  onChoose,
}: {
  readonly candidates: readonly AddressCandidate[];
  readonly chosen: AddressCandidate | null;
  readonly onChoose: (candidate: AddressCandidate) => void;
}) {
  const options = useMemo<readonly CandidateOption[]>(
    () => candidates.map((candidate, index) => ({ index, label: describeAddress(candidate), candidate })),
    [candidates],
  );
  return (
    <Dropdown<CandidateOption>
      label={addressLookupTexts.chooseLabel}
      options={options}
      optionLabel="label"
      optionKey="index"
      placeholder={addressLookupTexts.choosePlaceholder(candidates.length)}
      value={options.find((option) => option.candidate === chosen) ?? null}
      onChange={(option) => {
        if (option !== null) onChoose(option.candidate);
      }}
    />
  );
}
