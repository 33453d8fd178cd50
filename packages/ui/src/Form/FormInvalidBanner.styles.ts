import styled from 'styled-components';

export const BannerRoot = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border.critical};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.tintCritical};
  color: ${({ theme }) => theme.color.text.critical};
  font-family: ${({ theme }) => theme.typography.fontFamily.body};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

export const BannerIcon = styled.svg`
  flex: none;
  width: 16px;
  height: 16px;
  /* Centres the icon on the first line of text (14 px at line-height 1.5). */
  margin-top: 2.5px;
`;
