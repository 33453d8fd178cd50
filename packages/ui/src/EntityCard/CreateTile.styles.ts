import styled, { css } from 'styled-components';

/*
 * A dashed, brand-coloured tile with a plus: the empty slot where the next entity goes.
 * `tile` matches an EntityCard's height; `thumbnail` is the card list's 125 x 200 px. The link
 * variant styles the consumer's <a> through its wrapper, so a router Link needs no class.
 */
const tileStyles = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  min-height: 180px;
  padding: ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.link};
  font-family: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  outline: none;
  transition:
    background-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing},
    border-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};

  &:hover {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
    border-color: ${({ theme }) => theme.color.border.focus};
  }
  &:active {
    background: ${({ theme }) => theme.color.bg.surfacePressed};
  }
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }
`;

const thumbnail = css`
  &[data-layout='thumbnail'] {
    width: 125px;
    height: 200px;
    min-height: 0;
  }
`;

export const TileButton = styled.button`
  ${tileStyles}
  ${thumbnail}

  &:disabled {
    background: ${({ theme }) => theme.color.bg.fillDisabled};
    border-color: ${({ theme }) => theme.color.text.disabled};
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

export const TileLink = styled.div`
  display: flex;
  width: 100%;
  height: 100%;
  ${thumbnail}

  & > a {
    ${tileStyles}
  }
`;

export const Icon = styled.svg`
  width: 32px;
  height: 32px;
`;

export const Label = styled.span`
  overflow-wrap: anywhere;
`;
