import styled, { keyframes } from 'styled-components';

/*
 * The fill runs from the phase's start to its end over the phase's nominal duration (set inline,
 * as fractions of the track). It scales rather than widens: a transform runs on the compositor, so
 * the bar moves without a layout and a paint on the main thread, which is busy starting the app.
 */
const fill = keyframes`
  from { transform: scaleX(var(--loading-phase-start)); }
  to { transform: scaleX(var(--loading-phase-end)); }
`;

export const Screen = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.bg.canvas};
  color: ${({ theme }) => theme.color.text.default};
`;

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  width: min(100%, 320px);
`;

export const Bar = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
`;

export const PhaseLabel = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  color: ${({ theme }) => theme.color.text.default};
`;

export const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.color.text.subdued};
  text-align: center;
`;

export const Track = styled.span`
  display: block;
  width: 100%;
  height: 6px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.bg.fillDisabled};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

export const Fill = styled.span`
  display: block;
  height: 100%;
  width: 100%;
  transform-origin: left center;
  transform: scaleX(var(--loading-phase-end));
  background: ${({ theme }) => theme.color.bg.fillBrand};
  animation: ${fill} var(--loading-phase-duration) linear both;

  /* Without motion the bar steps: it shows where the current phase starts, the progress known for sure. */
  [data-reduced-motion] & {
    animation: none;
    transform: scaleX(var(--loading-phase-start));
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transform: scaleX(var(--loading-phase-start));
  }
`;
