import { Link } from 'react-router';
import { media } from '@stampcard/ui/theme';
import styled, { css } from 'styled-components';

/** The table: rows of people on a surface, columns keyed by `data-column` (number, actions). */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.color.bg.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subdued};
    text-align: left;
    vertical-align: middle;
    overflow-wrap: anywhere;
  }

  tbody tr:last-child > * {
    border-bottom: none;
  }

  thead th {
    color: ${({ theme }) => theme.color.text.subdued};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  tbody th {
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  [data-column='number'] {
    width: 3em;
    white-space: nowrap;
    color: ${({ theme }) => theme.color.text.subdued};
  }

  [data-column='actions'] {
    width: 1%;
    white-space: nowrap;
    text-align: right;
  }
`;

/** A placeholder for blank data ('No email'): subdued, so it never looks like a real value. */
export const Muted = styled.span`
  color: ${({ theme }) => theme.color.text.subdued};
`;

/** The row's controls, side by side; on more lines where the row is narrow (a stacked row on a phone). */
export const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
`;

const iconControl = css`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  ${media.coarsePointer} {
    width: ${({ theme }) => theme.size.touchTarget};
    height: ${({ theme }) => theme.size.touchTarget};
  }
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  cursor: pointer;
`;

/** A link drawn as an icon (the row's view or edit), named by its `aria-label`. */
export const IconLink = styled(Link)`
  ${iconControl}
  color: ${({ theme }) => theme.color.text.link};

  &:hover {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }
`;

/** A destructive button drawn as an icon (the row's delete), named by its `aria-label`. */
export const IconButton = styled.button`
  ${iconControl}
  color: ${({ theme }) => theme.color.text.critical};

  &:hover {
    background: ${({ theme }) => theme.color.bg.tintCritical};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }
`;

/** The cell of the skeletons and of the empty state, across the table, without the cells' padding. */
export const EmptyCell = styled.td`
  && {
    padding: 0;
  }
`;
