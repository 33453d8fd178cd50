import { Link } from 'react-router';
import styled from 'styled-components';

/** The member's stores, a row each: logo, name and business, the unlink button. */
export const StoreList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    grid-template-columns: 48px minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subdued};
  }
`;

export const Logo = styled.span`
  display: block;
  width: 48px;
  height: 48px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.canvas};

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StoreText = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

export const StoreLink = styled(Link)`
  color: ${({ theme }) => theme.color.text.link};
`;

export const StoreName = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export const StoreLine = styled.span`
  color: ${({ theme }) => theme.color.text.subdued};
`;
