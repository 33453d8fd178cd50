import { useCallback, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import type { FormInvalidBannerProps } from './FormInvalidBanner';

export interface UseInvalidSubmitBannerOptions {
  /**
   * Hides the banner this many milliseconds after a failed save (usually `formInvalidBannerDuration`,
   * 3000); unset, the banner stays until the errors are fixed or a save succeeds.
   */
  autoHideAfterMs?: number;
}

export interface InvalidSubmitBanner<TTransformedValues> {
  /** Whether the banner is shown. */
  isVisible: boolean;
  /**
   * The form's submit handler: runs `onValid` with the parsed values when the form is valid;
   * otherwise does not save and shows the banner. Use it as the `<form>`'s `onSubmit`. `onValid`
   * reports its own failures (e.g. with a toast): like react-hook-form, a rejection is not caught.
   */
  handleSubmit: (onValid: SubmitHandler<TTransformedValues>) => (event?: BaseSyntheticEvent) => void;
  /** Shows the banner, e.g. from your own `form.handleSubmit(onValid, onInvalid)`. */
  show: () => void;
  /** Hides the banner. */
  hide: () => void;
  /** Spread on `FormInvalidBanner`. */
  bannerProps: Required<Pick<FormInvalidBannerProps, 'isVisible' | 'attempt' | 'onHide'>> &
    Pick<FormInvalidBannerProps, 'autoHideAfterMs'>;
}

/**
 * The form-level banner of a form: shown after a save attempt fails validation, for as long as the
 * form has errors; hidden when the errors are fixed or a save succeeds, and with `autoHideAfterMs`
 * after that many milliseconds. Saving is blocked while the form is invalid: `handleSubmit` calls
 * `onValid` only with valid values.
 *
 * @example
 * const form = useZodForm(z.object({ name: requiredText({ max: 200 }) }));
 * const banner = useInvalidSubmitBanner(form, { autoHideAfterMs: 3000 });
 * <form onSubmit={banner.handleSubmit(save)} noValidate>
 *   <FormInvalidBanner {...banner.bannerProps} />
 *   …fields…
 * </form>
 */
export function useInvalidSubmitBanner<TFieldValues extends FieldValues, TTransformedValues>(
  form: UseFormReturn<TFieldValues, unknown, TTransformedValues>,
  { autoHideAfterMs }: UseInvalidSubmitBannerOptions = {},
): InvalidSubmitBanner<TTransformedValues> {
  const [isShown, setIsShown] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Reading the errors subscribes this component to them (react-hook-form's form state proxy).
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  const show = useCallback(() => {
    setIsShown(true);
    setAttempt((previous) => previous + 1);
  }, []);
  const hide = useCallback(() => {
    setIsShown(false);
  }, []);

  const { handleSubmit: formHandleSubmit } = form;
  const handleSubmit = useCallback(
    (onValid: SubmitHandler<TTransformedValues>) => (event?: BaseSyntheticEvent) => {
      void formHandleSubmit(async (data, submitEvent) => {
        setIsShown(false);
        await onValid(data, submitEvent);
      }, show)(event);
    },
    [formHandleSubmit, show],
  );

  const isVisible = isShown && hasErrors;
  return {
    isVisible,
    handleSubmit,
    show,
    hide,
    bannerProps: {
      isVisible,
      attempt,
      onHide: hide,
      ...(autoHideAfterMs === undefined ? {} : { autoHideAfterMs }),
    },
  };
}
