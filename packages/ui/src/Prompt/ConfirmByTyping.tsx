import { useEffect, useId, useState } from 'react';
import { Prompt, type PromptProps } from './Prompt';
import { Field, FieldInput, FieldLabel } from './Prompt.styles';

export interface ConfirmByTypingProps extends Omit<PromptProps, 'isConfirmDisabled' | 'children'> {
  /**
   * The word the user must type, exactly (same case, no extra spaces), before confirm is enabled.
   * @default 'delete'
   */
  confirmationWord?: string;
  /**
   * `negative` for destructive actions (the confirm button uses the negative variant).
   * @default 'negative'
   */
  type?: PromptProps['type'];
}

/**
 * A `Prompt` for actions that cannot be undone (deleting an account or a project): the
 * confirm button stays disabled until the user has typed `confirmationWord` exactly into the
 * field labelled "Type delete to confirm". The field empties whenever the prompt closes.
 */
export function ConfirmByTyping({ confirmationWord = 'delete', type = 'negative', ...props }: ConfirmByTypingProps) {
  const [typedWord, setTypedWord] = useState('');
  return (
    <Prompt {...props} type={type} isConfirmDisabled={typedWord !== confirmationWord}>
      <ConfirmationWordField label={`Type ${confirmationWord} to confirm`} value={typedWord} onChange={setTypedWord} />
    </Prompt>
  );
}

interface ConfirmationWordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

function ConfirmationWordField({ label, value, onChange }: ConfirmationWordFieldProps) {
  const inputId = useId();
  // Rendered inside the dialog, so it unmounts when the prompt closes: clear what was typed.
  useEffect(
    () => () => {
      onChange('');
    },
    [onChange],
  );
  return (
    <Field>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      {/* No autocomplete, spelling fixes or automatic capitals: they would change the word. */}
      <FieldInput
        id={inputId}
        type="text"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
      />
    </Field>
  );
}
