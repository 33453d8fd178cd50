import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Field } from '../Field/Field';
import { useField } from '../Field/useField';
import { LoadingOverlay } from '../Spinner/LoadingOverlay';
import { Unavailable } from '../Unavailable/Unavailable';
import { ChartEmpty, ChartSwatch, ChartTable, chartPalette, formatChartValue } from '../internal/chart';
import { bandScale, monthNames, recentYears, toTwelveValues, valueAxis } from './timeline';
import {
  CardFilterField,
  Controls,
  Header,
  Legend,
  LegendItem,
  Plot,
  Root,
  Tip,
  TipLine,
  TipTitle,
  ViewField,
  YearSelect,
} from './TimelineChart.styles';

/** One series of a timeline: what it counts and its twelve monthly values. */
export interface TimelineSeries {
  /** What the series counts, e.g. 'Stamps', 'Issued', 'Redeemed'. Named in the legend, tooltip and table. */
  label: string;
  /** The values of January to December; missing months count as 0 (see `fillTwelveMonths`). */
  values: readonly number[];
}

export interface TimelineChartProps {
  /** What the chart shows, e.g. 'Stamps timeline': its accessible name and the caption of its table. */
  label: string;
  /**
   * The series: one draws a bar per month; two or more (e.g. rewards issued and redeemed) draw
   * their bars side by side with a legend. No series, or no month above zero, show `emptyText`.
   */
  series: readonly TimelineSeries[];
  /** The year shown (controlled). */
  year?: number;
  /**
   * The year shown at first (uncontrolled).
   * @default the current year
   */
  defaultYear?: number;
  /** Called with the year chosen in the year selector. */
  onYearChange?: (year: number) => void;
  /**
   * The years the selector offers.
   * @default the current year and the 4 before it, newest first
   */
  years?: readonly number[];
  /**
   * The year selector's label.
   * @default 'Year'
   */
  yearLabel?: string;
  /**
   * Whether the data is loading: a spinner covers the chart and what is on screen stays, faded.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Shown instead of the bars when there is no data, e.g. 'No reward data'.
   * @default 'No data'
   */
  emptyText?: string;
  /**
   * Formats the values in the tooltip and the table.
   * @default grouped thousands, as in 1,284
   */
  valueFormatter?: (value: number) => string;
  /**
   * Shows the weekly view as a feature under development: a View control with Weekly and Monthly,
   * Monthly selected (the chart draws months only), disabled and marked Unavailable with this
   * reason in a tooltip, e.g. 'Weekly view not available yet'. Without it no view control shows.
   */
  viewUnavailableReason?: string;
  /**
   * Shows the card filter as a feature under development: a Card filter on 'All cards', disabled
   * and marked Unavailable with this reason in a tooltip, e.g. 'Card filter not available yet'.
   * Without it no card filter shows.
   */
  cardFilterUnavailableReason?: string;
  /** Extra class names, for layout by the parent (margins, grid placement). */
  className?: string;
}

/**
 * The drawing's coordinate system: 480 units wide, scaled up to a wider container. In a narrower
 * one (a phone) the drawing takes the container's own width in pixels instead, so the axis labels
 * keep their 12 px rather than shrinking with the drawing.
 */
const fullWidth = 480;
const height = 200;
const margin = { top: 12, right: 8, bottom: 24, left: 40 };
const plotBottom = height - margin.bottom;
const plotHeight = plotBottom - margin.top;
const monthIndexes = monthNames.map((_, index) => index);

/** The drawing's width: the element's width in pixels up to `fullWidth`, then `fullWidth`. */
function useDrawingWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(fullWidth);
  useEffect(() => {
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().width);
      setWidth(measured > 0 ? Math.min(fullWidth, measured) : fullWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [element]);
  return width;
}

/**
 * Monthly bars of one year (monthly only, always 12 months with single-letter labels), with a year
 * selector offering the current year and the 4 before it, and, when given their reasons, the weekly
 * view and the card filter shown disabled and marked Unavailable. Each month is one stop of a
 * roving focus: Tab enters the chart, the arrow keys, Home and End move between months, and the
 * focused or hovered month shows its values. Screen readers also get the data as a table. Empty
 * data shows `emptyText`; `isLoading` covers the bars with the kit's loading overlay (the year
 * selector stays usable).
 */
