import { zGetClientConfigurationPath } from '@stampcard/api-client/schemas';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AccessTokenClaims } from '../auth/identity.ts';
import type { Database } from '../db/database.ts';
import { actorFrom } from './access.ts';
import type { ApiEnvironment } from './context.ts';
import { defaultCsvLimits, type CsvLimits } from './listCsv.ts';
import { ListCache } from './lists.ts';
import { createRateLimitMiddleware, type RateLimitOptions } from './rateLimit.ts';
import {
  badRequest,
  errorBody,
  hasUnstorableCharacter,
  HttpError,
  maxBodyBytes,
  parseJsonBody,
  pathText,
  unstorableCharacterMessage,
} from './http.ts';
import { demoAddressLookupKey, registerAddressRoutes } from './routes/addresses.ts';
import { registerBusinessStaffRoutes } from './routes/businessStaff.ts';
import { registerBusinessRoutes } from './routes/businesses.ts';
import { registerBusinessStoreRoutes } from './routes/businessStores.ts';
import { registerCardRoutes } from './routes/cards.ts';
import { registerDashboardRoutes } from './routes/dashboard.ts';
import { registerHistoryRoutes } from './routes/history.ts';
import { registerReportingRoutes } from './routes/reporting.ts';
import { registerStoreRoutes } from './routes/stores.ts';
import { registerStoreStaffRoutes } from './routes/storeStaff.ts';
import { registerTagRoutes } from './routes/tags.ts';
import { registerUserRoutes } from './routes/users.ts';

export interface ApiOptions {
  database: Database;
  /** Verifies a bearer token and returns its claims; throws when it is not valid. */
  verifyAccessToken: (token: string) => Promise<AccessTokenClaims>;
  /** The oidc-client-ts settings of a client, for GET /_configuration/{clientId}. */
  clientConfiguration: (clientId: string) => object | undefined;
  now?: () => Date;
  /**
   * Whether list answers are kept until the data changes (`ListCache`).
   * @default true
   */
  listCache?: boolean;
  /**
   * The rate limits of /api, per signed-in user and per address (`RateLimitOptions`); `false` turns
   * them off (no limit, no RateLimit fields).
   * @default {} (1,200 requests per user and 6,000 per address in windows of 60 seconds)
   */
  rateLimit?: RateLimitOptions | false;
  /**
   * The key the address lookup (GET /api/Addresses) takes in X-Address-Lookup-Key; `null` refuses
   * every lookup (none is configured).
   * @default demoAddressLookupKey
   */
  addressLookupKey?: string | null;
  /**
   * How much a CSV export holds (rows, bytes) and reads at a time (rows): tests and benchmarks
   * take smaller or larger ones.
   * @default defaultCsvLimits (100,000 rows, 50 MB, read 2,000 rows at a time)
   */
  exportLimits?: Partial<CsvLimits>;
}

