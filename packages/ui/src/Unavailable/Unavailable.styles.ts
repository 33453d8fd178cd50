import styled from 'styled-components';

export const UnavailableRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 100%;
`;

/* Warning tint: "not yet", not "broken". text.warning on tintWarning is above 6:1 (see Unavailable.test.tsx). */
export const UnavailableBadge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.tintWarning};
  color: ${({ theme }) => theme.color.text.warning};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: 20px;
  white-space: nowrap;
`;
