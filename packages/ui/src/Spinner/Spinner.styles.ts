import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/* Static styles keyed on `data-size`; the ring stops turning when the user asks for reduced motion. */
export const StyledSpinner = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  vertical-align: middle;

  &[data-size='small'] {
    --spinner-size: 16px;
    --spinner-stroke: 2px;
  }
  &[data-size='medium'] {
    --spinner-size: 24px;
    --spinner-stroke: 3px;
  }
  &[data-size='large'] {
    --spinner-size: 40px;
    --spinner-stroke: 4px;
  }
`;

export const Ring = styled.span`
  display: block;
  width: var(--spinner-size);
  height: var(--spinner-size);
  border: var(--spinner-stroke) solid ${({ theme }) => theme.color.border.subdued};
  border-top-color: ${({ theme }) => theme.color.bg.fillBrand};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  /* animation: none rather than a near-zero duration: an infinite spin at 0.01 ms would flicker. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    border-right-color: ${({ theme }) => theme.color.bg.fillBrand};
  }
`;
