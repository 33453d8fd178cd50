import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { TimespanSelect, type TimespanSelectProps } from './TimespanSelect';

function renderSelect(props: Partial<TimespanSelectProps> = {}) {
  const onChange = vi.fn();
  render(
    <ThemeProvider>
      <TimespanSelect onChange={onChange} {...props} />
    </ThemeProvider>,
  );
  return { onChange, select: screen.getByRole('combobox', { name: props.label ?? 'Timespan' }) };
}

describe('TimespanSelect', () => {
  it('offers every timespan and starts on All time', () => {
    const { select } = renderSelect();
    expect(select).toHaveValue('all_time');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Week to date',
      'Last week',
      'Month to date',
      'Last month',
      'Year to date',
      'Last year',
      'All time',
    ]);
  });

  it('calls onChange with the timespan key the user chooses', async () => {
    const { onChange, select } = renderSelect();
    await userEvent.selectOptions(select, 'Last week');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('last_week');
    expect(select).toHaveValue('last_week');
  });

  it('shows the controlled value and leaves changing it to the owner', async () => {
    const { onChange, select } = renderSelect({ value: 'year_to_date' });
    expect(select).toHaveValue('year_to_date');
    await userEvent.selectOptions(select, 'Last month');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('last_month');
    expect(select).toHaveValue('year_to_date');
  });

  it('offers only the timespans asked for, in the usual order', () => {
    renderSelect({ options: ['all_time', 'week_to_date', 'last_year'] });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Week to date',
      'Last year',
      'All time',
    ]);
  });

  it('keeps a hidden label for assistive technology', () => {
    const { select } = renderSelect({ label: 'Top cards timespan', isLabelHidden: true });
    expect(select).toHaveAccessibleName('Top cards timespan');
    expect(screen.getByText('Top cards timespan')).toHaveAttribute('data-hidden');
  });

  it('cannot be changed while disabled', () => {
    const { select } = renderSelect({ isDisabled: true });
    expect(select).toBeDisabled();
  });
});
