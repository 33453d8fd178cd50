import { zGetClientConfigurationPath } from '@stampcard/api-client/schemas';
import { Hono, type MiddlewareHandler, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AccessTokenClaims } from '../auth/identity.ts';
import { sharingOneVersionsRead, type Database } from '../db/database.ts';
import { actorFrom } from './access.ts';
import type { ApiContext, ApiEnvironment } from './context.ts';
import { defaultCsvLimits, type CsvLimits } from './listCsv.ts';
import { ListCache } from './lists.ts';
import { addressOf, createRateLimiter, limitRequest, type RateLimitOptions } from './rateLimit.ts';
import { assertStorableAddress, errorBody, HttpError, maxBodyBytes, parseJsonBody, pathText } from './http.ts';
import { addressLookupPath, demoAddressLookupKey, registerAddressRoutes } from './routes/addresses.ts';
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
   * Whether a proxy is in front (the server has a PUBLIC_URL): the rate limits then count the
   * address the proxy names last in X-Forwarded-For (`callerAddress`).
   * @default false
   */
  behindProxy?: boolean;
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
  behindProxy = false,
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

  // Every request's cache checks share one read of what caches key on (database.ts).
  app.use('*', (_context, next) => sharingOneVersionsRead(next));

  // Every request of the contract counts against its address, and an /api request with a valid
  // token against its user too (rateLimit.ts), counted in the database on PostgreSQL so that every
  // process counts the same requests; every answer carries the RateLimit fields. The identity
  // client's settings and the address lookup count against the address only: they are read
  // without a token.
  const limiter =
    rateLimit === false ? undefined : createRateLimiter(rateLimit, database.kind === 'postgres' ? database : undefined);
  const byAddress: MiddlewareHandler<ApiEnvironment> = (context, next) =>
    limiter ? limitRequest(limiter, context, { address: addressOf(context, behindProxy) }, next) : next();
  app.use('/_configuration/*', byAddress);
  app.use(`${addressLookupPath}*`, byAddress);

  app.get('/_configuration/:clientId', (context) => {
    const configuration = clientConfiguration(pathText(context, 'clientId', zGetClientConfigurationPath));
    if (!configuration) throw new HttpError(404, [`Client ${context.req.param('clientId')} is not known.`]);
    return context.json(configuration);
  });

  // The address lookup takes the lookup service's key, not a user's token: it is answered before
  // the token is asked for (routes/addresses.ts).
  registerAddressRoutes(app, { database, key: addressLookupKey });

  // Every other /api call needs a valid access token (a JWT from the provider for the API, its
  // grant not ended). A token once verified is not verified again until it expires or a grant
  // ends somewhere (an RS256 check and the grant's lookup cost more than a list's page).
  const verified = new Map<string, { claims: AccessTokenClaims; expiresAt: number; grants: number | undefined }>();
  async function claimsOf(token: string | undefined): Promise<AccessTokenClaims | HttpError> {
    if (!token) return new HttpError(401, ['An access token is required.']);
    const grants = (await database.versions())?.grants;
    const known = verified.get(token);
    if (known !== undefined && known.expiresAt > Date.now() && grants !== undefined && known.grants === grants) {
      return known.claims;
    }
    verified.delete(token);
    let claims: AccessTokenClaims;
    try {
      claims = await verifyAccessToken(token);
    } catch {
      return new HttpError(401, ['The access token is not valid.']);
    }
    if (verified.size >= 1_000) verified.delete(verified.keys().next().value ?? '');
    verified.set(token, { claims, expiresAt: claims.exp * 1000, grants });
    return claims;
  }
  const signedIn: MiddlewareHandler<ApiEnvironment> = async (context, next) => {
    const token = /^Bearer\s+(\S+)$/i.exec(context.req.header('Authorization') ?? '')?.[1];
    const claims = await claimsOf(token);
    const answer = async () => {
      if (claims instanceof HttpError) {
        context.res = context.json(errorBody(claims), claims.status);
        return;
      }
      context.set('actor', actorFrom(claims));
      await next();
    };
    if (!limiter) return answer();
    const user = claims instanceof HttpError ? undefined : claims.sub;
    return limitRequest(limiter, context, { address: addressOf(context, behindProxy), user }, answer);
  };
  app.use('/api/*', signedIn);

  // Bad input is a 4xx with a clear message, never a 500: a path or query holding text no column
  // can store, a body larger than the largest legitimate one (413), a body that is not JSON (415 or
  // 400). Handlers read the checked body with `readJson`. A GET or HEAD has only its address to
  // check: asking it for a body would build a whole second Request on Node, for nothing.
  const limitBody = bodyLimit({
    maxSize: maxBodyBytes,
    onError: () => {
      throw new HttpError(413, {
        body: [`The body is larger than the ${maxBodyBytes / 1024 / 1024} MB the API takes.`],
      });
    },
  });
  const readBody = async (context: ApiContext, next: Next) => {
    context.set('body', parseJsonBody(await context.req.text(), context.req.header('Content-Type')));
    await next();
  };
  const checkInput: MiddlewareHandler<ApiEnvironment> = (context, next) => {
    assertStorableAddress(context.req.url);
    const method = context.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
    return limitBody(context, hasBody ? () => readBody(context, next) : next);
  };
  app.use('/api/*', checkInput);

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
