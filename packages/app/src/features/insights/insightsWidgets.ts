/**
 * What each Insights widget shows: the API's answers turned into the UI
 * kit's tiles, pie items, rankings and twelve-month series, and the periods the requests name.
 * Pure functions, so every figure is tested without a browser.
 */
import type {
  AuthenticationPie,
  DevicePie,
  RewardKpis,
  RewardsChartRow,
  StampKpis,
  StampsChartRow,
  TopCard,
  UserTiles,
} from '@stampcard/api-client';
import type { KpiTile } from '@stampcard/ui/KpiGroup';
import type { PieChartDatum } from '@stampcard/ui/PieChart';
import type { RankedListItem } from '@stampcard/ui/RankedList';
import { fillTwelveMonths, type TimelineSeries } from '@stampcard/ui/TimelineChart';
import type { Timespan } from '@stampcard/ui/TimespanSelect';
import type { InsightsView, SignedUpUsersView } from './insightsQuery';

/** The widgets, by the names the loader and the page use. */
export type WidgetName =
  | 'signedUpUsers'
  | 'devices'
  | 'authentication'
  | 'stamps'
  | 'rewards'
  | 'topCards'
  | 'stampsTimeline'
  | 'rewardsTimeline';

/** The widgets of each view, in reading order. */
export const viewWidgets = {
  admin: [
    'signedUpUsers',
    'devices',
    'authentication',
    'stamps',
    'rewards',
    'topCards',
    'stampsTimeline',
    'rewardsTimeline',
  ],
  merchant: ['rewards', 'signedUpUsers', 'stamps', 'rewardsTimeline'],
} as const satisfies Record<InsightsView, readonly WidgetName[]>;

/** The widgets' titles and empty texts, word for word as today's users know them. */
export const widgetTexts = {
  signedUpUsers: { title: 'Signed up Users', empty: 'No data' },
  devices: { title: 'Devices OS', empty: 'No device data available' },
  authentication: { title: 'Authentication', empty: 'No auth data available' },
  stamps: { title: 'Stamps total', empty: 'No data' },
  rewards: { title: 'Rewards total', empty: 'No data' },
  topCards: { title: 'Top Cards', empty: 'No cards data available' },
  stampsTimeline: { title: 'Stamps timeline', empty: 'No data' },
  rewardsTimeline: { title: 'Rewards timeline', empty: 'No reward data' },
} as const satisfies Record<WidgetName, { title: string; empty: string }>;

/** Whether a group of tiles has nothing to show: every count is 0 (nothing ever happened here). */
export function isEmptyTiles(tiles: readonly KpiTile[]): boolean {
  return tiles.every((tile) => tile.value === null || tile.value === 0);
}

/** A tile of Signed up Users: its id is the view that highlights it. */
interface UserTile extends KpiTile {
  id: SignedUpUsersView;
}

/** Signed up Users: Today, This Week, Last Week, Lifetime Users, each the tile of its view. */
export function userTiles(answer: UserTiles): UserTile[] {
  return [
    { id: 'today', label: 'Today', value: answer.today },
    { id: 'this_week', label: 'This Week', value: answer.thisWeek, hint: 'Since Monday' },
    { id: 'last_week', label: 'Last Week', value: answer.lastWeek },
    { id: 'lifetime', label: 'Lifetime Users', value: answer.lifetimeUsers },
  ];
}

/** Stamps total: Todays Stamps, This Week Stamps, This Year Stamps, Lifetime Stamps. */
export function stampTiles(answer: StampKpis): KpiTile[] {
  return [
    { label: 'Todays Stamps', value: answer.todaysStamps },
    { label: 'This Week Stamps', value: answer.thisWeekStamps },
    { label: 'This Year Stamps', value: answer.thisYearStamps },
    { label: 'Lifetime Stamps', value: answer.lifetimeStamps },
  ];
}

/** Rewards total: the six reward KPIs, issued beside redeemed for each period. */
export function rewardTiles(answer: RewardKpis): KpiTile[] {
  return [
    { label: 'Issued Today', value: answer.issuedToday },
    { label: 'Redemptions Today', value: answer.redemptionsToday },
    { label: 'Issued This Week', value: answer.issuedThisWeek },
    { label: 'Redemptions This Week', value: answer.redemptionsThisWeek },
    { label: 'Issued All Time', value: answer.issuedAllTime },
    { label: 'Redemptions All Time', value: answer.redemptionsAllTime },
  ];
}

