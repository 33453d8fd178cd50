/** The insights widgets: every figure computed from the events with SQL. */
import {
  zGetAuthenticationPieQuery,
  zGetRewardsChartQuery,
  zGetStampsChartQuery,
  zGetTopCardsQuery,
  zGetUserTilesQuery,
} from '@stampcard/api-client/schemas';
import type { Context } from 'hono';
import { assertStore } from '../access.ts';
import type { ApiApp, ApiEnvironment } from '../context.ts';
import type { ApiDependencies } from '../dependencies.ts';
import { readQuery, validate } from '../http.ts';

interface StoreQuery {
  storeID: number;
  startDate?: string;
  endDate?: string;
}

/** Dates without an offset (LocalDateTime) are read as UTC. */
const asUtc = (value: string | undefined) => (value ? `${value}Z` : null);

export function registerDashboardRoutes(app: ApiApp, { database, now }: ApiDependencies): void {
  /** Validates the query with the operation's schema and checks the store is the actor's. */
  async function storeQuery(
    context: Context<ApiEnvironment>,
    schema: Parameters<typeof validate<StoreQuery>>[0],
  ): Promise<StoreQuery> {
    const query = validate(schema, readQuery(context).values, 'query');
    await assertStore(database, context.get('actor'), query.storeID);
    return query;
  }

  const clock = () => now().toISOString();

  app.get('/api/Dashboard/UserTiles', async (context) => {
    const { storeID } = await storeQuery(context, zGetUserTilesQuery);
    const [row] = await database.query(
      `SELECT count(*) FILTER (WHERE joined_at >= date_trunc('day', $2::timestamptz))::int AS today,
              count(*) FILTER (WHERE joined_at >= date_trunc('week', $2::timestamptz))::int AS "thisWeek",
              count(*) FILTER (WHERE joined_at >= date_trunc('week', $2::timestamptz) - interval '7 days'
                                 AND joined_at < date_trunc('week', $2::timestamptz))::int AS "lastWeek",
              count(*)::int AS "lifetimeUsers"
         FROM store_customers WHERE store_id = $1 AND joined_at <= $2::timestamptz`,
      [storeID, clock()],
    );
    return context.json(row);
  });

  app.get('/api/Dashboard/StampKPIs', async (context) => {
    const { storeID } = await storeQuery(context, zGetUserTilesQuery);
    const [row] = await database.query(
      `SELECT count(*) FILTER (WHERE occurred_at >= date_trunc('day', $2::timestamptz))::int AS "todaysStamps",
              count(*) FILTER (WHERE occurred_at >= date_trunc('week', $2::timestamptz))::int AS "thisWeekStamps",
              count(*) FILTER (WHERE occurred_at >= date_trunc('year', $2::timestamptz))::int AS "thisYearStamps",
              count(*)::int AS "lifetimeStamps"
         FROM stamp_events WHERE store_id = $1 AND occurred_at <= $2::timestamptz`,
      [storeID, clock()],
    );
    return context.json(row);
  });

  app.get('/api/Dashboard/RewardPie', async (context) => {
    const { storeID } = await storeQuery(context, zGetUserTilesQuery);
    const [row] = await database.query(
      `SELECT count(*) FILTER (WHERE NOT redeemed AND occurred_at >= date_trunc('day', $2::timestamptz))::int AS "issuedToday",
              count(*) FILTER (WHERE redeemed AND occurred_at >= date_trunc('day', $2::timestamptz))::int AS "redemptionsToday",
              count(*) FILTER (WHERE NOT redeemed AND occurred_at >= date_trunc('week', $2::timestamptz))::int AS "issuedThisWeek",
              count(*) FILTER (WHERE redeemed AND occurred_at >= date_trunc('week', $2::timestamptz))::int AS "redemptionsThisWeek",
              count(*) FILTER (WHERE NOT redeemed)::int AS "issuedAllTime",
              count(*) FILTER (WHERE redeemed)::int AS "redemptionsAllTime"
         FROM reward_events WHERE store_id = $1 AND occurred_at <= $2::timestamptz`,
      [storeID, clock()],
    );
    return context.json(row);
  });

  app.get('/api/Dashboard/TopCards', async (context) => {
    const { storeID, startDate, endDate } = await storeQuery(context, zGetTopCardsQuery);
    const rows = await database.query(
      `SELECT c.name AS title, count(e.stamp_event_id)::int AS stamps
         FROM cards c
         LEFT JOIN stamp_events e ON e.loyalty_card_id = c.loyalty_card_id AND e.store_id = $1
              AND ($2::timestamptz IS NULL OR e.occurred_at >= $2::timestamptz)
              AND ($3::timestamptz IS NULL OR e.occurred_at <= $3::timestamptz)
        WHERE c.store_id = $1 OR (c.store_id IS NULL AND c.business_id = (SELECT business_id FROM stores WHERE store_id = $1))
        GROUP BY c.loyalty_card_id, c.name
        ORDER BY stamps DESC, c.name LIMIT 10`,
      [storeID, asUtc(startDate), asUtc(endDate)],
    );
    return context.json(rows);
  });

  app.get('/api/Dashboard/DevicePie', async (context) => {
    const { storeID } = await storeQuery(context, zGetUserTilesQuery);
    const [row] = await database.query(
      `SELECT count(*) FILTER (WHERE u.device_os = 'android')::int AS android, count(*) FILTER (WHERE u.device_os = 'ios')::int AS ios
         FROM store_customers sc JOIN users u USING (user_id) WHERE sc.store_id = $1`,
      [storeID],
    );
    return context.json(row);
  });

  app.get('/api/Dashboard/AuthenticationPie', async (context) => {
    const { storeID } = await storeQuery(context, zGetAuthenticationPieQuery);
    const [row] = await database.query(
      `SELECT count(*) FILTER (WHERE u.sign_in_provider = 'stampcard')::int AS stampcard,
              count(*) FILTER (WHERE u.sign_in_provider = 'apple')::int AS apple,
              count(*) FILTER (WHERE u.sign_in_provider = 'facebook')::int AS facebook,
              count(*) FILTER (WHERE u.sign_in_provider = 'google')::int AS google
         FROM store_customers sc JOIN users u USING (user_id) WHERE sc.store_id = $1`,
      [storeID],
    );
    return context.json(row);
  });

  app.get('/api/Dashboard/StampsChart', async (context) => {
    const { storeID, startDate, endDate } = await storeQuery(context, zGetStampsChartQuery);
    const rows = await database.query(
      `SELECT (row_number() OVER (ORDER BY month))::int AS id, to_char(month, 'YYYY-MM-DD') AS "dateOf", stamps
         FROM (SELECT date_trunc('month', occurred_at AT TIME ZONE 'UTC') AS month, count(*)::int AS stamps
                 FROM stamp_events WHERE store_id = $1 AND occurred_at >= $2::timestamptz AND occurred_at <= $3::timestamptz
                GROUP BY 1) months ORDER BY month`,
      [storeID, asUtc(startDate), asUtc(endDate)],
    );
    return context.json(rows);
  });

  app.get('/api/Dashboard/RewardsChart', async (context) => {
    const { storeID, startDate, endDate } = await storeQuery(context, zGetRewardsChartQuery);
    const rows = await database.query(
      `SELECT (row_number() OVER (ORDER BY month, redeemed))::int AS id, to_char(month, 'YYYY-MM-DD') AS "dateOf", rewards, redeemed
         FROM (SELECT date_trunc('month', occurred_at AT TIME ZONE 'UTC') AS month, redeemed, count(*)::int AS rewards
                 FROM reward_events WHERE store_id = $1 AND occurred_at >= $2::timestamptz AND occurred_at <= $3::timestamptz
                GROUP BY 1, 2) months ORDER BY month, redeemed`,
      [storeID, asUtc(startDate), asUtc(endDate)],
    );
    return context.json(rows);
  });
}
