import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { SegmentedControl, type SegmentedControlHandle, type SegmentedControlProps } from './SegmentedControl';

const alignmentOptions = [
  { id: 'left', label: 'Left' },
  { id: 'center', label: 'Center' },
  { id: 'right', label: 'Right' },
];
const textStyleOptions = [
  { id: 'bold', label: 'Bold', icon: <svg /> },
  { id: 'italic', label: 'Italic', icon: <svg /> },
  { id: 'underline', label: 'Underline', icon: <svg /> },
];

function renderControl(props: SegmentedControlProps) {
  render(
    <ThemeProvider>
      <SegmentedControl {...props} />
    </ThemeProvider>,
  );
}

describe('SegmentedControl', () => {
  it('reports the one selected id in single selection', async () => {
    const onChange = vi.fn();
    renderControl({ label: 'Alignment', options: alignmentOptions, onChange });
    await userEvent.click(screen.getByRole('radio', { name: 'Right' }));
    expect(onChange).toHaveBeenCalledWith('right');
    expect(screen.getByRole('radio', { name: 'Right' })).toBeChecked();
  });

  it('does not report a change when the selected segment is pressed again', async () => {
    const onChange = vi.fn();
    renderControl({ label: 'Alignment', options: alignmentOptions, defaultValue: 'left', onChange });
    await userEvent.click(screen.getByRole('radio', { name: 'Left' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Left' })).toBeChecked();
  });

  it('can be cleared in single selection when empty selection is allowed', async () => {
    const onChange = vi.fn();
    renderControl({
      label: 'Alignment',
      options: alignmentOptions,
      defaultValue: 'left',
      disallowEmptySelection: false,
      onChange,
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Left' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('reports the selected ids in the order of the options in multiple selection', async () => {
    const onChange = vi.fn();
    renderControl({ label: 'Text Style', selectionMode: 'multiple', options: textStyleOptions, onChange });
    await userEvent.click(screen.getByRole('button', { name: 'Underline' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(onChange).toHaveBeenLastCalledWith(['bold', 'underline']);
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the value it is given when controlled', async () => {
    const onChange = vi.fn();
    renderControl({
      label: 'Text Style',
      selectionMode: 'multiple',
      options: textStyleOptions,
      value: ['italic'],
      onChange,
    });
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(onChange).toHaveBeenCalledWith(['bold', 'italic']);
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('ignores presses while read-only', async () => {
    const onChange = vi.fn();
    renderControl({ label: 'Alignment', options: alignmentOptions, defaultValue: 'left', isReadOnly: true, onChange });
    await userEvent.click(screen.getByRole('radio', { name: 'Center' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Left' })).toBeChecked();
  });

  it('has one tab stop, on the selected segment', () => {
    renderControl({ label: 'Alignment', options: alignmentOptions, defaultValue: 'center' });
    expect(screen.getByRole('radio', { name: 'Center' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('radio', { name: 'Left' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('radio', { name: 'Right' })).toHaveAttribute('tabindex', '-1');
  });

  it('names icon-only segments by their label', () => {
    renderControl({ label: 'Text Style', selectionMode: 'multiple', options: textStyleOptions });
    expect(screen.getByRole('toolbar', { name: 'Text Style' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Underline' })).toHaveAttribute('title', 'Underline');
  });

  it('is described by its description and error and marked invalid', () => {
    renderControl({
      label: 'Alignment',
      options: alignmentOptions,
      description: 'Where the text sits on the card.',
      errorMessage: 'Required',
      isRequired: true,
    });
    const group = screen.getByRole('radiogroup', { name: 'Alignment' });
    expect(group).toHaveAccessibleDescription('Where the text sits on the card. Required');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
  });

  it('focuses the selected segment through its ref, as react-hook-form does on an error', () => {
    const ref = createRef<SegmentedControlHandle>();
    renderControl({ label: 'Alignment', options: alignmentOptions, defaultValue: 'right', ref });
    ref.current?.focus();
    expect(screen.getByRole('radio', { name: 'Right' })).toHaveFocus();
  });

  it('reports blur only when focus leaves the control', async () => {
    const onBlur = vi.fn();
    renderControl({ label: 'Alignment', options: alignmentOptions, onBlur });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Center' })).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
