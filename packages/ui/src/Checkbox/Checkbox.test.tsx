import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { Checkbox, type CheckboxProps } from './Checkbox';

function renderCheckbox(props: Partial<CheckboxProps> = {}) {
  const onChange = vi.fn();
  render(
    <ThemeProvider>
      <Checkbox label="Include locked customers" onChange={onChange} {...props} />
    </ThemeProvider>,
  );
  return { onChange, checkbox: screen.getByRole('checkbox', { name: 'Include locked customers' }) };
}

describe('Checkbox', () => {
  it('calls onChange with the new checked state', async () => {
    const { onChange, checkbox } = renderCheckbox();
    await userEvent.click(checkbox);
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(checkbox);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('stays as the parent says when controlled', async () => {
    const { onChange, checkbox } = renderCheckbox({ isSelected: false });
    await userEvent.click(checkbox);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(checkbox).not.toBeChecked();
  });

  it('takes its label from children too', () => {
    render(
      <ThemeProvider>
        <Checkbox>Include locked customers</Checkbox>
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Include locked customers' })).toBeInTheDocument();
  });

  it('is described by its description and error, marked invalid and required', () => {
    const { checkbox } = renderCheckbox({
      description: 'Shows customers whose account is locked.',
      errorMessage: 'Please decide.',
      isRequired: true,
    });
    expect(checkbox).toHaveAccessibleDescription('Shows customers whose account is locked. Please decide.');
    expect(checkbox).toHaveAccessibleErrorMessage('Please decide.');
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toBeRequired();
    // No native `required`: the app's validation decides, without browser bubbles.
    expect(checkbox).not.toHaveAttribute('required');
  });

  it('cannot be toggled while read-only', async () => {
    const { onChange, checkbox } = renderCheckbox({ isReadOnly: true });
    await userEvent.click(checkbox);
    expect(checkbox).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('hands its input to the ref and reports blur, for react-hook-form', async () => {
    const ref = createRef<HTMLInputElement>();
    const onBlur = vi.fn();
    const { checkbox } = renderCheckbox({ ref, onBlur, id: 'locked' });
    expect(ref.current).toBe(checkbox);
    expect(checkbox).toHaveAttribute('id', 'locked');
    ref.current?.focus();
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
