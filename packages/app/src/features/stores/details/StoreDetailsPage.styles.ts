import styled from 'styled-components';

/** A section of the store's left panel under the details: parent business, location, categories, manager. */
export const InfoSection = styled.section`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border.subdued};
`;

/** The text of a section, beside its button. */
export const InfoText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

/** The Single-store badge. */
export const Badge = styled.span`
  justify-self: start;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.tintInfo};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

/** The store's categories, as chips. */
export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    padding: 2px ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

/** A line of the store's address. */
export const AddressLine = styled.span`
  display: block;
`;

/** A note above a form, e.g. that converting cannot be undone. */
export const FormNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.subdued};
`;

/** The categories editor: the chosen ones above, every category to choose below. */
export const CategoryChoices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

/** A line under a section's text and button, e.g. 'Can only edit from Parent business'. */
export const Hint = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.color.text.subdued};
`;
