import styled from 'styled-components';

/** The filters' form: the fields, then the buttons. Its width decides the fields' layout. */
export const FiltersForm = styled.form`
  container-type: inline-size;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The narrowest a field gets before the grid puts fewer side by side. */
const fieldMinWidth = 220;

/** One field per parameter, side by side as the card's width allows, one under another when narrow. */
export const FieldsGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${fieldMinWidth}px), 1fr));
  align-items: start;
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};

  /*
   * Beside other fields, a checkbox (no label above it) lines up with their inputs' text: it is
   * pushed down by a label's line, the gap under it, and an input's top padding and border.
   */
  @container (min-width: ${fieldMinWidth * 2}px) {
    & > [data-filter-kind='boolean'] {
      padding-top: ${({ theme }) =>
        `calc(${theme.typography.fontSize.sm} * ${theme.typography.lineHeight.normal} + ${theme.space.xs} + ${theme.space.sm} + 1px)`};
    }
  }
`;

/** Apply filters and Clear filters. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
