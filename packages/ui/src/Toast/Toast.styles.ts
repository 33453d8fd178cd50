import styled, { keyframes } from 'styled-components';
import { media } from '../theme/media';

const enter = keyframes`
  from { transform: translateY(-8px); }
`;

/**
 * Fixed to the top right corner, above every other layer; lets clicks through where it has no toast.
 * On a phone it spans the width along the bottom edge, clear of the header bar and of the controls
 * pages keep at the top (the card editor's toolbar); while a modal sheet is open, whose actions are
 * at the bottom, along the top edge over the sheet's title.
 */
export const Region = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  top: ${({ theme }) => theme.space.lg};
  right: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: min(420px, calc(100vw - 2 * ${({ theme }) => theme.space.lg}));
  pointer-events: none;

  ${media.upTo('sm')} {
    top: auto;
    bottom: ${({ theme }) => theme.space.lg};
    left: ${({ theme }) => theme.space.lg};
    width: auto;

    body:has([data-component='Modal.Backdrop']) & {
      top: ${({ theme }) => theme.space.sm};
      bottom: auto;
    }
  }
`;

export const LiveRegion = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/*
 * Static styles keyed on data-type: each type sets its tint and its accent (the text role that
 * reaches AA on that tint, see theme/tokens.test.ts), which the border, icon and title use.
 * Only the transform is animated: text at partial opacity would fail the contrast check.
 */
export const ToastRoot = styled.div`
  position: relative;
  --toast-accent: ${({ theme }) => theme.color.text.link};
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.sm} ${theme.space.md} ${theme.space.md}`};
  border: 1px solid var(--toast-accent);
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.tintInfo};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  pointer-events: auto;

  &[data-type='error'] {
    --toast-accent: ${({ theme }) => theme.color.text.critical};
    background: ${({ theme }) => theme.color.bg.tintCritical};
  }
  &[data-type='warning'] {
    --toast-accent: ${({ theme }) => theme.color.text.warning};
    background: ${({ theme }) => theme.color.bg.tintWarning};
  }
  &[data-type='success'] {
    --toast-accent: ${({ theme }) => theme.color.text.success};
    background: ${({ theme }) => theme.color.bg.tintSuccess};
  }

  @media (prefers-reduced-motion: no-preference) {
    animation: ${enter} ${({ theme }) => `${theme.motion.durationNormal} ${theme.motion.easing}`};
  }
`;

export const Icon = styled.svg`
  width: 20px;
  height: 20px;
  margin-top: 1px;
  fill: none;
  stroke: var(--toast-accent);
  stroke-width: 1.75;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

export const Message = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Title = styled.p`
  margin: 0;
  color: var(--toast-accent);
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export const Description = styled.div`
  & ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

/* Links and Details: 24 px tall at least (WCAG 2.2 target size). */
/** Holds the link `renderLink` renders (a router's or a plain <a>) and styles it. */
export const Link = styled.span`
  display: inline-flex;
  & > a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.minimumTarget};
    color: ${({ theme }) => theme.color.text.link};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

export const DetailsButton = styled.button`
  min-height: ${({ theme }) => theme.size.minimumTarget};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text.link};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-decoration: underline;
  cursor: pointer;
`;

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.text.default};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
  }

  & svg {
    width: 16px;
    height: 16px;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
  }
`;

/** Read by screen readers, not shown. */
export { VisuallyHidden } from '../internal/visuallyHidden';
