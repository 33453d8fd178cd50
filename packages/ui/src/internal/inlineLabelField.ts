import styled, { css } from 'styled-components';

/*
 * The frame of controls with their label beside them (Checkbox, Switch): the root stacks the
 * labelled control over its description and error; the label row takes the pointer and shows
 * the react-aria states (data-readonly, data-disabled). Static: one class per control.
 */
export const inlineLabelFieldRootStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  font-family: ${({ theme }) => theme.typography.fontFamily.body};
  color: ${({ theme }) => theme.color.text.default};
`;

export const inlineLabelStyles = css`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  width: fit-content;
  min-height: ${({ theme }) => theme.size.minimumTarget};
  padding: 1px 0;
  box-sizing: border-box;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  cursor: pointer;

  &[data-readonly] {
    cursor: default;
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

export const LabelText = styled.span`
  min-width: 0;
`;

/** Description and error under the label; each control indents them by its own width. */
export const inlineMessagesStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;
