import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { Switch, type SwitchProps } from './Switch';

function renderSwitch(props: Partial<SwitchProps> = {}) {
  const onChange = vi.fn();
  render(
    <ThemeProvider>
      <Switch label="Test mode" onChange={onChange} {...props} />
    </ThemeProvider>,
  );
  return { onChange, toggle: screen.getByRole('switch', { name: 'Test mode' }) };
}

describe('Switch', () => {
  it('is a switch that calls onChange with its new state', async () => {
    const { onChange, toggle } = renderSwitch();
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('stays as the parent says when controlled, e.g. until a confirmation', async () => {
    const { onChange, toggle } = renderSwitch({ isSelected: false });
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(toggle).not.toBeChecked();
  });

  it('takes its label from children too', () => {
    render(
      <ThemeProvider>
        <Switch>Lock</Switch>
      </ThemeProvider>,
    );
    expect(screen.getByRole('switch', { name: 'Lock' })).toBeInTheDocument();
  });

  it('is described by its description and error, marked invalid and required', () => {
    const { toggle } = renderSwitch({
      description: 'The store goes offline for customers.',
      errorMessage: 'Could not switch test mode.',
      isRequired: true,
    });
    expect(toggle).toHaveAccessibleDescription('The store goes offline for customers. Could not switch test mode.');
    expect(toggle).toHaveAccessibleErrorMessage('Could not switch test mode.');
    expect(toggle).toHaveAttribute('aria-invalid', 'true');
    expect(toggle).toBeRequired();
    expect(toggle).not.toHaveAttribute('required');
  });

  it('can be named and described by text elsewhere, e.g. a settings row', () => {
    render(
      <ThemeProvider>
        <h3 id="row-title">Lock</h3>
        <p id="row-description">Temporarily disables all stores.</p>
        <Switch aria-labelledby="row-title" aria-describedby="row-description" description="Applies at once" />
      </ThemeProvider>,
    );
    const control = screen.getByRole('switch', { name: 'Lock' });
    expect(control).toHaveAccessibleDescription('Temporarily disables all stores. Applies at once');
  });

  it('cannot be turned while read-only', async () => {
    const { onChange, toggle } = renderSwitch({ isReadOnly: true });
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('hands its input to the ref and reports blur, for react-hook-form', async () => {
    const ref = createRef<HTMLInputElement>();
    const onBlur = vi.fn();
    const { toggle } = renderSwitch({ ref, onBlur, id: 'test-mode' });
    expect(ref.current).toBe(toggle);
    expect(toggle).toHaveAttribute('id', 'test-mode');
    ref.current?.focus();
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
