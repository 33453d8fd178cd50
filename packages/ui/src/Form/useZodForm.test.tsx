import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ThemeProvider } from '../theme';
import { requiredText } from '../validation';
import { ExampleForm, type ExampleFormProps } from './Form.examples';
import { useZodForm } from './useZodForm';

const bannerText = "Some changes you've made are not valid. Please review them before saving.";

function renderForm(props: Partial<ExampleFormProps> = {}) {
  const onSubmit = vi.fn<ExampleFormProps['onSubmit']>();
  render(
    <ThemeProvider>
      <ExampleForm onSubmit={onSubmit} {...props} />
    </ThemeProvider>,
  );
  return { onSubmit };
}

async function fillInValidValues(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Bean There Camden');
  await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'camden@beanthere.example');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '07123 456789');
  await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '51.5390');
}

describe('useZodForm', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('blocks saving an invalid form, shows the banner and each field error, and focuses the first', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(bannerText);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleErrorMessage('Required');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleErrorMessage('Required');
    expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveAccessibleErrorMessage('Required');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).not.toBeInvalid();
    expect(name).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a field when it loses focus, not while the user first types', async () => {
    const user = userEvent.setup();
    renderForm();
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '0712');
    expect(phone).not.toBeInvalid();
    await user.tab();
    expect(phone).toHaveAccessibleErrorMessage(
      'Invalid phone number format; examples 07123 456789 and +44 7123 456789',
    );
    // Once shown, the error follows every change.
    await user.type(phone, '3 456789');
    expect(phone).not.toBeInvalid();
  });

  it('gives the parsed values to the submit handler of a valid form', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fillInValidValues(user);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Bean There Camden',
      emailAddress: 'camden@beanthere.example',
      phoneNumber: '07123 456789',
      latitude: 51.539,
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hides the banner once every error is fixed, and saves', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await fillInValidValues(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
  });

  it('hides the banner after 3 seconds on the store form, while the errors stay', async () => {
    // shouldAdvanceTime: Testing Library's findBy polls on timers, which must keep running.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (delay) => vi.advanceTimersByTime(delay) });
    renderForm({ autoHideAfterMs: 3000 });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleErrorMessage('Required');
    // The next failed attempt shows it again.
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('validates with the schema given, whatever options are passed', async () => {
    const schema = z.object({ name: requiredText() });
    const { result } = renderHook(() => useZodForm(schema, { defaultValues: { name: '' }, mode: 'onSubmit' }));
    let isValid = true;
    await act(async () => {
      isValid = await result.current.trigger();
    });
    expect(isValid).toBe(false);
    expect(result.current.getFieldState('name').error?.message).toBe('Required');
  });
});
