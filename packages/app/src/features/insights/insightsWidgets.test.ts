import { describe, expect, it } from 'vitest';
import { defaultSignedUpUsersView, signedUpUsersViews } from './insightsQuery';
import {
  authenticationPieItems,
  devicePieItems,
  isEmptyTiles,
  localDateTime,
  rewardsSeries,
  rewardTiles,
  stampsSeries,
  stampTiles,
  timespanPeriod,
  topCardItems,
  userTiles,
  yearPeriod,
} from './insightsWidgets';

describe('tiles', () => {
  it('labels the signed-up users, stamp and reward KPIs', () => {
    expect(
      userTiles({ today: 1, thisWeek: 2, lastWeek: 3, lifetimeUsers: 4 }).map((tile) => [tile.label, tile.value]),
    ).toEqual([
      ['Today', 1],
      ['This Week', 2],
      ['Last Week', 3],
      ['Lifetime Users', 4],
    ]);
    expect(
      stampTiles({ todaysStamps: 1, thisWeekStamps: 2, thisYearStamps: 3, lifetimeStamps: 4 }).map(
        (tile) => tile.label,
      ),
    ).toEqual(['Todays Stamps', 'This Week Stamps', 'This Year Stamps', 'Lifetime Stamps']);
    expect(
      rewardTiles({
        issuedToday: 1,
        redemptionsToday: 2,
        issuedThisWeek: 3,
        redemptionsThisWeek: 4,
        issuedAllTime: 5,
        redemptionsAllTime: 6,
      }).map((tile) => [tile.label, tile.value]),
    ).toEqual([
      ['Issued Today', 1],
      ['Redemptions Today', 2],
      ['Issued This Week', 3],
      ['Redemptions This Week', 4],
      ['Issued All Time', 5],
      ['Redemptions All Time', 6],
    ]);
  });

  it('gives each signed-up users view its tile, named as the selector names the view', () => {
    const tiles = userTiles({ today: 1, thisWeek: 2, lastWeek: 3, lifetimeUsers: 4 });
    expect(tiles.map((tile) => [tile.id, tile.label])).toEqual(
      signedUpUsersViews.map((view) => [view.value, view.label]),
    );
    expect(tiles.find((tile) => tile.id === defaultSignedUpUsersView)?.label).toBe('This Week');
  });

  it('calls a group empty only when every count is 0', () => {
    expect(isEmptyTiles(userTiles({ today: 0, thisWeek: 0, lastWeek: 0, lifetimeUsers: 0 }))).toBe(true);
    expect(isEmptyTiles(userTiles({ today: 0, thisWeek: 0, lastWeek: 0, lifetimeUsers: 1 }))).toBe(false);
  });
});

describe('pies, ranking and timelines', () => {
  it('names the devices and the sign-in providers', () => {
    expect(devicePieItems({ android: 3, ios: 5 })).toEqual([
      { label: 'Android', value: 3 },
      { label: 'IOS', value: 5 },
    ]);
    expect(
      authenticationPieItems({ stampcard: 1, apple: 2, facebook: 3, google: 4 }).map((item) => item.label),
    ).toEqual(['Stampcard', 'Apple', 'Facebook', 'Google']);
  });

  it('keeps the ranking’s order and names an untitled card', () => {
    expect(topCardItems([{ title: 'Coffee card', stamps: 9 }, { title: ' ', stamps: 2 }, { stamps: 1 }])).toEqual([
      { id: 0, title: 'Coffee card', value: 9 },
      { id: 1, title: 'Untitled card', value: 2 },
      { id: 2, title: 'Untitled card', value: 1 },
    ]);
  });

  it('fills twelve months from daily or monthly rows, adding up a month', () => {
    const [stamps] = stampsSeries([
      { id: 1, dateOf: '2026-01-01', stamps: 4 },
      { id: 2, dateOf: '2026-01-15', stamps: 1 },
      { id: 3, dateOf: '2026-11-01', stamps: 7 },
    ]);
    expect(stamps).toEqual({ label: 'Stamps', values: [5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 0] });
  });

  it('puts rewards issued beside rewards redeemed', () => {
    const series = rewardsSeries([
      { id: 1, dateOf: '2026-03-01', rewards: 6, redeemed: false },
      { id: 2, dateOf: '2026-03-01', rewards: 4, redeemed: true },
      { id: 3, dateOf: '2026-12-01', rewards: 2, redeemed: false },
    ]);
    expect(series.map((item) => item.label)).toEqual(['Issued', 'Redeemed']);
    expect(series[0]?.values).toEqual([0, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
    expect(series[1]?.values).toEqual([0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('periods: local dates without an offset', () => {
  // Wednesday 18 November 2026, 14:05:09 local time.
  const now = new Date(2026, 10, 18, 14, 5, 9);

  it('writes a local date and time without an offset', () => {
    expect(localDateTime(now)).toBe('2026-11-18T14:05:09');
  });

  it('covers a whole year for the timelines', () => {
    expect(yearPeriod(2024)).toEqual({ startDate: '2024-01-01T00:00:00', endDate: '2024-12-31T23:59:59' });
  });

  it.each([
    ['week_to_date', { startDate: '2026-11-16T00:00:00', endDate: '2026-11-18T14:05:09' }],
    ['last_week', { startDate: '2026-11-09T00:00:00', endDate: '2026-11-15T23:59:59' }],
    ['month_to_date', { startDate: '2026-11-01T00:00:00', endDate: '2026-11-18T14:05:09' }],
    ['last_month', { startDate: '2026-10-01T00:00:00', endDate: '2026-10-31T23:59:59' }],
    ['year_to_date', { startDate: '2026-01-01T00:00:00', endDate: '2026-11-18T14:05:09' }],
    ['last_year', { startDate: '2025-01-01T00:00:00', endDate: '2025-12-31T23:59:59' }],
  ] as const)('gives %s its dates', (timespan, period) => {
    expect(timespanPeriod(timespan, now)).toEqual(period);
  });

  it('gives All time the last 40 years, from the start of that day', () => {
    expect(timespanPeriod('all_time', now)).toEqual({
      startDate: '1986-11-18T00:00:00',
      endDate: '2026-11-18T14:05:09',
    });
  });

  it('starts All time on 28 February when the year 40 years back has no 29 February', () => {
    // 2140 is a leap year, 2100 is not.
    expect(timespanPeriod('all_time', new Date(2140, 1, 29, 8, 0, 0))).toEqual({
      startDate: '2100-02-28T00:00:00',
      endDate: '2140-02-29T08:00:00',
    });
    expect(timespanPeriod('all_time', new Date(2028, 1, 29, 8, 0, 0)).startDate).toBe('1988-02-29T00:00:00');
  });

  it('starts the week on Monday, also on a Sunday and across a month and a year', () => {
    expect(timespanPeriod('week_to_date', new Date(2026, 10, 22, 9, 0, 0)).startDate).toBe('2026-11-16T00:00:00');
    expect(timespanPeriod('last_week', new Date(2027, 0, 2, 9, 0, 0))).toEqual({
      startDate: '2026-12-21T00:00:00',
      endDate: '2026-12-27T23:59:59',
    });
    expect(timespanPeriod('last_month', new Date(2027, 0, 10))).toEqual({
      startDate: '2026-12-01T00:00:00',
      endDate: '2026-12-31T23:59:59',
    });
  });
});
