import type { RankedListItem } from '@stampcard/ui/RankedList';
import type { KpiTile } from '@stampcard/ui/KpiGroup';
import type { PieChartDatum } from '@stampcard/ui/PieChart';
import { recentYears, type TimelineSeries } from '@stampcard/ui/TimelineChart';
import type { Timespan } from '@stampcard/ui/TimespanSelect';
import { Widget } from '@stampcard/ui/Widget';
import { lazy, Suspense, type ReactNode } from 'react';
import { describeErrorLine, useLoaded, type Loaded, type Loading } from '#app/lib/data';
import { ContentPlaceholder, SelectPlaceholder } from './InsightsPage.styles';
import { signedUpUsersViews, type SignedUpUsersView } from './insightsQuery';
import { isEmptyTiles, widgetTexts, type WidgetName } from './insightsWidgets';
import { formatStamps, getStoreCardsHint } from './topCards';

/** The widgets' drawing code, requested as this module runs: in parallel with the widgets' data. */
const content = import('./widgetContent');
const KpiGroup = lazy(async () => ({ default: (await content).KpiGroup }));
const RankedList = lazy(async () => ({ default: (await content).RankedList }));
const PieChart = lazy(async () => ({ default: (await content).PieChart }));
const TimelineChart = lazy(async () => ({ default: (await content).InsightsTimelineChart }));
const TimespanSelect = lazy(async () => ({ default: (await content).TimespanSelect }));
const ViewSelect = lazy(async () => ({ default: (await content).Select<SignedUpUsersView> }));

/** What stands in for a widget's content while its code arrives (with its data, as a rule). */
const contentFallback = <ContentPlaceholder aria-hidden="true" data-part="placeholder" />;

/** The reason a widget's load failed, as one line, shown with Retry. */
function reasonOf<T>(loaded: Loaded<T>): string | undefined {
  return loaded.error === undefined ? undefined : describeErrorLine(loaded.error);
}

interface WidgetFrameProps<T> {
  name: WidgetName;
  loading: Loading<T | null>;
  /** Whether the data is empty (the widget then shows its empty text); charts say it themselves. */
  isEmpty?: (data: T) => boolean;
  actions?: ReactNode;
  /** The content, from the data (undefined before the first answer: skeletons). */
  children: (data: T | null | undefined, isLoading: boolean) => ReactNode;
  /**
   * Whether a reload covers the widget with the overlay; a chart with its own overlay, which keeps
   * its year selector usable, says no.
   * @default true
   */
  hasOverlay?: boolean;
  className?: string;
}

/**
 * One widget on its own: its load, its overlay while it reloads (what it showed
 * stays underneath), its empty text, its error with Retry. Nothing here touches another widget.
 */
function WidgetFrame<T>({
  name,
  loading,
  isEmpty,
  actions,
  children,
  hasOverlay = true,
  className,
}: WidgetFrameProps<T>) {
  const loaded = useLoaded(loading, { keepPreviousData: true });
  const { data } = loaded;
  const texts = widgetTexts[name];
  const hasData = data !== undefined;
  const empty = data === null || (data !== undefined && isEmpty?.(data) === true);
  return (
    <Widget
      id={`insights-${name}`}
      title={texts.title}
      headingLevel={2}
      actions={actions}
      isLoading={hasOverlay && hasData && loaded.isLoading}
      isEmpty={empty && isEmpty !== undefined}
      emptyText={texts.empty}
      error={reasonOf(loaded)}
      onRetry={loaded.retry}
      className={className}
    >
      {children(data, !hasData && loaded.isLoading)}
    </Widget>
  );
}

/** A widget of KPI tiles: signed-up users, stamps, rewards. */
export function KpiWidget<T>({
  name,
  loading,
  tiles,
  placeholder,
  actions,
  highlightedId,
  className,
}: {
  name: WidgetName;
  loading: Loading<T | null>;
  tiles: (data: T) => KpiTile[];
  /** The tiles' labels while the first answer loads. */
  placeholder: KpiTile[];
  /** Controls in the widget's header, e.g. the signed-up users view. */
  actions?: ReactNode;
  /** The tile that stands out (its id): the view chosen in `actions`. */
  highlightedId?: string;
  className?: string;
}) {
  return (
    <WidgetFrame
      name={name}
      loading={loading}
      isEmpty={(data) => isEmptyTiles(tiles(data))}
      actions={actions}
      className={className}
    >
      {(data, isLoading) => (
        <Suspense fallback={contentFallback}>
          <KpiGroup
            items={data ? tiles(data) : placeholder}
            isLoading={isLoading || data === undefined}
            highlightedId={highlightedId}
            // Two a row at every width: four tiles make a square, six three rows, no tile alone.
            columns={2}
          />
        </Suspense>
      )}
    </WidgetFrame>
  );
}

