import { describe, expect, it } from 'vitest';
import { changeInsightsQuery, parseInsightsQuery, type InsightsQueryContext } from './insightsQuery';

const admin: InsightsQueryContext = { canSeeAdminView: true, currentYear: 2026 };
const merchant: InsightsQueryContext = { canSeeAdminView: false, currentYear: 2026 };
const parse = (search: string, context = admin) => parseInsightsQuery(new URLSearchParams(search), context);

describe('parseInsightsQuery', () => {
  it('starts administrators in the admin view and everyone else in the merchant view, on the defaults', () => {
    expect(parse('')).toEqual({
      store: null,
      view: 'admin',
      signedUpUsersView: 'this_week',
      topCardsTimespan: 'all_time',
      stampsChartYear: 2026,
      rewardsChartYear: 2026,
    });
    expect(parse('', merchant).view).toBe('merchant');
    expect(parse('', merchant).signedUpUsersView).toBe('this_week');
  });

  it('reads every parameter', () => {
    expect(
      parse(
        'store=7&view=merchant&signedUpUsersView=lifetime&topCardsTimespan=last_week&stampsChartYear=2023&rewardsChartYear=2022',
      ),
    ).toEqual({
      store: 7,
      view: 'merchant',
      signedUpUsersView: 'lifetime',
      topCardsTimespan: 'last_week',
      stampsChartYear: 2023,
      rewardsChartYear: 2022,
    });
  });

  it('keeps a merchant in the merchant view whatever the URL says', () => {
    expect(parse('view=admin', merchant).view).toBe('merchant');
  });

  it.each([
    ['store=0', 'store', null],
    ['store=-3', 'store', null],
    ['store=abc', 'store', null],
    ['store=1.5', 'store', null],
    ['store=99999999999', 'store', null],
    ['view=owner', 'view', 'admin'],
    ['signedUpUsersView=yesterday', 'signedUpUsersView', 'this_week'],
    ['signedUpUsersView=This%20Week', 'signedUpUsersView', 'this_week'],
    ['signedUpUsersView=', 'signedUpUsersView', 'this_week'],
    ['topCardsTimespan=forever', 'topCardsTimespan', 'all_time'],
    ['stampsChartYear=2021', 'stampsChartYear', 2026],
    ['stampsChartYear=2027', 'stampsChartYear', 2026],
    ['rewardsChartYear=twenty', 'rewardsChartYear', 2026],
    ['rewardsChartYear=2022', 'rewardsChartYear', 2022],
  ])('falls back to the default quietly for %s', (search, name, expected) => {
    expect(parse(search)[name as keyof ReturnType<typeof parse>]).toBe(expected);
  });
});

describe('changeInsightsQuery', () => {
  it('merges a change into the URL, keeping the other parameters', () => {
    const next = changeInsightsQuery(
      new URLSearchParams('store=3&other=kept'),
      { topCardsTimespan: 'last_year' },
      admin,
    );
    expect(next.toString()).toBe('store=3&other=kept&topCardsTimespan=last_year');
  });

  it('leaves a default value out of the URL', () => {
    const next = changeInsightsQuery(
      new URLSearchParams('store=3&view=merchant&stampsChartYear=2024'),
      { view: 'admin', stampsChartYear: 2026 },
      admin,
    );
    expect(next.toString()).toBe('store=3');
  });

  it('writes a signed-up users view other than this week, and leaves this week out', () => {
    const lifetime = changeInsightsQuery(new URLSearchParams('store=3'), { signedUpUsersView: 'lifetime' }, admin);
    expect(lifetime.toString()).toBe('store=3&signedUpUsersView=lifetime');
    expect(changeInsightsQuery(lifetime, { signedUpUsersView: 'this_week' }, admin).toString()).toBe('store=3');
  });

  it('writes the store chosen', () => {
    expect(changeInsightsQuery(new URLSearchParams(''), { store: 12 }, merchant).toString()).toBe('store=12');
  });
});
