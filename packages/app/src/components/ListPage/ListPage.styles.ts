import styled, { keyframes } from 'styled-components';

/** The controls row: sort and filters on the left, the search box on the right; wraps when narrow. */
export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

export const Search = styled.div`
  margin-inline-start: auto;
  min-width: 220px;
  flex: 0 1 320px;
  ${({ theme }) => `@media (max-width: ${theme.breakpoint.sm}px)`} {
    flex: 1 1 100%;
    margin-inline-start: 0;
  }
`;

/** The list. While the next page, sort or search loads it stays as it is, under a progress bar. */
export const Body = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * The busy list's progress bar: a strip sliding along the top edge of the list (a still strip when
 * motion is reduced). The cards keep their contrast: dimming them would make their text fail it.
 */
export const BusyBar = styled.div`
  position: absolute;
  inset: calc(-1 * ${({ theme }) => theme.space.sm}) 0 auto;
  height: 3px;
  overflow: hidden;
  border-radius: 2px;
  background: ${({ theme }) => theme.color.border.subdued};
  &::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 40%;
    border-radius: inherit;
    background: ${({ theme }) => theme.color.bg.fillBrand};
    animation: ${slide} 1.1s ${({ theme }) => theme.motion.easing} infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      width: 100%;
      animation: none;
    }
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: center;
`;
