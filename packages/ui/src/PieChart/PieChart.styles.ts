import styled from 'styled-components';

export const Root = styled.div`
  container-type: inline-size;
  margin: 0;
  font-family: ${({ theme }) => theme.typography.fontFamily.body};
  color: ${({ theme }) => theme.color.text.default};
`;

/** The pie and its legend side by side, the legend wrapping below when space runs out. */
export const Plot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};

  & path[data-part='slice'] {
    /* A white line between slices keeps neighbours apart whatever their colours. */
    stroke: ${({ theme }) => theme.color.bg.surface};
    stroke-width: 1.5px;
    stroke-linejoin: round;
  }

  /* A narrow widget (a phone): the legend under the pie, across the width. */
  @container (max-width: 359px) {
    flex-direction: column;
    align-items: stretch;
    & > svg {
      align-self: center;
    }
  }
`;

export const Legend = styled.ul`
  display: grid;
  grid-template-columns: auto 1fr auto auto;
  column-gap: ${({ theme }) => theme.space.sm};
  row-gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

/** Each entry spans the legend's four columns: swatch, label, value, percentage. */
export const LegendItem = styled.li`
  display: contents;
`;

export const LegendLabel = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const LegendValue = styled.span`
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

export const LegendPercentage = styled.span`
  color: ${({ theme }) => theme.color.text.subdued};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;
