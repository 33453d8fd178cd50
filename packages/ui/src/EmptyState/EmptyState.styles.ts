import styled from 'styled-components';

export const Container = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.color.text.default};
`;

export const Illustration = styled.svg`
  width: 48px;
  height: 48px;
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text.subdued};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const Description = styled.p`
  margin: 0;
  max-width: 48ch;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.color.text.subdued};
`;

export const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;
