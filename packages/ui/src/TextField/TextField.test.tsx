import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ThemeProvider } from '../theme';
import { TextField, type TextFieldProps } from './TextField';

function renderTextField(props: Partial<TextFieldProps> = {}) {
  const onChange = vi.fn();
  render(
    <ThemeProvider>
      <TextField label="First name" onChange={onChange} {...props} />
    </ThemeProvider>,
  );
  return { onChange, input: screen.getByRole('textbox', { name: 'First name' }) };
}

describe('TextField', () => {
  it('hands out the text typed, not the event', async () => {
    const { onChange, input } = renderTextField();
    await userEvent.type(input, 'Ada');
    expect(input).toHaveValue('Ada');
    expect(onChange).toHaveBeenLastCalledWith('Ada');
  });

  it('shows the controlled value and changes only when the parent says so', async () => {
    const { onChange, input } = renderTextField({ value: 'Ada' });
    await userEvent.type(input, 'm');
    expect(onChange).toHaveBeenCalledWith('Adam');
    expect(input).toHaveValue('Ada');
  });

  it('stops at maxLength and counts the characters for everyone', async () => {
    const { input } = renderTextField({ maxLength: 5, showCharacterCount: true });
    await userEvent.type(input, 'Bean There');
    expect(input).toHaveValue('Bean ');
    expect(screen.getByText('5/5')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('5 of 5 characters');
  });

  it('describes the input by its description, error and count, in that order', () => {
    const { input } = renderTextField({
      description: 'As on the card',
      errorMessage: 'Required',
      maxLength: 200,
      showCharacterCount: true,
    });
    expect(input).toHaveAccessibleDescription('As on the card Required 0 of 200 characters');
    expect(input).toBeInvalid();
  });

  it('is required, disabled or read-only as asked', () => {
    const { input } = renderTextField({ isRequired: true, isReadOnly: true });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('readonly');
    expect(input).not.toBeDisabled();
  });

  it('can be disabled', () => {
    const { input } = renderTextField({ type: 'email', isDisabled: true });
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('type', 'email');
  });

  it('binds to a react-hook-form Controller, which focuses it on an error', async () => {
    const schema = z.object({ name: z.string().check(z.minLength(1, 'Required')) });
    const onValid = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm({ resolver: zodResolver(schema), defaultValues: { name: '' } });
      return (
        <form onSubmit={(event) => void handleSubmit(onValid)(event)}>
          <Controller
            control={control}
            name="name"
            render={({ field, fieldState }) => (
              <TextField label="Store name" {...field} errorMessage={fieldState.error?.message} />
            )}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(
      <ThemeProvider>
        <Form />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByRole('textbox', { name: 'Store name' });
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleErrorMessage('Required');
    await userEvent.type(input, 'Bean There');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Bean There' }, expect.anything());
  });
});
