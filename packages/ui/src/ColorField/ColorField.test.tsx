import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { ColorField, type ColorFieldProps } from './ColorField';

function renderColorField(props: Partial<ColorFieldProps> = {}) {
  const onChange = vi.fn();
  render(
    <ThemeProvider>
      <ColorField label="Background Colour" onChange={onChange} {...props} />
    </ThemeProvider>,
  );
  return {
    onChange,
    input: screen.getByRole('textbox', { name: 'Background Colour' }),
    picker: screen.getByLabelText('Pick Background Colour'),
  };
}

describe('ColorField', () => {
  it('applies a full hex colour as soon as it is typed, in upper case', async () => {
    const { onChange, input, picker } = renderColorField();
    await userEvent.type(input, '#3e4ad8');
    expect(onChange.mock.calls).toEqual([['#3E4AD8']]);
    expect(picker).toHaveValue('#3e4ad8');
  });

  it('expands a three-digit colour on leaving the field', async () => {
    const { onChange, input } = renderColorField();
    await userEvent.type(input, '#fff');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(input).toHaveValue('#FFFFFF');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('#FFFFFF');
  });

  it('keeps an invalid text, flags it on leaving the field and never hands it out', async () => {
    const { onChange, input } = renderColorField({ defaultValue: '#AAAAAA' });
    await userEvent.clear(input);
    onChange.mockClear();
    await userEvent.type(input, '#12345Z');
    expect(input).not.toBeInvalid();
    await userEvent.tab();
    expect(input).toHaveValue('#12345Z');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleErrorMessage('Invalid colour: use a hex value like #3E4AD8');
    expect(onChange).not.toHaveBeenCalled();

    // Corrected, the message goes and the colour applies.
    await userEvent.type(input, '{Backspace}A');
    expect(input).not.toBeInvalid();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('#12345A');
  });

  it('takes a colour from the native picker', () => {
    const { onChange, input, picker } = renderColorField({ defaultValue: '#3E4AD8' });
    fireEvent.input(picker, { target: { value: '#ff8800' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('#FF8800');
    expect(input).toHaveValue('#FF8800');
  });

  it('lets nothing change when read-only', () => {
    const { input, picker } = renderColorField({ defaultValue: '#3E4AD8', isReadOnly: true });
    expect(input).toHaveAttribute('readonly');
    expect(picker).toBeDisabled();
  });
});