export function TimelineChart({
  label,
  series,
  year: yearProp,
  defaultYear,
  onYearChange,
  years,
  yearLabel = 'Year',
  isLoading = false,
  emptyText = 'No data',
  valueFormatter = formatChartValue,
  viewUnavailableReason,
  cardFilterUnavailableReason,
  className,
}: TimelineChartProps) {
  const [yearUncontrolled, setYearUncontrolled] = useState(() => defaultYear ?? new Date().getFullYear());
  const year = yearProp ?? yearUncontrolled;
  const yearOptions = [...new Set([...(years ?? recentYears()), year])].sort((first, second) => second - first);
  const yearField = useField();
  const cardField = useField();
  const viewLabelId = useId();
  const chooseYear = (event: ChangeEvent<HTMLSelectElement>) => {
    const nextYear = Number(event.target.value);
    if (yearProp === undefined) setYearUncontrolled(nextYear);
    onYearChange?.(nextYear);
  };

  const [focusIndex, setFocusIndex] = useState(0);
  const [focusedMonth, setFocusedMonth] = useState<number | null>(null);
  const [hoveredMonth, setHoveredMonth] = useState<number | null>(null);
  const columnElements = useRef<(SVGRectElement | null)[]>([]);
  const activeMonth = hoveredMonth ?? focusedMonth;
  const [plotElement, setPlotElement] = useState<HTMLDivElement | null>(null);
  const width = useDrawingWidth(plotElement);
  const monthScale = bandScale(monthIndexes.length, [margin.left, width - margin.right], 0.3, 0.15);

  // Empty as the pie is (a widget shows its empty text when there is no data): no series, or not
  // one month above zero, as when the API has no rows for the year.
  const isEmpty = series.every((item) => item.values.every((value) => !(value > 0)));
  const rows = series.map((item) => toTwelveValues(item.values));
  const axis = valueAxis(Math.max(0, ...rows.flat()));
  const toY = (value: number) => plotBottom - (Math.max(0, value) / axis.top) * plotHeight;
  const seriesScale = bandScale(series.length, [0, monthScale.bandwidth()], series.length > 1 ? 0.1 : 0);
  const hasLegend = series.length > 1;

  const describeMonth = (month: number) =>
    series.length === 1
      ? `${monthNames[month] ?? ''} ${year}: ${valueFormatter(rows[0]?.[month] ?? 0)}`
      : `${monthNames[month] ?? ''} ${year}: ${series
          .map((item, index) => `${item.label} ${valueFormatter(rows[index]?.[month] ?? 0)}`)
          .join(', ')}`;

  const moveFocus = (event: KeyboardEvent<SVGRectElement>, month: number) => {
    const target =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? Math.min(month + 1, 11)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? Math.max(month - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? 11
              : null;
    if (target === null) return;
    event.preventDefault();
    setFocusIndex(target);
    columnElements.current[target]?.focus();
  };

  const tipMonth = activeMonth ?? 0;
  const tipX = monthScale(tipMonth) + monthScale.bandwidth() / 2;
  const tipTop = Math.min(...rows.map((values) => toY(values[tipMonth] ?? 0)));

  return (
    <Root
      role="figure"
      aria-label={label}
      className={className}
      data-component="TimelineChart"
      data-empty={isEmpty || undefined}
    >
      <Header>
        {hasLegend ? (
          // The table and each month's name say the same to screen readers.
          <Legend aria-hidden="true" data-part="legend">
            {series.map((item, index) => (
              <LegendItem key={`${item.label}-${index}`}>
                <ChartSwatch style={{ background: chartPalette[index % chartPalette.length] }} />
                {item.label}
              </LegendItem>
            ))}
          </Legend>
        ) : null}
        <Controls data-part="controls">
          {viewUnavailableReason === undefined ? null : (
            <ViewField data-component="TimelineChart.View">
              <span id={viewLabelId} data-part="label">
                View
              </span>
              <Unavailable reason={viewUnavailableReason}>
                <fieldset aria-labelledby={viewLabelId}>
                  <label>
                    <input type="radio" name={viewLabelId} value="weekly" />
                    Weekly
                  </label>
                  <label>
                    <input type="radio" name={viewLabelId} value="monthly" defaultChecked />
                    Monthly
                  </label>
                </fieldset>
              </Unavailable>
            </ViewField>
          )}
          {cardFilterUnavailableReason === undefined ? null : (
            <CardFilterField field={cardField} label="Card" data-component="TimelineChart.CardFilter">
              <Unavailable reason={cardFilterUnavailableReason}>
                <select {...cardField.controlProps} defaultValue="all">
                  <option value="all">All cards</option>
                </select>
              </Unavailable>
            </CardFilterField>
          )}
          <Field field={yearField} label={yearLabel} data-component="TimelineChart.Year">
            <YearSelect {...yearField.controlProps} value={year} onChange={chooseYear}>
              {yearOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </YearSelect>
          </Field>
        </Controls>
      </Header>
      <LoadingOverlay isLoading={isLoading} label={`Loading ${label}`}>
        {isEmpty ? (
          <ChartEmpty data-part="empty">{emptyText}</ChartEmpty>
        ) : (
          <Plot ref={setPlotElement}>
            <svg viewBox={`0 0 ${width} ${height}`} role="group" aria-label={`${label}, ${year}`}>
              <g aria-hidden="true" data-part="axes">
                {axis.ticks.map((tick) => (
                  <g key={tick}>
                    <line x1={margin.left} x2={width - margin.right} y1={toY(tick)} y2={toY(tick)} />
                    <text x={margin.left - 6} y={toY(tick)} dy="0.32em" textAnchor="end">
                      {valueFormatter(tick)}
                    </text>
                  </g>
                ))}
                {monthIndexes.map((month) => (
                  <text
                    key={month}
                    x={monthScale(month) + monthScale.bandwidth() / 2}
                    y={height - 6}
                    textAnchor="middle"
                  >
                    {monthNames[month]?.charAt(0)}
                  </text>
                ))}
              </g>
              {monthIndexes.map((month) => {
                const x = monthScale(month);
                return (
                  <g key={month} data-active={activeMonth === month || undefined}>
                    <rect
                      aria-hidden="true"
                      x={x - 2}
                      y={margin.top}
                      width={monthScale.bandwidth() + 4}
                      height={plotHeight}
                      data-part="band"
                    />
                    {rows.map((values, index) => {
                      const value = values[month] ?? 0;
                      const barHeight = plotBottom - toY(value);
                      return (
                        <rect
                          key={index}
                          aria-hidden="true"
                          x={x + seriesScale(index)}
                          y={toY(value)}
                          width={seriesScale.bandwidth()}
                          height={barHeight}
                          fill={chartPalette[index % chartPalette.length]}
                          data-part="bar"
                        />
                      );
                    })}
                    {/* On top, transparent: the whole column takes hover and focus, so short bars are easy to reach. */}
                    <rect
                      ref={(element) => {
                        columnElements.current[month] = element;
                      }}
                      role="img"
                      aria-label={describeMonth(month)}
                      tabIndex={month === focusIndex ? 0 : -1}
                      x={x - 2}
                      y={margin.top}
                      width={monthScale.bandwidth() + 4}
                      height={plotHeight}
                      data-part="month"
                      onFocus={() => {
                        // The keyboard takes over from a pointer left resting on another month.
                        setHoveredMonth(null);
                        setFocusIndex(month);
                        setFocusedMonth(month);
                      }}
                      onBlur={() => setFocusedMonth(null)}
                      onPointerEnter={() => setHoveredMonth(month)}
                      onPointerLeave={() => setHoveredMonth(null)}
                      onKeyDown={(event) => moveFocus(event, month)}
                    />
                  </g>
                );
              })}
            </svg>
            {activeMonth === null ? null : (
              // Visual only: the focused month's accessible name says the same.
              <Tip
                aria-hidden="true"
                data-part="tooltip"
                data-align={tipMonth < 2 ? 'start' : tipMonth > 9 ? 'end' : 'center'}
                style={{ left: `${(tipX / width) * 100}%`, top: `${(tipTop / height) * 100}%` }}
              >
                <TipTitle>
                  {monthNames[tipMonth]} {year}
                </TipTitle>
                {series.map((item, index) => (
                  <TipLine key={`${item.label}-${index}`}>
                    {item.label}: {valueFormatter(rows[index]?.[tipMonth] ?? 0)}
                  </TipLine>
                ))}
              </Tip>
            )}
            <ChartTable
              caption={`${label}, ${year}`}
              columns={['Month', ...series.map((item) => item.label)]}
              rows={monthNames.map((name, month) => ({
                header: name,
                cells: rows.map((values) => valueFormatter(values[month] ?? 0)),
              }))}
            />
          </Plot>
        )}
      </LoadingOverlay>
    </Root>
  );
}