/** The back-office API (every operation of the OpenAPI contract) and the identity client's settings. */
export function createApi({
  database,
  verifyAccessToken,
  clientConfiguration,
  now = () => new Date(),
  listCache = true,
  rateLimit = {},
  addressLookupKey = demoAddressLookupKey,
  exportLimits = {},
}: ApiOptions) {
  const app = new Hono<ApiEnvironment>();

  app.onError((error, context) => {
    if (error instanceof HttpError) return context.json(errorBody(error), error.status);
    console.error('[dev-server]', error);
    return context.json(
      { errors: ['An unexpected error occurred.'], title: 'Internal Server Error', status: 500 },
      500,
    );
  });

  // Every request of the contract counts against its address, and an /api request, once its token
  // is checked, against its user too (rateLimit.ts); every answer carries the RateLimit fields.
  // The identity client's settings count against the address only: they are read signed out.
  const rateLimits = rateLimit === false ? undefined : createRateLimitMiddleware(rateLimit);
  if (rateLimits) {
    app.use('/_configuration/*', rateLimits.byAddress);
    app.use('/api/*', rateLimits.byAddress);
  }

  app.get('/_configuration/:clientId', (context) => {
    const configuration = clientConfiguration(pathText(context, 'clientId', zGetClientConfigurationPath));
    if (!configuration) throw new HttpError(404, [`Client ${context.req.param('clientId')} is not known.`]);
    return context.json(configuration);
  });

  // The address lookup takes the lookup service's key, not a user's token: it is answered before
  // the token is asked for (routes/addresses.ts), counted against the caller's address.
  registerAddressRoutes(app, { database, key: addressLookupKey });

  // Every other /api call needs a valid access token (a JWT from the provider for the API). A token once
  // verified is not verified again until it expires (an RS256 check costs more than a list's page).
  const verified = new Map<string, { claims: AccessTokenClaims; expiresAt: number }>();
  app.use('/api/*', async (context, next) => {
    const header = context.req.header('Authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const token = match?.[1];
    if (!token) throw new HttpError(401, ['An access token is required.']);
    let claims = verified.get(token);
    if (claims === undefined || claims.expiresAt <= Date.now()) {
      verified.delete(token);
      try {
        const fresh = await verifyAccessToken(token);
        claims = { claims: fresh, expiresAt: fresh.exp * 1000 };
      } catch {
        throw new HttpError(401, ['The access token is not valid.']);
      }
      if (verified.size >= 1_000) verified.delete(verified.keys().next().value ?? '');
      verified.set(token, claims);
    }
    context.set('actor', actorFrom(claims.claims));
    await next();
  });
  if (rateLimits) app.use('/api/*', rateLimits.byUser);

  // Bad input is a 4xx with a clear message, never a 500: a path or query holding text no column
  // can store, a body larger than the largest legitimate one (413), a body that is not JSON (415 or
  // 400). Handlers read the checked body with `readJson`.
  app.use('/api/*', async (context, next) => {
    const url = new URL(context.req.url);
    const errors: Record<string, string[]> = {};
    for (const segment of url.pathname.split('/')) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        errors.path = ['The address has an escape that is not valid UTF-8.'];
        continue;
      }
      if (hasUnstorableCharacter(decoded)) errors.path = [unstorableCharacterMessage];
    }
    for (const [key, value] of url.searchParams) {
      if (hasUnstorableCharacter(key) || hasUnstorableCharacter(value))
        errors[`query.${key}`] = [unstorableCharacterMessage];
    }
    if (Object.keys(errors).length > 0) throw badRequest(errors);
    await next();
  });
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: () => {
        throw new HttpError(413, {
          body: [`The body is larger than the ${maxBodyBytes / 1024 / 1024} MB the API takes.`],
        });
      },
    }),
  );
  app.use('/api/*', async (context, next) => {
    const method = context.req.method;
    const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
    context.set(
      'body',
      hasBody ? parseJsonBody(await context.req.text(), context.req.header('Content-Type')) : undefined,
    );
    await next();
  });

  const dependencies = {
    database,
    now,
    lists: new ListCache({ enabled: listCache }),
    csvLimits: { ...defaultCsvLimits, ...exportLimits },
  };
  registerCardRoutes(app, dependencies);
  registerDashboardRoutes(app, dependencies);
  registerStoreRoutes(app, dependencies);
  registerBusinessRoutes(app, dependencies);
  registerBusinessStaffRoutes(app, dependencies);
  registerBusinessStoreRoutes(app, dependencies);
  registerStoreStaffRoutes(app, dependencies);
  registerUserRoutes(app, dependencies);
  registerTagRoutes(app, dependencies);
  registerReportingRoutes(app, dependencies);
  registerHistoryRoutes(app, dependencies);

  app.all('/api/*', (context) =>
    context.json({ errors: [`No operation at ${context.req.method} ${context.req.path}.`], status: 404 }, 404),
  );
  return app;
}
