import type { ReportParameter } from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReportFilters, type ReportFiltersProps } from './ReportFilters';
import {
  clearedSearchParams,
  defaultFilterValues,
  filterSearchParams,
  filterValuesFromUrl,
  type FilterValues,
} from './reportFilters';

/** Dropdown lists and the date picker's calendar are portalled to the body. */
const body = within(document.body);

// Parameters as the dev server's reports give them (packages/dev-server/src/reports/definitions.ts).
const includeTestStores: ReportParameter = {
  key: 'IncludeTestStores',
  name: 'Include stores in test mode',
  type: 0,
  value: null,
  defaultValue: ['false'],
};
const from: ReportParameter = { key: 'From', name: 'From', type: 1, value: null, defaultValue: null };
const minimumStamps: ReportParameter = {
  key: 'MinimumStamps',
  name: 'Minimum stamps',
  type: 2,
  value: null,
  defaultValue: ['0'],
};
const customerName: ReportParameter = { key: 'Name', name: 'Name contains', type: 3, value: null, defaultValue: null };
const store: ReportParameter = {
  key: 'Store',
  name: 'Store',
  type: 4,
  value: [
    { label: 'Bold Street Coffee', value: '1' },
    { label: 'Clifton Pharmacy', value: '2' },
    { label: 'Leeds Market', value: '3' },
  ],
  defaultValue: null,
};
const categories: ReportParameter = {
  key: 'Categories',
  name: 'Categories',
  type: 5,
  value: [
    { label: 'Coffee', value: '10' },
    { label: 'Bakery', value: '11' },
    { label: 'Pharmacy', value: '12' },
  ],
  defaultValue: ['10', '11', '12'],
};
const since: ReportParameter = {
  key: 'Since',
  name: 'Since',
  type: 1,
  value: null,
  defaultValue: ['01/02/2026 12:00:00 AM'],
};
const activeOnly: ReportParameter = {
  key: 'ActiveOnly',
  name: 'Active cards only',
  type: 0,
  value: null,
  defaultValue: ['true'],
};

const everyType = [includeTestStores, from, minimumStamps, customerName, store, categories];
const address = { path: '/Reports/StampsByStore', name: 'Stamps by store' };

/** The form's values for a viewer URL's query, as the page reads them. */
const fromUrl = (parameters: readonly ReportParameter[], query: string): FilterValues =>
  filterValuesFromUrl(parameters, new URLSearchParams(query));

const meta = {
  tags: ['reflow'],
  title: 'App/Reports/Report filters',
  component: ReportFilters,
  parameters: { layout: 'padded' },
  args: {
    parameters: everyType,
    values: defaultFilterValues(everyType),
    onApply: fn(),
    onClear: fn(),
  },
  argTypes: { parameters: { control: 'object' }, values: { control: 'object' } },
} satisfies Meta<typeof ReportFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

const apply = () => userEvent.click(body.getByRole('button', { name: 'Apply filters' }));

/** A text filter (3 String): what is typed is applied. */
export const TextFilter: Story = {
  name: 'Text',
  args: { parameters: [customerName], values: fromUrl([customerName], '') },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Filters' })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Name contains' });
    await expect(field).toHaveValue('');
    await userEvent.type(field, 'Ada');
    await apply();
    await expect(args.onApply).toHaveBeenCalledWith({ Name: 'Ada' });
  },
};

/** A number filter (2 Number), with its default value: a text field with a number keyboard. */
export const NumberFilter: Story = {
  name: 'Number',
  args: { parameters: [minimumStamps], values: fromUrl([minimumStamps], '') },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Minimum stamps' });
    await expect(field).toHaveValue('0');
    await expect(field).toHaveAttribute('inputmode', 'decimal');
    await userEvent.clear(field);
    await userEvent.type(field, '12');
    await apply();
    await expect(args.onApply).toHaveBeenCalledWith({ MinimumStamps: '12' });
  },
};

/** A date filter (1 Date): the kit's DatePicker, typed and shown as YYYY-MM-DD. */
export const DateFilter: Story = {
  name: 'Date',
  args: { parameters: [from], values: fromUrl([from], '') },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'From' });
    await expect(field).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    await userEvent.type(field, '20260321');
    await expect(field).toHaveValue('2026-03-21');
    await apply();
    await expect(args.onApply).toHaveBeenLastCalledWith({ From: '2026-03-21' });

    // Or picked in the calendar, which opens on the chosen date.
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
    const calendar = await body.findByRole('dialog', { name: 'Choose date' });
    await userEvent.click(within(calendar).getByRole('button', { name: /\b24 March 2026/ }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(field).toHaveValue('2026-03-24');
    await apply();
    await expect(args.onApply).toHaveBeenLastCalledWith({ From: '2026-03-24' });
  },
};

/** A boolean filter (0 Boolean): a checkbox. */
export const BooleanFilter: Story = {
  name: 'Boolean',
  args: { parameters: [includeTestStores], values: fromUrl([includeTestStores], '') },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Include stores in test mode' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await apply();
    await expect(args.onApply).toHaveBeenCalledWith({ IncludeTestStores: true });
  },
};

