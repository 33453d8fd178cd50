import { Link } from 'react-router';
import styled from 'styled-components';

export const Entries = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Entry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  overflow-wrap: anywhere;

  [data-variant='plain'] > & {
    padding: ${({ theme }) => `${theme.space.sm} 0 0`};
    border: none;
    border-top: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: 0;
    background: none;
  }
`;

export const Sentence = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.default};
`;

/** What a card's change did to its holders. */
export const Impact = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const When = styled.time`
  color: ${({ theme }) => theme.color.text.subdued};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const Changes = styled.div`
  display: grid;
  justify-items: start;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

/** The fields before and after: a table on a wide screen, stacked on a phone. */
export const ChangeTable = styled.table`
  width: 100%;
  margin-top: ${({ theme }) => theme.space.xs};
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-top: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: left;
    vertical-align: top;
  }

  @media (max-width: 480px) {
    thead {
      display: none;
    }
    tr,
    th,
    td {
      display: block;
    }
    td::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.color.text.subdued};
    }
  }
`;

export const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.subdued};
`;

/** The link from a details page's last changes to its whole history. */
export const HistoryLink = styled(Link)`
  color: ${({ theme }) => theme.color.text.link};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;
