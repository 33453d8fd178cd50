import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../theme';
import { Field } from './Field';
import { useField } from './useField';

function TextField(props: { label: string; description?: string; errorMessage?: string; isRequired?: boolean }) {
  const field = useField({
    hasDescription: props.description !== undefined,
    errorMessage: props.errorMessage,
    isRequired: props.isRequired,
  });
  return (
    <Field field={field} {...props}>
      <input {...field.controlProps} required={props.isRequired} />
    </Field>
  );
}

function renderField(props: Parameters<typeof TextField>[0]) {
  return render(
    <ThemeProvider>
      <TextField {...props} />
    </ThemeProvider>,
  );
}

describe('Field', () => {
  it('names the control by its label', () => {
    renderField({ label: 'First name' });
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeInTheDocument();
  });

  it('describes the control by its description and error, and marks it invalid', () => {
    renderField({ label: 'Postcode', description: 'As on your letters', errorMessage: 'Invalid postcode format' });
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input).toHaveAccessibleDescription('As on your letters Invalid postcode format');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleErrorMessage('Invalid postcode format');
  });

  it('is not invalid without an error message', () => {
    renderField({ label: 'Postcode', errorMessage: '' });
    expect(screen.getByRole('textbox', { name: 'Postcode' })).not.toHaveAttribute('aria-invalid');
  });

  it('marks a required field without putting the marker in its name', () => {
    renderField({ label: 'Surname', isRequired: true });
    const input = screen.getByRole('textbox', { name: 'Surname' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });
});
