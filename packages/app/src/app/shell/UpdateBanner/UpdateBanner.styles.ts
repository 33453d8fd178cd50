import { media } from '@stampcard/ui/theme';
import styled from 'styled-components';

/**
 * Fixed to the bottom right corner, above the page and its dialogs. On a phone it spans the width
 * along the bottom edge; while a modal sheet is open, whose actions are at the bottom, along the
 * top edge (as the toasts do).
 */
export const Banner = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  right: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: center;
  justify-content: space-between;
  width: min(420px, calc(100vw - 2 * ${({ theme }) => theme.space.lg}));
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.text.link};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.tintInfo};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};

  ${media.upTo('sm')} {
    left: ${({ theme }) => theme.space.lg};
    width: auto;

    body:has([data-component='Modal.Backdrop']) & {
      top: ${({ theme }) => theme.space.sm};
      bottom: auto;
    }
  }
`;

export const Message = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;
