import styled from 'styled-components';

/** The user form: its fields one under another. */
export const FormRoot = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** Fields side by side, wrapping one under another when narrow. */
export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;
