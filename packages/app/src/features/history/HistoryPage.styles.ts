import styled from 'styled-components';

/** Which entity's or person's changes a narrowed list shows, and the link back to all. */
export const NarrowedLine = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text.subdued};

  a {
    color: ${({ theme }) => theme.color.text.link};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;
