import styled from 'styled-components';

export const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 128px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  font-family: ${({ theme }) => theme.typography.fontFamily.body};
  color: ${({ theme }) => theme.color.text.default};

  &[data-columns='1'] {
    grid-template-columns: minmax(0, 1fr);
  }
  &[data-columns='2'] {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  &[data-columns='3'] {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  &[data-columns='4'] {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.canvas};

  /*
   * The chosen period: the selected fill, and an edge drawn inside the tile (so the grid does not
   * move) as an outline, which forced-colours modes keep where they drop fills and shadows.
   */
  &[data-highlighted] {
    background: ${({ theme }) => theme.color.bg.surfaceSelected};
    outline: 2px solid ${({ theme }) => theme.color.bg.fillBrand};
    outline-offset: -2px;
  }
`;

export const Label = styled.dt`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  color: ${({ theme }) => theme.color.text.subdued};
`;

export const Value = styled.dd`
  display: flex;
  align-items: center;
  min-height: 1.2em;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xxl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;

  &[data-missing] {
    color: ${({ theme }) => theme.color.text.subdued};
  }
`;

/* The skeleton's line is 0.75em of the value's size: a bar as tall as the digits. */
export const ValueSkeleton = styled.span`
  display: block;
  width: 60%;
`;

export const Hint = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  color: ${({ theme }) => theme.color.text.subdued};
`;
