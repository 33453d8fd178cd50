import { Hono } from 'hono';
import type { AccessTokenClaims } from '../auth/identity.ts';
import type { Database } from '../db/database.ts';
import { actorFrom } from './access.ts';
import type { ApiEnvironment } from './context.ts';
import { errorBody, HttpError } from './http.ts';
import { registerBusinessRoutes } from './routes/business.ts';
import { registerCardRoutes } from './routes/cards.ts';
import { registerDashboardRoutes } from './routes/dashboard.ts';
import { registerReportingRoutes } from './routes/reporting.ts';
import { registerStoreRoutes } from './routes/stores.ts';
import { registerTagRoutes } from './routes/tags.ts';
import { registerUserRoutes } from './routes/users.ts';

export interface ApiOptions {
  database: Database;
  /** Verifies a bearer token and returns its claims; throws when it is not valid. */
  verifyAccessToken: (token: string) => Promise<AccessTokenClaims>;
  /** The oidc-client-ts settings of a client, for GET /_configuration/{clientId}. */
  clientConfiguration: (clientId: string) => object | undefined;
  now?: () => Date;
}

/** The back-office API (every operation of the OpenAPI contract) and the identity client's settings. */
export function createApi({ database, verifyAccessToken, clientConfiguration, now = () => new Date() }: ApiOptions) {
  const app = new Hono<ApiEnvironment>();

  app.onError((error, context) => {
    if (error instanceof HttpError) return context.json(errorBody(error), error.status);
    console.error('[dev-server]', error);
    return context.json(
      { errors: ['An unexpected error occurred.'], title: 'Internal Server Error', status: 500 },
      500,
    );
  });

  app.get('/_configuration/:clientId', (context) => {
    const configuration = clientConfiguration(context.req.param('clientId'));
    if (!configuration) throw new HttpError(404, [`Client ${context.req.param('clientId')} is not known.`]);
    return context.json(configuration);
  });

  // Every /api call needs a valid access token (a JWT from the provider for the API).
  app.use('/api/*', async (context, next) => {
    const header = context.req.header('Authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new HttpError(401, ['An access token is required.']);
    let claims: AccessTokenClaims;
    try {
      claims = await verifyAccessToken(match[1]);
    } catch {
      throw new HttpError(401, ['The access token is not valid.']);
    }
    context.set('actor', actorFrom(claims));
    await next();
  });

  const dependencies = { database, now };
  registerCardRoutes(app, dependencies);
  registerDashboardRoutes(app, dependencies);
  registerStoreRoutes(app, dependencies);
  registerBusinessRoutes(app, dependencies);
  registerUserRoutes(app, dependencies);
  registerTagRoutes(app, dependencies);
  registerReportingRoutes(app, dependencies);

  app.all('/api/*', (context) =>
    context.json({ errors: [`No operation at ${context.req.method} ${context.req.path}.`], status: 404 }, 404),
  );
  return app;
}
