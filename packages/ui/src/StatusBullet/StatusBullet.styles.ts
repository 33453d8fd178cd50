import styled from 'styled-components';

export const StatusBulletRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-family: ${({ theme }) => theme.typography.fontFamily.body};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  color: ${({ theme }) => theme.color.text.default};
`;

/* The solid success and critical fills are above 3:1 against surfaces (WCAG 1.4.11; see StatusBullet.test.tsx). */
export const Bullet = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.bg.fillSuccess};

  [data-status='disabled'] > & {
    background: ${({ theme }) => theme.color.bg.fillCritical};
  }

  @media (forced-colors: active) {
    background: CanvasText;
  }
`;
