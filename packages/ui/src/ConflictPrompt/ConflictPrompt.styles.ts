import styled from 'styled-components';

export const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.text.default};
`;

export const Fields = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Field = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.subdued};
  border-radius: ${({ theme }) => theme.radius.md};

  & > dl {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
`;

export const FieldName = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

/* Label and value side by side where there is room, the value below its label where there is not. */
export const Side = styled.div`
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};

  &[data-side='mine'] > dd {
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
`;

export const SideLabel = styled.dt`
  color: ${({ theme }) => theme.color.text.subdued};
`;

export const SideValue = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;
