import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

const meta = {
  tags: ['reflow'],
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: {
    label: 'Date of birth',
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    format: { control: 'inline-radio', options: ['DD/MM/YYYY', 'YYYY-MM-DD'] },
    description: { control: 'text' },
    label: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 280, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The open calendar dialog. */
async function openCalendar(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
  return body.findByRole('dialog', { name: 'Choose date' });
}

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Date of birth' });
    await expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await expect(input).toHaveValue('');
    const button = canvas.getByRole('button', { name: 'Choose date' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // With no date, the calendar opens on today; Enter picks it.
    const dialog = await openCalendar(canvas);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const todayCell = within(dialog).getByRole('button', { name: /, today$/ });
    await waitFor(() => expect(todayCell).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const text = (input as HTMLInputElement).value;
    await expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const [day, month, year] = text.split('/');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(`${year ?? ''}-${month ?? ''}-${day ?? ''}`);
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const Playground: Story = {
  args: {
    description: 'DD/MM/YYYY, typed or picked',
    format: 'DD/MM/YYYY',
    isRequired: false,
    isDisabled: false,
    isReadOnly: false,
    minValue: '1900-01-01',
    disabledRanges: [{ start: '2024-03-10', end: '2024-03-12', reason: 'Closed for stocktake' }],
  },
};

export const WithValue: Story = {
  args: { defaultValue: '2024-03-21' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('21/03/2024');
    const dialog = await openCalendar(canvas);
    const grid = within(dialog).getByRole('grid', { name: 'March 2024' });
    const day = within(grid).getByRole('button', { name: /\b21 March 2024, selected/ });
    await waitFor(() => expect(day).toHaveFocus());
    await expect(day.closest('td')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Report filters show and take dates as YYYY-MM-DD. */
export const ReportFilterFormat: Story = {
  args: { label: 'From', format: 'YYYY-MM-DD', defaultValue: '2024-03-21' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'From' });
    await expect(input).toHaveValue('2024-03-21');
    await expect(input).toHaveAttribute('placeholder', 'YYYY-MM-DD');

    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, '2024');
    await expect(input).toHaveValue('2024-');
    await userEvent.type(input, '0401');
    await expect(input).toHaveValue('2024-04-01');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-04-01');

    const dialog = await openCalendar(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: /\b5 April 2024/ }));
    await expect(input).toHaveValue('2024-04-05');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-04-05');
  },
};

/** The separators come by themselves; the date is applied only at 10 characters. */
export const Typing: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Date of birth' });
    await userEvent.type(input, '2');
    await expect(input).toHaveValue('2');
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('21/');
    await userEvent.type(input, '03');
    await expect(input).toHaveValue('21/03/');
    await userEvent.type(input, '202');
    await expect(input).toHaveValue('21/03/202');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(input, '4');
    await expect(input).toHaveValue('21/03/2024');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('2024-03-21');

    // Backspace removes the separators too, and a separator typed after one digit pads it.
    await userEvent.type(input, '{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(input).toHaveValue('21/03/');
    await userEvent.type(input, '{Backspace}');
    await expect(input).toHaveValue('21/03');
    await userEvent.clear(input);
    await userEvent.type(input, '1/4/1990');
    await expect(input).toHaveValue('01/04/1990');
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-04-01');
  },
};

export const ClearingEmptiesValue: Story = {
  args: { defaultValue: '2024-03-21' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Date of birth' });
    await expect(input).toHaveValue('21/03/2024');
    await userEvent.clear(input);
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Incomplete or impossible dates stay in the input, are not applied, and are explained on blur. */
export const InvalidTyping: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Date of birth' });

    await userEvent.type(input, '01010999');
    await expect(input).toHaveValue('01/01/0999');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
    await expect(input).toHaveValue('01/01/0999');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleErrorMessage('Dates from 01/01/1001 only');

    await userEvent.clear(input);
    await userEvent.type(input, '31022024');
    // Typing again hides the message until the next blur.
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveAccessibleErrorMessage('Invalid date: 31/02/2024 does not exist');

    await userEvent.clear(input);
    await userEvent.type(input, '2103');
    await userEvent.tab();
    await expect(input).toHaveValue('21/03/');
    await expect(input).toHaveAccessibleErrorMessage('Enter a date as DD/MM/YYYY');
    await expect(canvas.getByText('Enter a date as DD/MM/YYYY')).toBeVisible();

    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The calendar's views are days and months/year. */
export const MonthsYearView: Story = {
  args: { defaultValue: '2024-03-21' },
  play: async ({ args, canvas }) => {
    const dialog = await openCalendar(canvas);
    const inDialog = within(dialog);
    await userEvent.click(inDialog.getByRole('button', { name: 'March 2024, choose month and year' }));
    await expect(inDialog.getByRole('grid', { name: 'Months of 2024' })).toBeVisible();
    await waitFor(() => expect(inDialog.getByRole('button', { name: 'March 2024' })).toHaveFocus());
    const year = inDialog.getByRole('spinbutton', { name: 'Year' });
    await expect(year).toHaveValue(2024);

    // A year by button, then by typing it.
    await userEvent.click(inDialog.getByRole('button', { name: 'Next year' }));
    await expect(year).toHaveValue(2025);
    await userEvent.clear(year);
    await userEvent.type(year, '1990');
    await expect(inDialog.getByRole('grid', { name: 'Months of 1990' })).toBeVisible();

    // Picking a month goes back to its days.
    await userEvent.click(inDialog.getByRole('button', { name: 'July 1990' }));
    await expect(inDialog.getByRole('grid', { name: 'July 1990' })).toBeVisible();
    await waitFor(() => expect(inDialog.getByRole('button', { name: /\b21 July 1990/ })).toHaveFocus());

    // Back to days without picking, from the keyboard.
    await userEvent.click(inDialog.getByRole('button', { name: 'July 1990, choose month and year' }));
    await waitFor(() => expect(inDialog.getByRole('button', { name: 'July 1990' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(inDialog.getByRole('button', { name: 'November 1990' })).toHaveFocus();
    await userEvent.click(inDialog.getByRole('button', { name: 'Back to days' }));
    await expect(inDialog.getByRole('grid', { name: 'November 1990' })).toBeVisible();

    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('1990-11-21');
    await expect(canvas.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('21/11/1990');

    // Left open on the months view, so the accessibility check covers it too.
    const again = await openCalendar(canvas);
    await userEvent.click(within(again).getByRole('button', { name: 'November 1990, choose month and year' }));
    await expect(within(again).getByRole('grid', { name: 'Months of 1990' })).toBeVisible();
    await expect(within(again).getByRole('button', { name: 'November 1990' }).closest('td')).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const WeekStartsMonday: Story = {
  args: { defaultValue: '2024-03-21' },
  play: async ({ canvas }) => {
    const dialog = await openCalendar(canvas);
    const grid = within(dialog).getByRole('grid', { name: 'March 2024' });
    const headers = within(grid).getAllByRole('columnheader');
    await expect(headers).toHaveLength(7);
    await expect(headers[0]).toHaveAccessibleName('Monday');
    await expect(headers[0]).toHaveTextContent('Mo');
    await expect(headers[6]).toHaveAccessibleName('Sunday');
    // 1 March 2024 was a Friday: the fifth column of the first week.
    const cells = within(grid).getAllByRole('gridcell');
    await expect(cells[4]).toHaveTextContent('1');
    await expect(cells[3]).toHaveTextContent('');
  },
};

/** Days inside disabled ranges cannot be selected and show their reason. */
export const DisabledRanges: Story = {
  args: {
    defaultValue: '2024-03-21',
    disabledRanges: [
      { start: '2024-03-10', end: '2024-03-12', reason: 'Closed for stocktake' },
      { start: '2024-03-29', end: '2024-03-29', reason: 'Good Friday' },
    ],
  },
  play: async ({ args, canvas }) => {
    const dialog = await openCalendar(canvas);
    const inDialog = within(dialog);
    const day = inDialog.getByRole('button', { name: /\b11 March 2024/ });
    await expect(day).toHaveAttribute('aria-disabled', 'true');
    await expect(day).toHaveAccessibleDescription('Closed for stocktake');
    await expect(day).toHaveAttribute('title', 'Closed for stocktake');
    await userEvent.click(day);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(dialog).toHaveTextContent('Unavailable: Closed for stocktake');

    // The keyboard reaches unavailable days, shows why, and Enter does not choose them.
    await userEvent.click(inDialog.getByRole('button', { name: /\b28 March 2024/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-03-28');
    const reopened = await openCalendar(canvas);
    await waitFor(() => expect(within(reopened).getByRole('button', { name: /\b28 March 2024/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(reopened).getByRole('button', { name: /\b29 March 2024/ })).toHaveFocus();
    await expect(reopened).toHaveTextContent('Unavailable: Good Friday');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(body.getByRole('dialog')).toBeVisible();
  },
};

export const MinMax: Story = {
  args: {
    label: 'Start date',
    defaultValue: '2024-03-21',
    minValue: '2024-03-05',
    maxValue: '2024-03-25',
    description: 'Between 05/03/2024 and 25/03/2024',
  },
  play: async ({ args, canvas }) => {
    const dialog = await openCalendar(canvas);
    const inDialog = within(dialog);
    await expect(inDialog.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await expect(inDialog.getByRole('button', { name: 'Next month' })).toBeDisabled();
    const early = inDialog.getByRole('button', { name: /\b4 March 2024/ });
    await expect(early).toHaveAttribute('aria-disabled', 'true');
    await expect(early).toHaveAccessibleDescription('Dates from 05/03/2024 only');
    await expect(inDialog.getByRole('button', { name: /\b26 March 2024/ })).toHaveAccessibleDescription(
      'Dates until 25/03/2024 only',
    );
    // The keyboard stops at the last date that can be chosen.
    await waitFor(() => expect(inDialog.getByRole('button', { name: /\b21 March 2024/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(inDialog.getByRole('button', { name: /\b25 March 2024/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    const input = canvas.getByRole('textbox', { name: 'Start date' });
    await userEvent.clear(input);
    await userEvent.type(input, '01042024');
    await userEvent.tab();
    await expect(input).toHaveAccessibleErrorMessage('Dates until 25/03/2024 only');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2024-03-21' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Date of birth' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose date' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '2024-03-21' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Date of birth' });
    await expect(input).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Choose date' })).toBeDisabled();
    await userEvent.type(input, '{Backspace}1');
    await expect(input).toHaveValue('21/03/2024');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The form's message takes precedence over the picker's own. */
export const Invalid: Story = {
  args: { errorMessage: 'Must be a date in the past' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Date of birth' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleErrorMessage('Must be a date in the past');
    await userEvent.type(input, '2103');
    await userEvent.tab();
    await expect(input).toHaveAccessibleErrorMessage('Must be a date in the past');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Date of birth' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const KeyboardNavigation: Story = {
  args: { defaultValue: '2024-03-21' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Date of birth' });
    const button = canvas.getByRole('button', { name: 'Choose date' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Choose date' });
    const day = (name: RegExp) => within(dialog).getByRole('button', { name });
    await waitFor(() => expect(day(/\b21 March 2024/)).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(day(/\b22 March 2024/)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(day(/\b15 March 2024/)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(day(/\b14 March 2024/)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(day(/\b11 March 2024/)).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(day(/\b17 March 2024/)).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(within(dialog).getByRole('grid', { name: 'April 2024' })).toBeVisible();
    await expect(day(/\b17 April 2024/)).toHaveFocus();
    await userEvent.keyboard('{Shift>}{PageUp}{/Shift}');
    await expect(day(/\b17 April 2023/)).toHaveFocus();
    await userEvent.keyboard('{PageUp}{ArrowDown}');
    await expect(day(/\b24 March 2023/)).toHaveFocus();

    // Escape closes without choosing; focus returns to the button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();

    // Alt+ArrowDown in the input opens it too; Enter chooses the focused day and closes.
    await userEvent.click(input);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const reopened = await body.findByRole('dialog', { name: 'Choose date' });
    await waitFor(() => expect(within(reopened).getByRole('button', { name: /\b21 March 2024/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('2024-03-28');
    await expect(input).toHaveValue('28/03/2024');
    await expect(button).toHaveFocus();
  },
};
