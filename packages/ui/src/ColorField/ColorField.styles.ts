import styled from 'styled-components';

/*
 * The swatch at the end of the box is the native colour input itself: it shows the current colour
 * and opens the browser's picker. Its own chrome is stripped so only the colour shows; an empty or
 * unreadable value shows a struck-through square instead of the native black.
 */
export const SwatchPicker = styled.input`
  flex: none;
  align-self: center;
  width: ${({ theme }) => theme.size.minimumTarget};
  height: ${({ theme }) => theme.size.minimumTarget};
  margin: 0 ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  cursor: pointer;
  appearance: none;

  &::-webkit-color-swatch-wrapper {
    padding: 0;
  }
  &::-webkit-color-swatch {
    border: 0;
    border-radius: 3px;
  }
  &::-moz-color-swatch {
    border: 0;
    border-radius: 3px;
  }
  &[data-empty]::-webkit-color-swatch {
    background: linear-gradient(
      to top right,
      #ffffff calc(50% - 1px),
      ${({ theme }) => theme.color.text.critical} 50%,
      #ffffff calc(50% + 1px)
    ) !important;
  }
  &[data-empty]::-moz-color-swatch {
    background: linear-gradient(
      to top right,
      #ffffff calc(50% - 1px),
      ${({ theme }) => theme.color.text.critical} 50%,
      #ffffff calc(50% + 1px)
    ) !important;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 1;
  }
`;
