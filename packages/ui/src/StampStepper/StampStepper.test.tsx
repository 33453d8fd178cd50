import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { StampStepper, type StampStepperProps } from './StampStepper';

function renderStepper(props: Partial<StampStepperProps> = {}) {
  const onChange = vi.fn();
  const result = render(
    <ThemeProvider>
      <StampStepper stampCount={6} rewardPositions={[3, 6]} onChange={onChange} {...props} />
    </ThemeProvider>,
  );
  const stamp = (position: number) => {
    const element = result.container.querySelector<HTMLElement>(`[data-part="stamp"][data-position="${position}"]`);
    if (!element) throw new Error(`No stamp ${position}.`);
    return element;
  };
  return { ...result, onChange, stamp };
}

describe('StampStepper', () => {
  it('is a labelled slider that reads the value and where the rewards are', () => {
    renderStepper({ defaultValue: 2 });
    const slider = screen.getByRole('slider', { name: 'Stamps' });
    expect(slider).toHaveValue('2');
    expect(slider).toHaveAttribute('aria-valuetext', '2 of 6 stamps');
    expect(slider).toHaveAccessibleDescription('Rewards at stamps 3 and 6.');
  });

  it('sets the stamps up to the clicked dot', async () => {
    const { onChange, stamp } = renderStepper();
    await userEvent.click(stamp(4));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '4 of 6 stamps');
    expect(stamp(4)).toHaveAttribute('data-filled');
    expect(stamp(5)).not.toHaveAttribute('data-filled');
  });

  it('clears the card when the first dot is clicked while only one stamp is set', async () => {
    const { onChange, stamp } = renderStepper({ defaultValue: 1 });
    await userEvent.click(stamp(1));
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '0 of 6 stamps');
  });

  it('steps with the arrow keys and jumps with Home, End and the Page keys', async () => {
    const { onChange } = renderStepper();
    const slider = screen.getByRole('slider');
    await userEvent.tab();
    expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuetext', '3 of 6 stamps, reward');
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(6);
    await userEvent.keyboard('{PageDown}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('follows value when controlled and only reports the wish', async () => {
    const { onChange, stamp } = renderStepper({ value: 2 });
    await userEvent.click(stamp(5));
    expect(onChange).toHaveBeenCalledWith(5);
    expect(screen.getByRole('slider')).toHaveValue('2');
  });

  it('takes changes made by assistive technology on the native slider', () => {
    const { onChange } = renderStepper();
    fireEvent.change(screen.getByRole('slider'), { target: { value: '5' } });
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it('shows the value as text without any control when read-only', async () => {
    const { onChange, stamp } = renderStepper({ isReadOnly: true, value: 2, description: 'editing disabled' });
    const group = screen.getByRole('group', { name: 'Stamps' });
    expect(group).toHaveTextContent('2 of 6 stamps');
    expect(group).toHaveAccessibleDescription('editing disabled');
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    await userEvent.click(stamp(5));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ignores clicks and keys when disabled', async () => {
    const { onChange, stamp } = renderStepper({ isDisabled: true, defaultValue: 2 });
    expect(screen.getByRole('slider')).toBeDisabled();
    await userEvent.click(stamp(5));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('hands the slider to ref and reports blur, for form libraries', async () => {
    const ref = createRef<HTMLInputElement>();
    const onBlur = vi.fn();
    renderStepper({ ref, onBlur, name: 'stamps' });
    expect(ref.current).toBe(screen.getByRole('slider'));
    expect(ref.current).toHaveAttribute('name', 'stamps');
    await userEvent.tab();
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
