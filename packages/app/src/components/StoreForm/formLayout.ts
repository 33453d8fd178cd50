import styled from 'styled-components';

export const FormRoot = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

/** Fields side by side, wrapping when narrow. */
export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

export const Subdued = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.subdued};
`;

/**
 * The wizard's buttons: the way back on the left, the way on at the right. They stay at the foot
 * of the dialog while a long form scrolls under them (the dialog is the scroll container).
 */
export const Actions = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 calc(-1 * ${({ theme }) => theme.space.xl}) calc(-1 * ${({ theme }) => theme.space.xl});
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl} ${theme.space.xl}`};
  border-top: 1px solid ${({ theme }) => theme.color.border.subdued};
  background: ${({ theme }) => theme.color.bg.surface};
`;
