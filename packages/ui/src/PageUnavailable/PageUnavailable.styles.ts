import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 60vh;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  text-align: center;
  color: ${({ theme }) => theme.color.text.default};
`;

/* The icons share one grid cell; the active one is opaque and the change cross-fades. */
export const IconStage = styled.div`
  display: grid;
  width: 96px;
  height: 96px;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.bg.tintInfo};
  border-radius: 50%;
  color: ${({ theme }) => theme.color.bg.fillBrand};

  & > * {
    grid-area: 1 / 1;
    width: 100%;
    height: 100%;
  }
`;

export const IconSlot = styled.span`
  display: block;
  opacity: 0;
  transition: opacity var(--page-unavailable-fade, 300ms) ease-in-out;

  &[data-active] {
    opacity: 1;
  }
  & > svg {
    display: block;
    width: 100%;
    height: 100%;
  }

  [data-reduced-motion] & {
    transition: none;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const Message = styled.p`
  margin: 0;
  max-width: 48ch;
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  color: ${({ theme }) => theme.color.text.subdued};
`;

/* A link that looks like the kit's primary button: it navigates, so it stays a link. */
export const ActionLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.fillBrand};
  color: ${({ theme }) => theme.color.text.onFill};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  transition: background-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};

  &:hover {
    background: ${({ theme }) => theme.color.bg.fillBrandHover};
  }
  &:active {
    background: ${({ theme }) => theme.color.bg.fillBrandPressed};
  }
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }
`;
