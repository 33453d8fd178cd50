import styled, { css } from 'styled-components';

/*
 * Static styles keyed on data attributes (data-size, data-disabled) and on aria-current and
 * aria-disabled: one class per part serves every instance, with no per-render interpolation.
 * Page controls use tabular figures and a minimum width so the control keeps its width as the
 * user pages through.
 */
export const Navigation = styled.nav`
  display: flex;
  max-width: 100%;
  font-variant-numeric: tabular-nums;
`;

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Ellipsis = styled.li`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.color.text.subdued};
  user-select: none;

  [data-size='small'] > ul > & {
    min-width: 28px;
  }
  [data-size='medium'] > ul > & {
    min-width: 36px;
  }
  [data-size='large'] > ul > & {
    min-width: 44px;
  }
`;

const controlStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  box-sizing: border-box;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.default};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  transition: background-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};

  [data-size='small'] > ul > li > & {
    min-width: 28px;
    min-height: 28px;
    padding: ${({ theme }) => `0 ${theme.space.xs}`};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
  }
  [data-size='medium'] > ul > li > & {
    min-width: 36px;
    min-height: 36px;
    padding: ${({ theme }) => `0 ${theme.space.sm}`};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
  [data-size='large'] > ul > li > & {
    min-width: 44px;
    min-height: 44px;
    padding: ${({ theme }) => `0 ${theme.space.md}`};
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }

  &[data-part='previous'],
  &[data-part='next'] {
    color: ${({ theme }) => theme.color.text.link};
  }

  &:hover:not(:disabled, [aria-disabled='true'], [aria-current='page']) {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
  }
  &:active:not(:disabled, [aria-disabled='true'], [aria-current='page']) {
    background: ${({ theme }) => theme.color.bg.surfacePressed};
  }
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.bg.fillBrand};
    color: ${({ theme }) => theme.color.text.onFill};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    cursor: default;
  }

  &:disabled,
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
  &[aria-current='page']:disabled {
    background: ${({ theme }) => theme.color.bg.fillDisabled};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const ControlButton = styled.button`
  ${controlStyles}
`;

export const ControlLink = styled.a`
  ${controlStyles}
`;

export const Chevron = styled.svg`
  width: 16px;
  height: 16px;
  flex: none;
`;
