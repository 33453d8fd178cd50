import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { Select, type SelectProps } from './Select';

type View = 'today' | 'this_week' | 'lifetime';

const views = [
  { value: 'today', label: 'Today' },
  { value: 'this_week', label: 'This Week' },
  { value: 'lifetime', label: 'Lifetime Users' },
] as const satisfies readonly { value: View; label: string }[];

function renderSelect(props: Partial<SelectProps<View>> = {}) {
  const onChange = vi.fn<(value: View) => void>();
  render(
    <ThemeProvider>
      <Select<View> label="View" options={views} onChange={onChange} {...props} />
    </ThemeProvider>,
  );
  return { onChange, select: screen.getByRole('combobox', { name: props.label ?? 'View' }) };
}

describe('Select', () => {
  it('lists the options in their order and starts on the first', () => {
    const { select } = renderSelect();
    expect(select).toHaveValue('today');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Today',
      'This Week',
      'Lifetime Users',
    ]);
  });

  it('starts on the default value, and calls onChange with the value of the option chosen', async () => {
    const { onChange, select } = renderSelect({ defaultValue: 'this_week' });
    expect(select).toHaveValue('this_week');
    await userEvent.selectOptions(select, 'Lifetime Users');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('lifetime');
    expect(select).toHaveValue('lifetime');
  });

  it('shows the controlled value and leaves changing it to the owner', async () => {
    const { onChange, select } = renderSelect({ value: 'this_week' });
    await userEvent.selectOptions(select, 'Today');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('today');
    expect(select).toHaveValue('this_week');
  });

  it('keeps a hidden label for assistive technology, and a description', () => {
    const { select } = renderSelect({ label: 'Signed up users view', isLabelHidden: true, description: 'Highlighted' });
    expect(select).toHaveAccessibleName('Signed up users view');
    expect(select).toHaveAccessibleDescription('Highlighted');
    expect(screen.getByText('Signed up users view')).toHaveAttribute('data-hidden');
  });

  it('cannot be changed when disabled', async () => {
    const { onChange, select } = renderSelect({ isDisabled: true });
    expect(select).toBeDisabled();
    await userEvent.selectOptions(select, 'Today').catch(() => undefined);
    expect(onChange).not.toHaveBeenCalled();
  });
});
