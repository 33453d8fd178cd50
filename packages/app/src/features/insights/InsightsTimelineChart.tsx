import { TimelineChart, type TimelineChartProps } from '@stampcard/ui/TimelineChart';

/** Why the timelines' weekly view and card filter cannot be used yet (their tooltips). */
export const timelineUnavailableReasons = {
  view: 'Weekly view not available yet',
  cardFilter: 'Card filter not available yet',
} as const;

/**
 * A timeline of Insights, stamps or rewards: monthly only; the weekly view and the card filter
 * exist but are disabled, marked Unavailable with their reasons. Loaded with the widgets' drawing
 * code, not with the page.
 */
export function InsightsTimelineChart(
  props: Omit<TimelineChartProps, 'viewUnavailableReason' | 'cardFilterUnavailableReason'>,
) {
  return (
    <TimelineChart
      {...props}
      viewUnavailableReason={timelineUnavailableReasons.view}
      cardFilterUnavailableReason={timelineUnavailableReasons.cardFilter}
    />
  );
}
