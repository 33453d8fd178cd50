import styled from 'styled-components';

/** The header's controls: the view switch, the analytics button and the store dropdown. */
export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StorePicker = styled.div`
  width: 260px;
  max-width: 100%;
`;

/**
 * The admin view's three rows: three widgets a row, the two timelines side by side; one
 * column on narrow screens.
 */
export const AdminGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  & > * {
    grid-column: span 2;
  }

  & > [data-wide] {
    grid-column: span 3;
  }

  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);

    & > *,
    & > [data-wide] {
      grid-column: auto;
    }
  }
`;

/**
 * The merchant view: reward KPIs, signed-up users, stamp KPIs in three columns; the rewards
 * chart under the first two (a chart as wide as the page would scale its labels up).
 */
export const MerchantGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  & > [data-wide] {
    grid-column: span 2;
  }

  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);

    & > [data-wide] {
      grid-column: auto;
    }
  }
`;

export const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: min(70vh, 720px);
  border: 0;
`;

/** The Store field as it shows while the dropdown's chunk loads: the same label and box. */
export const StoreField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const StoreFieldLabel = styled.label`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export const StoreFieldInput = styled.input`
  box-sizing: border-box;
  width: 100%;
  min-height: ${({ theme }) => theme.size.minimumTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
`;

/**
 * A widget's content while its drawing code and data arrive: a quiet block the size of a few
 * lines (the kit's Skeleton and the charts come in the widgets' own chunk).
 */
export const ContentPlaceholder = styled.div`
  height: 96px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.fillDisabled};
  opacity: 0.5;
`;

/**
 * The room of a widget's selector (Top Cards' timespan, the signed-up users view) while it
 * arrives with the widgets' code.
 */
export const SelectPlaceholder = styled.span`
  display: block;
  width: 104px;
  height: 40px;
`;
