import type { ReportParameter } from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import { Checkbox } from '@stampcard/ui/Checkbox';
import { DatePicker } from '@stampcard/ui/DatePicker';
import { Dropdown } from '@stampcard/ui/Dropdown';
import { FormField } from '@stampcard/ui/FormField';
import { TextField } from '@stampcard/ui/TextField';
import { useMemo, useState, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { DetailsCard } from '#app/components/DetailsCard';
import { Actions, FieldsGrid, FiltersForm } from './ReportFilters.styles';
import {
  defaultFilterValues,
  filterBoolean,
  filterChoice,
  filterChoices,
  filterDate,
  filterText,
  reportChoiceOptions,
  reportFilterKind,
  reportFilterLabel,
  reportFilterMessage,
  type FilterValue,
  type FilterValues,
  type ReportChoiceOption,
} from './reportFilters';

export interface ReportFiltersProps {
  /** The report's parameters: one field each, in their order. */
  readonly parameters: readonly ReportParameter[];
  /** The filters' values, read from the URL (`filterValuesFromUrl`); the form is patched whenever they change. */
  readonly values: FilterValues;
  /** Called by Apply filters with the values chosen, once every field is valid. */
  readonly onApply: (values: FilterValues) => void;
  /** Called by Clear filters: the caller navigates with no filters (`clearedSearchParams`). */
  readonly onClear: () => void;
  /**
   * Whether the fields and buttons are disabled.
   * @default false
   */
  readonly isDisabled?: boolean;
}

/** The form's values: one per parameter, by position (a parameter's key may hold dots, which react-hook-form reads as paths). */
interface FiltersFormValues {
  filters: FilterValue[];
}

function toFormValues(parameters: readonly ReportParameter[], values: FilterValues): FiltersFormValues {
  return { filters: parameters.map((parameter) => values[parameter.key] ?? null) };
}

function fromFormValues(parameters: readonly ReportParameter[], { filters }: FiltersFormValues): FilterValues {
  return Object.fromEntries(parameters.map((parameter, index) => [parameter.key, filters[index] ?? null]));
}

const optionLabel = (option: ReportChoiceOption) => option.label;

interface MultiChoiceFieldProps {
  readonly label: string;
  readonly options: readonly ReportChoiceOption[];
  readonly value: readonly string[];
  readonly onChange: (value: string[]) => void;
  readonly onBlur: () => void;
  readonly ref: Ref<HTMLElement>;
  readonly isDisabled: boolean;
}

/** The options among `options` whose values are `values`, in the order of `values`. */
function optionsOf(options: readonly ReportChoiceOption[], values: readonly string[]): ReportChoiceOption[] {
  const byValue = new Map(options.map((option) => [option.value, option]));
  return values.flatMap((value) => byValue.get(value) ?? []);
}

/**
 * A multi-choice filter: the list opens with a copy of the current selection, a
 * click toggles an item, and closing gives the chosen identifiers to the form. A tag removed while
 * the list is closed changes the selection at once.
 */
function MultiChoiceField({ label, options, value, onChange, onBlur, ref, isDisabled }: MultiChoiceFieldProps) {
  // The selection being made while the list is open; null while it is closed.
  const [draft, setDraft] = useState<readonly string[] | null>(null);
  const shown = draft ?? value;
  return (
    <Dropdown
      selectionMode="multiple"
      label={label}
      options={options}
      optionLabel={optionLabel}
      optionKey="value"
      value={optionsOf(options, shown)}
      isDisabled={isDisabled}
      ref={ref}
      onBlur={onBlur}
      onOpenChange={(isOpen) => {
        if (isOpen) {
          setDraft([...value]);
          return;
        }
        if (draft !== null && (draft.length !== value.length || draft.some((item, index) => item !== value[index]))) {
          onChange([...draft]);
        }
        setDraft(null);
      }}
      onChange={(selection) => {
        const chosen = selection.map((option) => option.value);
        if (draft === null) onChange(chosen);
        else setDraft(chosen);
      }}
    />
  );
}

/**
 * The report viewer's Filters card: one field per report parameter,
 * labelled by its name, by type: text (at most 200 characters), number (at most 20), date (the
 * kit's DatePicker in YYYY-MM-DD), boolean (a checkbox), single choice (searchable and clearable)
 * and multi choice. Apply filters checks the fields (their messages show, and nothing is applied,
 * while one is invalid) and gives the values to `onApply`; Clear filters puts the defaults back
 * in the fields, what the report shows with no filters, and calls `onClear`. Whenever `values`
 * change (the URL changed: Apply, Back, Forward), the fields are patched to them. Nothing is
 * rendered for a report without parameters.
 */
export function ReportFilters({ parameters, values, onApply, onClear, isDisabled = false }: ReportFiltersProps) {
  const formValues = useMemo(() => toFormValues(parameters, values), [parameters, values]);
  // Read once per report: a searchable list indexes its options' labels whenever they change.
  const choiceOptions = useMemo(() => parameters.map((parameter) => reportChoiceOptions(parameter)), [parameters]);
  // `values` (compared by content) patches the form whenever the URL's values change. Validation as
  // the kit's forms (useZodForm): a field is checked when it loses focus, then on every change.
  const form = useForm<FiltersFormValues>({ values: formValues, mode: 'onTouched', reValidateMode: 'onChange' });

  const clear = () => {
    // The URL may not change (no filters were applied): the fields go back to the defaults here.
    form.reset(toFormValues(parameters, defaultFilterValues(parameters)));
    onClear();
  };

  // The card appears only when the report has parameters.
  if (parameters.length === 0) return null;
  return (
    <DetailsCard title="Filters">
      <FiltersForm
        noValidate
        data-component="ReportFilters"
        onSubmit={(event) => {
          void form.handleSubmit((data) => {
            onApply(fromFormValues(parameters, data));
          })(event);
        }}
      >
        <FieldsGrid>
          {parameters.map((parameter, index) => {
            const label = reportFilterLabel(parameter);
            const kind = reportFilterKind(parameter.type);
            return (
              <div key={parameter.key} data-filter-key={parameter.key} data-filter-kind={kind}>
                <FormField
                  control={form.control}
                  name={`filters.${index}`}
                  rules={{ validate: (value) => reportFilterMessage(parameter, value) ?? true }}
                >
                  {(field) => {
                    const { errorMessage } = field;
                    switch (kind) {
                      case 'text':
                      case 'number':
                        // A number is text too, not the kit's NumberField: its rule is on the
                        // characters typed (at most 20), which a number would not keep; 'decimal'
                        // offers digits and a point.
                        return (
                          <TextField
                            label={label}
                            value={filterText(field.value)}
                            onChange={field.onChange}
                            onBlur={field.onBlur}
                            ref={field.ref}
                            {...(kind === 'number' ? { inputMode: 'decimal' as const } : {})}
                            autoComplete="off"
                            errorMessage={errorMessage}
                            isDisabled={isDisabled}
                          />
                        );
                      case 'date':
                        return (
                          <DatePicker
                            label={label}
                            format="YYYY-MM-DD"
                            value={filterDate(field.value)}
                            onChange={field.onChange}
                            onBlur={field.onBlur}
                            ref={field.ref}
                            errorMessage={errorMessage}
                            isDisabled={isDisabled}
                          />
                        );
                      case 'boolean':
                        return (
                          <Checkbox
                            label={label}
                            isSelected={filterBoolean(field.value)}
                            onChange={field.onChange}
                            onBlur={field.onBlur}
                            ref={field.ref}
                            errorMessage={errorMessage}
                            isDisabled={isDisabled}
                          />
                        );
                      case 'singleChoice': {
                        const options = choiceOptions[index] ?? [];
                        const chosen = filterChoice(field.value);
                        return (
                          <Dropdown
                            label={label}
                            options={options}
                            optionLabel={optionLabel}
                            optionKey="value"
                            isSearchable
                            isClearable
                            value={options.find((option) => option.value === chosen) ?? null}
                            onChange={(option) => {
                              field.onChange(option?.value ?? null);
                            }}
                            onBlur={field.onBlur}
                            ref={field.ref}
                            errorMessage={errorMessage}
                            isDisabled={isDisabled}
                          />
                        );
                      }
                      case 'multiChoice':
                        return (
                          <MultiChoiceField
                            label={label}
                            options={choiceOptions[index] ?? []}
                            value={filterChoices(field.value)}
                            onChange={field.onChange}
                            onBlur={field.onBlur}
                            ref={field.ref}
                            isDisabled={isDisabled}
                          />
                        );
                    }
                  }}
                </FormField>
              </div>
            );
          })}
        </FieldsGrid>
        <Actions>
          <Button type="submit" variant="primary" isDisabled={isDisabled}>
            Apply filters
          </Button>
          <Button onPress={clear} isDisabled={isDisabled}>
            Clear filters
          </Button>
        </Actions>
      </FiltersForm>
    </DetailsCard>
  );
}
