import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { NumberField, type NumberFieldProps } from './NumberField';

function renderNumberField(props: Partial<NumberFieldProps> = {}) {
  const onChange = vi.fn();
  render(
    <ThemeProvider>
      <NumberField label="Corner Radius" onChange={onChange} {...props} />
    </ThemeProvider>,
  );
  return { onChange, input: screen.getByRole('spinbutton', { name: props.label ?? 'Corner Radius' }) };
}

describe('NumberField', () => {
  it('hands out numbers, and null when emptied', async () => {
    const { onChange, input } = renderNumberField({ defaultValue: 5 });
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, '50');
    expect(onChange).toHaveBeenLastCalledWith(50);
    expect(input).toHaveAttribute('aria-valuenow', '50');
  });

  it('refuses letters and other characters, keeping what was typed', async () => {
    const { onChange, input } = renderNumberField({ minValue: 0 });
    await userEvent.type(input, '1a2-b.');
    expect(input).toHaveValue('12');
    expect(onChange.mock.calls).toEqual([[1], [12]]);
  });

  it('takes a minus and a decimal point only where allowed', async () => {
    const { input } = renderNumberField({ label: 'Latitude', minValue: -90, maxValue: 90, allowsDecimals: true });
    await userEvent.type(input, '-51.5');
    expect(input).toHaveValue('-51.5');
  });

  it('steps with the arrow keys and pages, within bounds', async () => {
    const { onChange, input } = renderNumberField({ defaultValue: 48, minValue: 0, maxValue: 60, step: 1 });
    await userEvent.type(input, '{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('50');
    expect(onChange).toHaveBeenLastCalledWith(50);
    await userEvent.keyboard('{PageUp}');
    expect(input).toHaveValue('60');
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(59);
  });

  it('keeps the number within bounds on leaving the field', async () => {
    const { onChange, input } = renderNumberField({ minValue: 1, maxValue: 30 });
    await userEvent.type(input, '99');
    await userEvent.tab();
    expect(input).toHaveValue('30');
    expect(onChange).toHaveBeenLastCalledWith(30);
  });

  it('tidies an unfinished text on leaving the field', async () => {
    const { onChange, input } = renderNumberField({ allowsDecimals: true, minValue: 0 });
    await userEvent.type(input, '12.');
    await userEvent.tab();
    expect(input).toHaveValue('12');
    expect(onChange).toHaveBeenLastCalledWith(12);
  });

  it('shows its unit and describes the field by it', () => {
    const { input } = renderNumberField({ unit: 'px', description: 'Of the card corners' });
    expect(screen.getByText('px')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('px Of the card corners');
  });

  it('does not step when read-only', async () => {
    const { onChange, input } = renderNumberField({ defaultValue: 5, isReadOnly: true });
    await userEvent.type(input, '{ArrowUp}');
    expect(input).toHaveValue('5');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows a controlled value changed from outside, such as an undo', async () => {
    function Undoable() {
      const [value, setValue] = useState<number | null>(25);
      return (
        <>
          <NumberField label="Font Size" unit="px" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue(25)}>
            Undo
          </button>
        </>
      );
    }
    render(
      <ThemeProvider>
        <Undoable />
      </ThemeProvider>,
    );
    const input = screen.getByRole('spinbutton', { name: 'Font Size' });
    await userEvent.type(input, '0');
    expect(input).toHaveValue('250');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(input).toHaveValue('25');
  });
});
