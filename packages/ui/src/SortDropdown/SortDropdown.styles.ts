import styled from 'styled-components';

export const Root = styled.div`
  display: inline-flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  & > [data-component='Dropdown'] {
    flex: 1 1 180px;
  }
`;

/** The two order buttons, joined as one segmented control. */
export const OrderGroup = styled.div`
  display: inline-flex;
  flex: none;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
`;

/* Static styles keyed on aria-pressed (the chosen order) and :disabled. */
export const OrderButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  padding: 0;
  border: none;
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.subdued};
  cursor: pointer;
  outline: none;

  & + & {
    border-left: 1px solid ${({ theme }) => theme.color.border.subdued};
  }
  &:hover {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.bg.surfaceSelected};
    color: ${({ theme }) => theme.color.text.default};
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }
  &:disabled {
    background: ${({ theme }) => theme.color.bg.fillDisabled};
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

export const OrderIcon = styled.svg`
  width: 16px;
  height: 16px;
`;
