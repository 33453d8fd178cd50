import { useCallback, useRef, useState, type ReactNode, type Ref } from 'react';
import { Field, useField } from '../Field';
import { VisuallyHidden } from '../internal/visuallyHidden';
import { RangeInput, RewardIcon, Stamp, StampStepperRoot, Stamps, Stepper, ValueText } from './StampStepper.styles';
import {
  clampStampValue,
  formatRewardPositions,
  formatStampValue,
  getValueAfterKey,
  getValueAfterStampClick,
  normaliseRewardPositions,
} from './stampStepperValue';
import { setRef } from '../internal/setRef';

export interface StampStepperProps {
  /**
   * The visible label.
   * @default 'Stamps'
   */
  label?: ReactNode;
  /** Help text under the stepper. */
  description?: ReactNode;
  /** How many stamps the card has (the number of dots). */
  stampCount: number;
  /**
   * The stamps that earn a reward (1-based), marked with a star, e.g. `[3, 6]`.
   * @default []
   */
  rewardPositions?: readonly number[];
  /** How many stamps are set, 0..stampCount (controlled). */
  value?: number;
  /**
   * How many stamps are set at first (uncontrolled).
   * @default 0
   */
  defaultValue?: number;
  /** Called with the new number of stamps when the user changes it. */
  onChange?: (value: number) => void;
  /** Called when the stepper loses focus. */
  onBlur?: () => void;
  /**
   * Whether the stepper only shows the value: no controls, the value as text ("2 of 6 stamps").
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * Whether the stepper is disabled: it cannot be focused or changed.
   * @default false
   */
  isDisabled?: boolean;
  /** The name of the input, for native form submission. */
  name?: string;
  /** The id of the slider; generated when omitted. */
  id?: string;
  /** Extra class names on the root, for layout by the parent. */
  className?: string;
  /** The underlying `<input type="range">`, the element that takes focus (editable mode only). */
  ref?: Ref<HTMLInputElement>;
}

/** A five-pointed star: the mark of a stamp that earns a reward. */
function Star() {
  return (
    <RewardIcon aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" data-part="reward">
      <path d="M8 1.5l1.9 4.1 4.5.5-3.4 3 1 4.4L8 11.2l-3.9 2.3 1-4.4-3.4-3 4.5-.5z" />
    </RewardIcon>
  );
}

/**
 * A row of stamp dots with rewards at given positions. Clicking dot N sets N stamps; clicking the
 * first dot when it is the only one set clears it.
 *
 * It is a slider, not a group of toggle buttons: the thing being set is one number in a range, and
 * "pressed" buttons that un-press their neighbours would misstate that. A visually hidden native
 * `<input type="range">` takes focus (one Tab stop), so screen readers on every platform, touch
 * ones included, can read and adjust it; its value is spoken as "3 of 6 stamps, reward". Arrows
 * step by one, Home and End go to none and all, Page Up and Page Down jump between rewards. The dots
 * are its picture and its pointer targets. Read-only, it is a labelled group with the value as text.
 * States on the root: `data-readonly`, `data-disabled`, `data-value`.
 */
export function StampStepper({
  label = 'Stamps',
  description,
  stampCount,
  rewardPositions = [],
  value,
  defaultValue = 0,
  onChange,
  onBlur,
  isReadOnly = false,
  isDisabled = false,
  name,
  id,
  className,
  ref,
}: StampStepperProps) {
  const field = useField({ id, hasDescription: description !== undefined });
  const count = Math.max(0, Math.floor(stampCount));
  const rewards = normaliseRewardPositions(rewardPositions, count);
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const current = clampStampValue(value ?? uncontrolledValue, count);
  const valueText = formatStampValue(current, count, rewards);
  const rewardsText = formatRewardPositions(rewards);
  const rewardsId = `${field.controlProps.id}-rewards`;
  const isInteractive = !isReadOnly && !isDisabled;

  const inputRef = useRef<HTMLInputElement | null>(null);
  const mergedRef = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element;
      setRef(ref, element);
    },
    [ref],
  );

  const setValue = (next: number) => {
    if (next === current) return;
    if (value === undefined) setUncontrolledValue(next);
    onChange?.(next);
  };

  const stamps = (
    <Stamps data-part="stamps" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => {
        const position = index + 1;
        const isReward = rewards.includes(position);
        return (
          <Stamp
            key={position}
            data-part="stamp"
            data-position={position}
            data-filled={position <= current || undefined}
            data-reward={isReward || undefined}
            onClick={
              isInteractive
                ? () => {
                    setValue(getValueAfterStampClick(current, position));
                    // Keyboard users who also point carry on from here with the arrows.
                    inputRef.current?.focus({ preventScroll: true });
                  }
                : undefined
            }
          >
            {isReward ? <Star /> : null}
          </Stamp>
        );
      })}
    </Stamps>
  );
  const rewardsDescription =
    rewardsText === undefined ? null : <VisuallyHidden id={rewardsId}>{rewardsText}</VisuallyHidden>;

  return (
    <StampStepperRoot
      className={className}
      data-component="StampStepper"
      data-readonly={isReadOnly || undefined}
      data-disabled={isDisabled || undefined}
      data-value={current}
    >
      <Field
        field={field}
        label={label}
        description={description}
        labelElement={isReadOnly ? 'span' : 'label'}
        data-component="StampStepper.Field"
      >
        {isReadOnly ? (
          <Stepper
            role="group"
            aria-labelledby={field.labelProps.id}
            aria-describedby={field.controlProps['aria-describedby']}
            data-part="stepper"
          >
            {stamps}
            <ValueText data-part="value">{valueText}</ValueText>
            {rewardsDescription}
            {name === undefined ? null : <input type="hidden" name={name} value={current} />}
          </Stepper>
        ) : (
          <Stepper data-part="stepper" data-interactive={isInteractive || undefined}>
            <RangeInput
              ref={mergedRef}
              type="range"
              id={field.controlProps.id}
              aria-describedby={
                [field.controlProps['aria-describedby'], rewardsText === undefined ? undefined : rewardsId]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              aria-valuetext={valueText}
              min={0}
              max={count}
              step={1}
              value={current}
              disabled={isDisabled}
              name={name}
              onChange={(event) => setValue(clampStampValue(Number(event.currentTarget.value), count))}
              onKeyDown={(event) => {
                const next = getValueAfterKey(current, event.key, count, rewards);
                if (next === undefined) return;
                // The same steps in every browser, Page Up/Down included.
                event.preventDefault();
                setValue(next);
              }}
              onBlur={() => onBlur?.()}
            />
            {stamps}
            {/* The slider speaks the value; this copy is for the eyes. */}
            <ValueText aria-hidden="true" data-part="value">
              {valueText}
            </ValueText>
            {rewardsDescription}
          </Stepper>
        )}
      </Field>
    </StampStepperRoot>
  );
}