/**
 * Signed up Users: the four tiles, the chosen view's tile highlighted, and the view selector
 * (Today, This Week, Last Week, Lifetime Users; This Week unless the URL says otherwise). The
 * answer holds every period, so choosing a view asks the server for nothing.
 */
export function SignedUpUsersWidget<T>({
  loading,
  tiles,
  placeholder,
  view,
  onViewChange,
  className,
}: {
  loading: Loading<T | null>;
  tiles: (data: T) => KpiTile[];
  placeholder: KpiTile[];
  view: SignedUpUsersView;
  onViewChange: (view: SignedUpUsersView) => void;
  className?: string;
}) {
  return (
    <KpiWidget
      name="signedUpUsers"
      loading={loading}
      tiles={tiles}
      placeholder={placeholder}
      highlightedId={view}
      className={className}
      actions={
        <Suspense fallback={<SelectPlaceholder aria-hidden="true" />}>
          <ViewSelect
            label="Signed up users view"
            isLabelHidden
            options={signedUpUsersViews}
            value={view}
            onChange={onViewChange}
          />
        </Suspense>
      }
    />
  );
}

/** A pie widget: devices, sign-in providers (size 150, whole percentages, largest first). */
export function PieWidget<T>({
  name,
  loading,
  items,
  className,
}: {
  name: WidgetName;
  loading: Loading<T | null>;
  items: (data: T) => PieChartDatum[];
  className?: string;
}) {
  const texts = widgetTexts[name];
  return (
    <WidgetFrame name={name} loading={loading} className={className}>
      {(data, isLoading) => (
        <Suspense fallback={contentFallback}>
          <PieChart
            label={texts.title}
            size={150}
            data={data ? items(data) : []}
            isLoading={isLoading}
            emptyText={isLoading ? '' : texts.empty}
          />
        </Suspense>
      )}
    </WidgetFrame>
  );
}

/** Top Cards: the store's most stamped cards over the chosen timespan ('Store has N card(s)' under 3). */
export function TopCardsWidget<T>({
  loading,
  items,
  timespan,
  onTimespanChange,
  className,
}: {
  loading: Loading<T | null>;
  items: (data: T) => RankedListItem[];
  timespan: Timespan;
  onTimespanChange: (timespan: Timespan) => void;
  className?: string;
}) {
  return (
    <WidgetFrame
      name="topCards"
      loading={loading}
      className={className}
      actions={
        <Suspense fallback={<SelectPlaceholder aria-hidden="true" />}>
          <TimespanSelect label="Top cards timespan" isLabelHidden value={timespan} onChange={onTimespanChange} />
        </Suspense>
      }
    >
      {(data, isLoading) => {
        if (isLoading) return contentFallback;
        const ranked = data ? items(data) : [];
        return (
          <Suspense fallback={contentFallback}>
            <RankedList
              items={ranked}
              formatValue={formatStamps}
              emptyText={widgetTexts.topCards.empty}
              hint={getStoreCardsHint(ranked.length)}
            />
          </Suspense>
        );
      }}
    </WidgetFrame>
  );
}

/**
 * A monthly timeline with its year selector (this year and the 4 before it): stamps, or rewards
 * issued vs redeemed; its weekly view and card filter shown disabled, marked Unavailable.
 */
export function TimelineWidget<T>({
  name,
  loading,
  series,
  year,
  currentYear,
  onYearChange,
  className,
}: {
  name: WidgetName;
  loading: Loading<T | null>;
  series: (data: T) => TimelineSeries[];
  year: number;
  currentYear: number;
  onYearChange: (year: number) => void;
  className?: string;
}) {
  const texts = widgetTexts[name];
  const loaded = useLoaded(loading, { keepPreviousData: true });
  return (
    <WidgetFrame name={name} loading={loading} hasOverlay={false} className={className}>
      {(data) => (
        <Suspense fallback={contentFallback}>
          <TimelineChart
            label={texts.title}
            series={data ? series(data) : []}
            year={year}
            years={recentYears(currentYear)}
            onYearChange={onYearChange}
            yearLabel={`${texts.title} year`}
            isLoading={loaded.isLoading}
            emptyText={loaded.isLoading ? '' : texts.empty}
          />
        </Suspense>
      )}
    </WidgetFrame>
  );
}
