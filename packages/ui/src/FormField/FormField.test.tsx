import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { ExampleFormFields, noSpacesText, type DeviceFormData } from './FormField.examples';

function renderForm() {
  const onSubmit = vi.fn<(data: DeviceFormData) => void>();
  render(
    <ThemeProvider>
      <ExampleFormFields onSubmit={onSubmit} />
    </ThemeProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('FormField', () => {
  it('saves what is typed in the bound kit fields', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Front door');
    await user.type(screen.getByRole('textbox', { name: 'Serial number' }), '04A224B2C35E80');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledWith(
        { name: 'Front door', serialNumber: '04A224B2C35E80', note: null },
        expect.anything(),
      );
    });
  });

  it("shows each field's message, and focuses the first invalid field on save", async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => {
      expect(name).toHaveFocus();
    });
    expect(name).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('textbox', { name: 'Serial number' })).toHaveAccessibleDescription('Required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("applies the field's own rules once it is left, and clears the message when fixed", async () => {
    const { user } = renderForm();
    const serialNumber = screen.getByRole('textbox', { name: 'Serial number' });
    await user.type(serialNumber, '04A2 24B2');
    await user.tab();
    expect(serialNumber).toHaveAccessibleDescription(noSpacesText);
    await user.clear(serialNumber);
    await user.type(serialNumber, '04A224B2');
    expect(serialNumber).not.toHaveAccessibleDescription(noSpacesText);
  });
});
