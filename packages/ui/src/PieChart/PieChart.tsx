import { LoadingOverlay } from '../Spinner/LoadingOverlay';
import { ChartEmpty, ChartSwatch, ChartTable, formatChartValue } from '../internal/chart';
import { Legend, LegendItem, LegendLabel, LegendPercentage, LegendValue, Plot, Root } from './PieChart.styles';
import { sliceAngles, slicePath } from './pieGeometry';
import { toPieSlices, type PieChartDatum } from './toPieSlices';

export interface PieChartProps {
  /** What the chart shows, e.g. 'Devices OS': its accessible name and the caption of its table. */
  label: string;
  /** The items; drawn largest first, whatever their order here. */
  data: readonly PieChartDatum[];
  /**
   * The pie's diameter in pixels.
   * @default 150
   */
  size?: number;
  /**
   * Whether the data is loading: a spinner covers the chart and what is on screen stays, faded.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Shown instead of the chart when there is no data or every value is 0, e.g. 'No device data available'.
   * @default 'No data'
   */
  emptyText?: string;
  /**
   * Formats the values in the legend and the table.
   * @default grouped thousands, as in 1,284
   */
  valueFormatter?: (value: number) => string;
  /** Extra class names, for layout by the parent (margins, grid placement). */
  className?: string;
}

/**
 * A pie chart of a few counts, drawn as SVG (size 150, items sorted by value largest first,
 * percentages rounded to whole numbers). A legend names each slice with its value and share;
 * screen readers get the same as a table. Empty data shows `emptyText`; `isLoading` covers the
 * chart with the kit's loading overlay.
 */
export function PieChart({
  label,
  data,
  size = 150,
  isLoading = false,
  emptyText = 'No data',
  valueFormatter = formatChartValue,
  className,
}: PieChartProps) {
  const slices = toPieSlices(data);
  const isEmpty = slices.every((slice) => slice.value === 0);
  const radius = size / 2;
  const angles = sliceAngles(slices.map((slice) => slice.value));

  return (
    <Root
      role="figure"
      aria-label={label}
      className={className}
      data-component="PieChart"
      data-empty={isEmpty || undefined}
    >
      <LoadingOverlay isLoading={isLoading} label={`Loading ${label}`}>
        {isEmpty ? (
          <ChartEmpty data-part="empty">{emptyText}</ChartEmpty>
        ) : (
          <Plot>
            {/* The drawing is hidden from assistive technology: the table below says the same. */}
            <svg width={size} height={size} viewBox={`${-radius} ${-radius} ${size} ${size}`} aria-hidden="true">
              {/* Largest first, clockwise from 12 o'clock; slices of 0 are not drawn. */}
              {slices.map((slice, index) => {
                const sliceAngle = angles[index];
                return slice.value > 0 && sliceAngle ? (
                  <path
                    key={`${slice.label}-${index}`}
                    d={slicePath(sliceAngle, radius)}
                    fill={slice.color}
                    data-part="slice"
                  />
                ) : null;
              })}
            </svg>
            <Legend aria-hidden="true" data-part="legend">
              {slices.map((slice, index) => (
                <LegendItem key={`${slice.label}-${index}`}>
                  <ChartSwatch style={{ background: slice.color }} />
                  <LegendLabel>{slice.label}</LegendLabel>
                  <LegendValue>{valueFormatter(slice.value)}</LegendValue>
                  <LegendPercentage>{slice.percentage}%</LegendPercentage>
                </LegendItem>
              ))}
            </Legend>
            <ChartTable
              caption={label}
              columns={['Item', 'Value', 'Share']}
              rows={slices.map((slice) => ({
                header: slice.label,
                cells: [valueFormatter(slice.value), `${slice.percentage}%`],
              }))}
            />
          </Plot>
        )}
      </LoadingOverlay>
    </Root>
  );
}