/** A single-choice filter (4 SingleChoice): searchable, and clearable (nullable). */
export const SingleChoice: Story = {
  name: 'Single choice',
  args: { parameters: [store], values: fromUrl([store], '') },
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Store' });
    await userEvent.type(combobox, 'clif');
    const listbox = await body.findByRole('listbox', { name: 'Store' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Clifton Pharmacy' }));
    await expect(combobox).toHaveValue('Clifton Pharmacy');
    await apply();
    await expect(args.onApply).toHaveBeenLastCalledWith({ Store: '2' });

    await userEvent.click(canvas.getByRole('button', { name: 'Clear Store' }));
    await expect(combobox).toHaveValue('');
    await apply();
    await expect(args.onApply).toHaveBeenLastCalledWith({ Store: null });
  },
};

/**
 * A multi-choice filter (5 MultiChoice): the list opens with a copy of the current selection, a
 * click toggles an item, and closing gives the chosen values to the form.
 */
export const MultiChoice: Story = {
  name: 'Multi choice',
  args: { parameters: [categories], values: fromUrl([categories], 'Categories=10&Categories=11') },
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Categories' });
    await userEvent.click(combobox);
    const listbox = await body.findByRole('listbox', { name: 'Categories' });
    await expect(within(listbox).getByRole('option', { name: 'Coffee' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(listbox).getByRole('option', { name: 'Bakery' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(listbox).getByRole('option', { name: 'Pharmacy' })).toHaveAttribute('aria-selected', 'false');

    await userEvent.click(within(listbox).getByRole('option', { name: 'Coffee' }));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Pharmacy' }));
    await expect(body.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(canvas.queryByRole('button', { name: 'Remove Coffee' })).toBeNull();
    await apply();
    await expect(args.onApply).toHaveBeenLastCalledWith({ Categories: ['11', '12'] });

    // Apply pressed while the list is open: the list closes first and gives its selection.
    await userEvent.click(combobox);
    await userEvent.click(within(await body.findByRole('listbox')).getByRole('option', { name: 'Bakery' }));
    await apply();
    await expect(args.onApply).toHaveBeenLastCalledWith({ Categories: ['12'] });

    // A tag's button removes its value at once.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Pharmacy' }));
    await apply();
    await expect(args.onApply).toHaveBeenLastCalledWith({ Categories: [] });
  },
};

/** Every type, in a responsive grid, with the dev server's defaults. */
export const AllTypes: Story = {
  name: 'All types',
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Filters' });
    const form = within(card);
    await expect(form.getByRole('checkbox', { name: 'Include stores in test mode' })).not.toBeChecked();
    await expect(form.getByRole('textbox', { name: 'From' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Minimum stamps' })).toHaveValue('0');
    await expect(form.getByRole('textbox', { name: 'Name contains' })).toHaveValue('');
    await expect(form.getByRole('combobox', { name: 'Store' })).toHaveValue('');
    for (const name of ['Coffee', 'Bakery', 'Pharmacy']) {
      await expect(form.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
    }
    await expect(form.getByRole('button', { name: 'Apply filters' })).toBeEnabled();
    await expect(form.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
  },
};

/** The values of a viewer URL fill the fields. */
export const PrefilledFromUrl: Story = {
  name: 'Prefilled from the URL values',
  args: {
    values: fromUrl(
      everyType,
      'path=%2FReports%2FStampsByStore&IncludeTestStores=true&From=2026-01-31&MinimumStamps=&Name=Ada&Store=3&Categories=12',
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Include stores in test mode' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'From' })).toHaveValue('2026-01-31');
    // Emptied by the user (an empty key): it stays empty rather than showing the default.
    await expect(canvas.getByRole('textbox', { name: 'Minimum stamps' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Name contains' })).toHaveValue('Ada');
    await expect(canvas.getByRole('combobox', { name: 'Store' })).toHaveValue('Leeds Market');
    await expect(canvas.getByRole('button', { name: 'Remove Pharmacy' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove Coffee' })).toBeNull();
  },
};

/** Default values fill the fields when the URL has none: a date given as DD/MM/YYYY, a checked box, every category. */
export const DefaultsPrefilled: Story = {
  name: 'Defaults prefilled',
  args: {
    parameters: [since, activeOnly, minimumStamps, categories],
    values: fromUrl([since, activeOnly, minimumStamps, categories], 'path=%2FReports%2FCardPerformance'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Since' })).toHaveValue('2026-02-01');
    await expect(canvas.getByRole('checkbox', { name: 'Active cards only' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Minimum stamps' })).toHaveValue('0');
    for (const name of ['Coffee', 'Bakery', 'Pharmacy']) {
      await expect(canvas.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
    }
  },
};

/** Text over 200 characters and a number over 20 show their messages, and nothing is applied. */
export const Invalid: Story = {
  args: { parameters: [customerName, minimumStamps], values: fromUrl([customerName, minimumStamps], '') },
  play: async ({ args, canvas }) => {
    const text = canvas.getByRole('textbox', { name: 'Name contains' });
    const number = canvas.getByRole('textbox', { name: 'Minimum stamps' });
    await userEvent.click(text);
    await userEvent.paste('a'.repeat(201));
    await userEvent.clear(number);
    await userEvent.paste('1'.repeat(21));
    await apply();

    await expect(text).toHaveAccessibleErrorMessage('Too many characters (maximum 200, currently 201)');
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleErrorMessage('Too many characters (maximum 20, currently 21)');
    await expect(text).toHaveFocus();
    await expect(args.onApply).not.toHaveBeenCalled();

    // Not a number.
    await userEvent.clear(number);
    await userEvent.type(number, '12a');
    await expect(number).toHaveAccessibleErrorMessage('Invalid value');

    // Fixed, they apply.
    await userEvent.clear(number);
    await userEvent.type(number, '12');
    await userEvent.clear(text);
    await userEvent.paste('a'.repeat(200));
    await expect(text).not.toHaveAttribute('aria-invalid');
    await apply();
    await expect(args.onApply).toHaveBeenCalledWith({ Name: 'a'.repeat(200), MinimumStamps: '12' });
  },
};

/** Apply filters gives every field's value, by parameter key. */
export const Apply: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Include stores in test mode' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'From' }), '20260105');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Minimum stamps' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Minimum stamps' }), '3');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name contains' }), '  Ada ');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Store' }));
    await userEvent.click(within(await body.findByRole('listbox')).getByRole('option', { name: 'Bold Street Coffee' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Bakery' }));
    await apply();
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await expect(args.onApply).toHaveBeenCalledWith({
      IncludeTestStores: true,
      From: '2026-01-05',
      MinimumStamps: '3',
      Name: '  Ada ',
      Store: '1',
      Categories: ['10', '12'],
    });
    await expect(args.onClear).not.toHaveBeenCalled();
  },
};

/** Clear filters puts the defaults back in the fields (what the report shows with no filters) and calls `onClear`. */
export const Clear: Story = {
  args: { values: fromUrl(everyType, 'IncludeTestStores=true&Name=Ada&Store=3&Categories=12&MinimumStamps=4') },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'From' }), '20260105');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(canvas.getByRole('checkbox', { name: 'Include stores in test mode' })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'From' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Minimum stamps' })).toHaveValue('0');
    await expect(canvas.getByRole('textbox', { name: 'Name contains' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Store' })).toHaveValue('');
    for (const name of ['Coffee', 'Bakery', 'Pharmacy']) {
      await expect(canvas.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
    }
  },
};

/** While the report loads, the fields and buttons are disabled. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name contains' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Include stores in test mode' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Apply filters' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  },
};

/**
 * The filters over a URL, as the viewer uses them: Apply navigates with the chosen values (page
 * back to 1), Clear with none, and going Back patches the fields to the URL's values.
 */
function FiltersOverUrl(props: Pick<ReportFiltersProps, 'parameters' | 'onApply' | 'onClear'>) {
  const { parameters, onApply, onClear } = props;
  const [history, setHistory] = useState(['path=%2FReports%2FStampsByStore&name=Stamps+by+store&page=3']);
  const query = history.at(-1) ?? '';
  const navigate = (next: URLSearchParams) => {
    setHistory([...history, next.toString()]);
  };
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
      <ReportFilters
        parameters={parameters}
        values={fromUrl(parameters, query)}
        onApply={(values) => {
          onApply(values);
          navigate(filterSearchParams(parameters, values, address));
        }}
        onClear={() => {
          onClear();
          navigate(clearedSearchParams(address));
        }}
      />
      <output aria-label="Address" style={{ overflowWrap: 'anywhere' }}>
        ?{query}
      </output>
      <div>
        <Button
          isDisabled={history.length < 2}
          onPress={() => {
            setHistory(history.slice(0, -1));
          }}
        >
          Back
        </Button>
      </div>
    </div>
  );
}

/** Apply and Clear navigate; Back patches the form to the URL's values. */
export const FollowsTheUrl: Story = {
  name: 'Follows the URL',
  render: (args) => <FiltersOverUrl {...args} />,
  play: async ({ canvas }) => {
    const url = canvas.getByRole('status', { name: 'Address' });
    const name = canvas.getByRole('textbox', { name: 'Name contains' });
    await userEvent.type(name, 'Ada');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Include stores in test mode' }));
    await apply();
    await expect(url).toHaveTextContent(
      '?path=%2FReports%2FStampsByStore&name=Stamps+by+store&IncludeTestStores=true&MinimumStamps=0&Name=Ada&Categories=10&Categories=11&Categories=12',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(url).toHaveTextContent('?path=%2FReports%2FStampsByStore&name=Stamps+by+store');
    await expect(name).toHaveValue('');

    // Back: the applied values come back into the fields.
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(name).toHaveValue('Ada');
    await expect(canvas.getByRole('checkbox', { name: 'Include stores in test mode' })).toBeChecked();

    // Unapplied edits give way to the URL's values on Back.
    await userEvent.clear(name);
    await userEvent.type(name, 'Grace');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(url).toHaveTextContent('?path=%2FReports%2FStampsByStore&name=Stamps+by+store&page=3');
    await expect(name).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Include stores in test mode' })).not.toBeChecked();
  },
};
