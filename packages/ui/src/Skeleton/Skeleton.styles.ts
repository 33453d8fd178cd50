import styled, { css, keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

/*
 * Every shape shares one shimmer: a lighter band sweeping across the placeholder fill.
 * With reduced motion the band stops and the shapes are plain blocks.
 */
const placeholder = css`
  display: block;
  background-color: ${({ theme }) => theme.color.bg.fillDisabled};
  background-image: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.bg.fillDisabled} 0%,
    ${({ theme }) => theme.color.bg.surfaceHover} 50%,
    ${({ theme }) => theme.color.bg.fillDisabled} 100%
  );
  background-size: 300% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background-image: none;
  }
`;

export const Container = styled.div`
  position: relative;

  &[data-layout='stack'] {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.md};
  }
  &[data-layout='grid'] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
`;

export const Line = styled.span`
  ${placeholder}
  height: 0.75em;
  border-radius: ${({ theme }) => theme.radius.sm};

  &[data-width='full'] {
    width: 100%;
  }
  &[data-width='long'] {
    width: 85%;
  }
  &[data-width='short'] {
    width: 60%;
  }
  &[data-width='title'] {
    width: 50%;
    height: 1em;
  }
`;

export const TextBlock = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  flex: 1 1 auto;
  min-width: 0;
  width: 100%;
  padding-block: ${({ theme }) => theme.space.xxs};
`;

export const Avatar = styled.span`
  ${placeholder}
  flex: none;
  border-radius: 50%;

  &[data-size='small'] {
    width: 24px;
    height: 24px;
  }
  &[data-size='medium'] {
    width: 40px;
    height: 40px;
  }
  &[data-size='large'] {
    width: 64px;
    height: 64px;
  }
`;

export const Card = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 180px;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme }) => theme.color.border.subdued};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

export const CardHeader = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

export const Row = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.bg.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subdued};
`;

export const RowAction = styled.span`
  ${placeholder}
  flex: none;
  width: 72px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radius.md};
`;
