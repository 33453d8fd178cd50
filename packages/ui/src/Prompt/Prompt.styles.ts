import styled from 'styled-components';

/** Wraps the prompt's content so Enter in a field submits it (the confirm button is its submit button). */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Text = styled.div`
  color: ${({ theme }) => theme.color.text.default};

  & > p {
    margin: 0;
  }
  & > p + p {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

export const ErrorMessage = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.tintCritical};
  color: ${({ theme }) => theme.color.text.critical};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;

/*
 * The confirmation field is a native label and input, not react-aria's TextField: it needs no
 * validation or description slots, and the native pair is as accessible at a fraction of the size.
 */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;

export const FieldInput = styled.input`
  width: 100%;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  outline: none;

  &:focus {
    border-color: ${({ theme }) => theme.color.border.focus};
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }
`;
