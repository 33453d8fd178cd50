import { Link } from 'react-router';
import styled from 'styled-components';

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
  }

  tbody tr:last-child td {
    border-bottom: none;
  }

  th {
    color: ${({ theme }) => theme.color.text.subdued};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  td[data-column='number'] {
    width: 3em;
    color: ${({ theme }) => theme.color.text.subdued};
  }

  td[data-column='actions'],
  th[data-column='actions'] {
    width: 1%;
    white-space: nowrap;
    text-align: right;
  }
`;

export const Name = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.text.subdued};
`;

export const Actions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
`;

const iconControl = `
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border: none;
  border-radius: 8px;
  background: transparent;
  cursor: pointer;
`;

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

export const EmptyCell = styled.td`
  padding: 0;
`;
