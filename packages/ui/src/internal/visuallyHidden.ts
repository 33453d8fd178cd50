import styled, { css } from 'styled-components';

/** Hidden on screen, still read by assistive technology (the usual clip pattern). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** A span hidden on screen and read by assistive technology: a label's extra words, a status. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
