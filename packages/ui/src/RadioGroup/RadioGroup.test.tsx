import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { Radio, RadioGroup, type RadioGroupHandle, type RadioGroupProps } from './RadioGroup';

function renderTitleGroup(props: Partial<RadioGroupProps> = {}) {
  const onChange = vi.fn();
  render(
    <ThemeProvider>
      <RadioGroup label="Title" onChange={onChange} {...props}>
        <Radio value="Mr">Mr</Radio>
        <Radio value="Ms" isDisabled>
          Ms
        </Radio>
        <Radio value="Mrs">Mrs</Radio>
      </RadioGroup>
    </ThemeProvider>,
  );
  return { onChange, group: screen.getByRole('radiogroup', { name: 'Title' }) };
}

describe('RadioGroup', () => {
  it('calls onChange with the value of the radio the user selects', async () => {
    const { onChange } = renderTitleGroup();
    await userEvent.click(screen.getByRole('radio', { name: 'Mrs' }));
    expect(onChange).toHaveBeenCalledWith('Mrs');
    expect(screen.getByRole('radio', { name: 'Mrs' })).toBeChecked();
  });

  it('stays as the parent says when controlled', async () => {
    const { onChange } = renderTitleGroup({ value: 'Mr' });
    await userEvent.click(screen.getByRole('radio', { name: 'Mrs' }));
    expect(onChange).toHaveBeenCalledWith('Mrs');
    expect(screen.getByRole('radio', { name: 'Mr' })).toBeChecked();
  });

  it('is named by its label and described by its description and error', () => {
    const { group } = renderTitleGroup({
      description: 'As on official letters.',
      errorMessage: 'Required',
      isRequired: true,
    });
    expect(group).toHaveAccessibleDescription('As on official letters. Required');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-errormessage', screen.getByText('Required').id);
    // No native `required` on the radios: the app's validation decides, without browser bubbles.
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toHaveAttribute('required');
  });

  it('names a radio by its label alone and describes it by its description', () => {
    render(
      <ThemeProvider>
        <RadioGroup label="What kind of business is it?">
          <Radio value="single" description="One store. The business’s details are the store’s.">
            Single-store business
          </Radio>
          <Radio value="multi">Multi-store business</Radio>
        </RadioGroup>
      </ThemeProvider>,
    );
    const single = screen.getByRole('radio', { name: 'Single-store business' });
    expect(single).toHaveAccessibleDescription('One store. The business’s details are the store’s.');
    expect(screen.getByRole('radio', { name: 'Multi-store business' })).not.toHaveAccessibleDescription();
  });

  it('focuses the selected radio through its ref, as react-hook-form does on an error', () => {
    const ref = createRef<RadioGroupHandle>();
    renderTitleGroup({ ref, defaultValue: 'Mrs' });
    ref.current?.focus();
    expect(screen.getByRole('radio', { name: 'Mrs' })).toHaveFocus();
  });

  it('focuses the first enabled radio through its ref when none is selected', () => {
    const ref = createRef<RadioGroupHandle>();
    renderTitleGroup({ ref });
    ref.current?.focus();
    expect(screen.getByRole('radio', { name: 'Mr' })).toHaveFocus();
  });

  it('keeps its selection while read-only', async () => {
    const { onChange } = renderTitleGroup({ isReadOnly: true, defaultValue: 'Mr' });
    await userEvent.click(screen.getByRole('radio', { name: 'Mrs' }));
    expect(screen.getByRole('radio', { name: 'Mr' })).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });
});
