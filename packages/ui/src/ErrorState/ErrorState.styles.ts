import styled from 'styled-components';

export const Container = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.bg.tintCritical};
  border: 1px solid ${({ theme }) => theme.color.border.critical};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text.default};
`;

export const Icon = styled.svg`
  flex: none;
  width: 20px;
  height: 20px;
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.text.critical};
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  color: ${({ theme }) => theme.color.text.critical};
`;

export const Reason = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const ReasonList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space.xs};
`;
