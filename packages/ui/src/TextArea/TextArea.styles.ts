import styled from 'styled-components';
import { inputStyles } from '../Field';

/** A multi-line input with the kit's input look; the user may make it taller, not wider. */
export const StyledTextArea = styled.textarea`
  ${inputStyles}
  display: block;
  resize: vertical;
  min-height: 64px;

  &:disabled,
  &[readonly] {
    resize: none;
  }
`;