/** Devices OS: Android and IOS. */
export function devicePieItems(answer: DevicePie): PieChartDatum[] {
  return [
    { label: 'Android', value: answer.android },
    { label: 'IOS', value: answer.ios },
  ];
}

/** Authentication: the product's own accounts (Stampcard), Apple, Facebook, Google. */
export function authenticationPieItems(answer: AuthenticationPie): PieChartDatum[] {
  return [
    { label: 'Stampcard', value: answer.stampcard },
    { label: 'Apple', value: answer.apple },
    { label: 'Facebook', value: answer.facebook },
    { label: 'Google', value: answer.google },
  ];
}

/** Top Cards: the answer's order is the ranking; a card without a title is named as such. */
export function topCardItems(answer: readonly TopCard[]): RankedListItem[] {
  return answer.map((card, index) => ({
    id: index,
    title: card.title?.trim() ? card.title.trim() : 'Untitled card',
    value: card.stamps,
  }));
}

/** The month (1-12) of a `YYYY-MM-DD` date (the rows are of the year asked for). */
function monthOf(date: string): number | null {
  const match = /^\d{4}-(\d{2})-\d{2}/.exec(date);
  return match === null ? null : Number(match[1]);
}

/** The stamps timeline: stamps per month, 12 months (rows may be daily or monthly). */
export function stampsSeries(rows: readonly StampsChartRow[]): TimelineSeries[] {
  return [
    {
      label: 'Stamps',
      values: fillTwelveMonths(
        rows.flatMap((row) => {
          const month = monthOf(row.dateOf);
          return month === null ? [] : [{ month, value: row.stamps }];
        }),
      ),
    },
  ];
}

/** The rewards timeline: rewards issued beside rewards redeemed, per month. */
export function rewardsSeries(rows: readonly RewardsChartRow[]): TimelineSeries[] {
  const monthly = (redeemed: boolean) =>
    fillTwelveMonths(
      rows.flatMap((row) => {
        const month = row.redeemed === redeemed ? monthOf(row.dateOf) : null;
        return month === null ? [] : [{ month, value: row.rewards }];
      }),
    );
  return [
    { label: 'Issued', values: monthly(false) },
    { label: 'Redeemed', values: monthly(true) },
  ];
}

/** A period as the API takes it: local date and time without an offset. */
export interface Period {
  readonly startDate: string;
  readonly endDate: string;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A local date and time without offset, as `2026-01-31T23:59:59`. */
export function localDateTime(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

const startOfDay = (year: number, month: number, day: number) => new Date(year, month, day, 0, 0, 0);
const endOfDay = (year: number, month: number, day: number) => new Date(year, month, day, 23, 59, 59);

/** A whole year, 1 January 00:00:00 to 31 December 23:59:59 (the timelines). */
export function yearPeriod(year: number): Period {
  return { startDate: `${pad(year, 4)}-01-01T00:00:00`, endDate: `${pad(year, 4)}-12-31T23:59:59` };
}

/** How far back All time reaches: the last 40 years. */
export const allTimeYears = 40;

/**
 * The period of a top-cards timespan at `now`, weeks starting on Monday. All time is the last
 * 40 years: from the start of the same day 40 years ago (28 February when that year has no
 * 29 February) to now.
 */
export function timespanPeriod(timespan: Timespan, now: Date): Period {
  const year = now.getFullYear();
  const month = now.getMonth();
  const day = now.getDate();
  const mondayOffset = (now.getDay() + 6) % 7;
  const toNow = (start: Date): Period => ({ startDate: localDateTime(start), endDate: localDateTime(now) });
  const between = (start: Date, end: Date): Period => ({
    startDate: localDateTime(start),
    endDate: localDateTime(end),
  });
  switch (timespan) {
    case 'week_to_date':
      return toNow(startOfDay(year, month, day - mondayOffset));
    case 'last_week':
      return between(startOfDay(year, month, day - mondayOffset - 7), endOfDay(year, month, day - mondayOffset - 1));
    case 'month_to_date':
      return toNow(startOfDay(year, month, 1));
    case 'last_month':
      return between(startOfDay(year, month - 1, 1), endOfDay(year, month, 0));
    case 'year_to_date':
      return toNow(startOfDay(year, 0, 1));
    case 'last_year':
      return between(startOfDay(year - 1, 0, 1), endOfDay(year - 1, 11, 31));
    case 'all_time': {
      const lastDayOfMonth = new Date(year - allTimeYears, month + 1, 0).getDate();
      return toNow(startOfDay(year - allTimeYears, month, Math.min(day, lastDayOfMonth)));
    }
  }
}
