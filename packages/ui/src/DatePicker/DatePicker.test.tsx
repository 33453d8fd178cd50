import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { DatePicker, type DatePickerProps } from './DatePicker';

function renderPicker(props: Partial<DatePickerProps> = {}) {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  render(
    <ThemeProvider>
      <DatePicker label="Date of birth" onChange={onChange} onBlur={onBlur} {...props} />
    </ThemeProvider>,
  );
  return {
    onChange,
    onBlur,
    input: screen.getByRole('textbox', { name: 'Date of birth' }),
    button: screen.getByRole('button', { name: 'Choose date' }),
  };
}

describe('DatePicker', () => {
  it('formats the text as it is typed and applies the date only when complete', async () => {
    const { input, onChange } = renderPicker();
    await userEvent.type(input, '2103');
    expect(input).toHaveValue('21/03/');
    await userEvent.type(input, '202');
    expect(input).toHaveValue('21/03/202');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(input, '4');
    expect(input).toHaveValue('21/03/2024');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2024-03-21');
  });

  it('clears the date when the text is emptied', async () => {
    const { input, onChange } = renderPicker({ defaultValue: '2024-03-21' });
    expect(input).toHaveValue('21/03/2024');
    await userEvent.clear(input);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('keeps an invalid text, does not apply it and explains it when the input loses focus', async () => {
    const { input, onChange, onBlur } = renderPicker();
    await userEvent.type(input, '31022024');
    expect(input).toHaveValue('31/02/2024');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).not.toHaveAccessibleErrorMessage();
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledOnce();
    expect(input).toHaveValue('31/02/2024');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleErrorMessage('Invalid date: 31/02/2024 does not exist');
  });

  it('refuses a year of 1000 or less', async () => {
    const { input, onChange } = renderPicker();
    await userEvent.type(input, '01010999');
    await userEvent.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleErrorMessage('Dates from 01/01/1001 only');
  });

  it('shows the form’s error message rather than its own', async () => {
    const { input } = renderPicker({ errorMessage: 'Required' });
    await userEvent.type(input, '31');
    await userEvent.tab();
    expect(input).toHaveAccessibleErrorMessage('Required');
  });

  it('refuses a typed date in a disabled range and says why', async () => {
    const { input, onChange } = renderPicker({
      disabledRanges: [{ start: '2024-03-10', end: '2024-03-12', reason: 'Closed for stocktake' }],
    });
    await userEvent.type(input, '11032024');
    await userEvent.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleErrorMessage('Unavailable: Closed for stocktake');
  });

  it('types and shows YYYY-MM-DD for report filters', async () => {
    const { input, onChange } = renderPicker({ format: 'YYYY-MM-DD', defaultValue: '2024-03-21' });
    expect(input).toHaveValue('2024-03-21');
    expect(input).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    await userEvent.clear(input);
    await userEvent.type(input, '20240401');
    expect(input).toHaveValue('2024-04-01');
    expect(onChange).toHaveBeenLastCalledWith('2024-04-01');
  });

  it('opens a calendar whose weeks start on Monday and fills the input with the day picked', async () => {
    const { input, button, onChange } = renderPicker({ defaultValue: '2024-03-21' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
    const grid = within(dialog).getByRole('grid', { name: 'March 2024' });
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveAccessibleName('Monday');
    // March 2024 starts on a Friday: four empty cells come first.
    expect(within(grid).getAllByRole('gridcell')[4]).toHaveTextContent('1');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /\b21 March 2024/ })).toHaveFocus());

    await userEvent.click(within(dialog).getByRole('button', { name: /\b5 March 2024/ }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2024-03-05');
    expect(input).toHaveValue('05/03/2024');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('moves between days with the keyboard, chooses with Enter and closes with Escape', async () => {
    const { input, button, onChange } = renderPicker({ defaultValue: '2024-03-21' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /\b21 March 2024/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('button', { name: /\b22 March 2024/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('button', { name: /\b29 March 2024/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('grid', { name: 'April 2024' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /\b5 April 2024/ })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(within(dialog).getByRole('button', { name: /\b1 April 2024/ })).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    expect(within(dialog).getByRole('button', { name: /\b1 March 2024/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: /\b21 March 2024/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2024-03-20');
    expect(input).toHaveValue('20/03/2024');
  });

  it('shows why a day in a disabled range cannot be chosen', async () => {
    const { button, onChange } = renderPicker({
      defaultValue: '2024-03-21',
      disabledRanges: [{ start: '2024-03-10', end: '2024-03-12', reason: 'Closed for stocktake' }],
    });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    const day = within(dialog).getByRole('button', { name: /\b11 March 2024/ });
    expect(day).toHaveAttribute('aria-disabled', 'true');
    expect(day).toHaveAccessibleDescription('Closed for stocktake');
    expect(day).toHaveAttribute('title', 'Closed for stocktake');
    await userEvent.click(day);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toHaveTextContent('Unavailable: Closed for stocktake');
  });

  it('switches to the months/year view, picks a month of another year and goes back to its days', async () => {
    const { button } = renderPicker({ defaultValue: '2024-03-21' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'March 2024, choose month and year' }));
    const year = within(dialog).getByRole('spinbutton', { name: 'Year' });
    expect(year).toHaveValue(2024);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'March 2024' })).toHaveFocus());
    await userEvent.clear(year);
    await userEvent.type(year, '1990');
    expect(within(dialog).getByRole('grid', { name: 'Months of 1990' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'July 1990' }));
    expect(within(dialog).getByRole('grid', { name: 'July 1990' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /\b21 July 1990/ })).toHaveFocus());
  });

  it('cannot be typed in or opened while disabled, nor changed or opened while read-only', async () => {
    const onChange = vi.fn();
    render(
      <ThemeProvider>
        <DatePicker label="Start date" isDisabled defaultValue="2024-03-21" onChange={onChange} />
        <DatePicker label="End date" isReadOnly defaultValue="2024-03-28" onChange={onChange} />
      </ThemeProvider>,
    );
    const [disabledButton, readOnlyButton] = screen.getAllByRole('button', { name: 'Choose date' });
    expect(screen.getByRole('textbox', { name: 'Start date' })).toBeDisabled();
    expect(disabledButton).toBeDisabled();
    const readOnly = screen.getByRole('textbox', { name: 'End date' });
    expect(readOnly).toHaveAttribute('readonly');
    expect(readOnlyButton).toBeDisabled();
    await userEvent.type(readOnly, '{Backspace}1');
    expect(readOnly).toHaveValue('28/03/2024');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps the caret in place when a digit in the middle is replaced', async () => {
    const { input, onChange } = renderPicker({ defaultValue: '2024-03-21' });
    // Caret after "21/03": Backspace removes the 3, then 4 is typed in its place.
    await userEvent.type(input, '{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(input).toHaveValue('21/02/024');
    expect(input).toHaveProperty('selectionStart', 4);
    await userEvent.keyboard('4');
    expect(input).toHaveValue('21/04/2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-04-21');
  });

  it('submits the ISO date under its name', () => {
    render(
      <ThemeProvider>
        <form aria-label="Filters">
          <DatePicker label="From" name="from" defaultValue="2024-03-21" />
        </form>
      </ThemeProvider>,
    );
    expect(screen.getByRole('form', { name: 'Filters' })).toHaveFormValues({ from: '2024-03-21' });
  });

  it('rewrites the text when a controlled value changes from outside', async () => {
    function Controlled() {
      const [value, setValue] = useState<string | null>('2024-03-21');
      return (
        <ThemeProvider>
          <DatePicker label="Date" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue(null)}>
            Reset
          </button>
        </ThemeProvider>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('21/03/202');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input).toHaveValue('');
  });

  it('binds to a react-hook-form Controller', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm<{ dateOfBirth: string | null }>({
        defaultValues: { dateOfBirth: null },
      });
      return (
        <ThemeProvider>
          <form
            onSubmit={(event) => {
              void handleSubmit((values) => {
                onSubmit(values);
              })(event);
            }}
          >
            <Controller
              control={control}
              name="dateOfBirth"
              render={({ field }) => (
                <DatePicker
                  label="Date of birth"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
            <button type="submit">Save changes</button>
          </form>
        </ThemeProvider>
      );
    }
    render(<Form />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Date of birth' }), '01021990');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ dateOfBirth: '1990-02-01' }));
  });
});
