import styled from 'styled-components';

/** A white card of a user's page. */
const card = `
  display: grid;
  align-content: start;
  min-width: 0;
`;

/**
 * A card of a user's page as a titled region (`aria-labelledby` its `h2`): the Stores card of a
 * staff member. The Account details and Stamps cards are `DetailsCard`s, which look the same.
 */
export const DetailsSection = styled.section`
  ${card}
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

/** The Settings card: the kit's settings list (a titled region of its own) on a card. */
export const SettingsCardRoot = styled.div`
  ${card}
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

/**
 * The cards of a user's page: the Account details on the left, the other cards stacked on the
 * right; one column when narrow.
 */
export const UserDetailsGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};

  & > :first-child {
    grid-row: span 2;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 1fr);

    & > :first-child {
      grid-row: auto;
    }
  }
`;

/** A card across the whole grid, under the others (the last changes). */
export const FullRow = styled.div`
  grid-column: 1 / -1;
`;

/** A form of a card: its fields one under another, its buttons last. */
export const CardForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** A form's buttons, at its right. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A part of a card under its own heading (the change-password form of the Settings card). */
export const Subsection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.color.border.subdued};

  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.md};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.subdued};
  }
`;

/** A line of subdued text, e.g. what the demo stamp card is. */
export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.subdued};
`;
