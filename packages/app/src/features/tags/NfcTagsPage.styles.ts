import styled from 'styled-components';
import { tagLeaveDuration } from './nfcTags';

/** The tags: one row each, the new-tag row last. A deleted tag's row fades out, then goes. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.color.bg.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subdued};
    text-align: left;
    vertical-align: middle;
  }

  tbody tr:last-child td {
    border-bottom: none;
  }

  th {
    color: ${({ theme }) => theme.color.text.subdued};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  th[data-column='status'] {
    width: 8em;
  }

  td[data-column='actions'],
  th[data-column='actions'] {
    width: 1%;
    white-space: nowrap;
    text-align: right;
  }

  tr[data-leaving] {
    opacity: 0;
    transition: opacity ${tagLeaveDuration}ms ${({ theme }) => theme.motion.easing};
  }

  @media (prefers-reduced-motion: reduce) {
    tr[data-leaving] {
      transition: none;
    }
  }
`;

export const Name = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

/** A serial number: characters that are read one by one. */
export const Serial = styled.span`
  font-family: ${({ theme }) => theme.typography.fontFamily.monospace};
  overflow-wrap: anywhere;
`;

export const EmptyCell = styled.td`
  padding: 0;
`;

/** The inline new-tag form: its two fields side by side, its buttons after them; wraps when narrow. */
export const NewTagForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} 0`};

  [data-component='TextField'] {
    flex: 1 1 220px;
  }
`;

export const FormButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  /* Level with the inputs: below their labels (a line of small text) and the label's gap. */
  padding-top: ${({ theme }) =>
    `calc(${theme.typography.fontSize.sm} * ${theme.typography.lineHeight.normal} + ${theme.space.xs})`};
`;
