import styled from 'styled-components';
import { inputStyles } from '../Field';

/*
 * A native <select> with the kit's input look; the browser's arrow is replaced by a chevron
 * in the text colour (a static data URL, so the style is one class for every instance).
 */
const chevron = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 12 12' fill='none'%3E%3Cpath d='M2.5 4.5 6 8l3.5-3.5' stroke='%231B1F3B' stroke-width='1.5' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")`;

export const NativeSelect = styled.select`
  ${inputStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space.xxl};
  cursor: pointer;

  /* After inputStyles: its disabled background (a shorthand) would drop the chevron. */
  &,
  &:disabled {
    background-image: ${chevron};
    background-repeat: no-repeat;
    background-position: right ${({ theme }) => theme.space.md} center;
    background-size: 12px 12px;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;
