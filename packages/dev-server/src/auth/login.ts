/**
 * The sign-in pages of an authorization request: /interaction/{uid} shows the sign-in form (or
 * grants the first-party app what it asked for, without a consent screen), /interaction/{uid}/login
 * checks the e-mail and password, /interaction/{uid}/abort cancels the sign-in.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type Interaction } from 'oidc-provider';
import { callerAddress } from '../callerAddress.ts';
import { HttpError } from '../httpError.ts';
import {
  assertSameOrigin,
  emailMaxLength,
  methodNotAllowed,
  readForm,
  sendHtml,
  text,
  type IdentityPages,
  type PageHandler,
} from './forms.ts';
import { loginPage } from './pages.ts';
import { passwordMaxLength, verifyPassword } from './passwords.ts';
import { stringArray, webClientId } from './provider.ts';
import { tryAgainIn } from './throttle.ts';
import { findUserByEmail } from './users.ts';

/** The X-Forwarded-For a proxy sent (one header, or several joined as one list). */
function forwardedFor(request: IncomingMessage): string | undefined {
  const header = request.headers['x-forwarded-for'];
  return Array.isArray(header) ? header.join(',') : header;
}

function missingList(details: Record<string, unknown>, key: string): string[] {
  return stringArray(details[key]) ?? [];
}

function renderLogin(
  response: ServerResponse,
  uid: string,
  status: number,
  extra: { email?: string; error?: string; notice?: string } = {},
): void {
  const interactionPath = `/interaction/${encodeURIComponent(uid)}`;
  sendHtml(
    response,
    status,
    loginPage({
      action: `${interactionPath}/login`,
      registerUrl: `/Identity/Account/Register?returnUrl=${encodeURIComponent(interactionPath)}`,
      cancelUrl: `${interactionPath}/abort`,
      ...extra,
    }),
  );
}

export function createLoginPages({
  allowedOrigins,
  behindProxy,
  database,
  provider,
  throttle,
}: IdentityPages): PageHandler {
  /** Grants the first-party app the scopes, claims and resources it asked for: it has no consent screen. */
  async function finishConsent(request: IncomingMessage, response: ServerResponse, interaction: Interaction) {
    const accountId = interaction.session?.accountId;
    if (!accountId || interaction.params.client_id !== webClientId) {
      await provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'The client is not allowed.' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId: webClientId });
    const details = interaction.prompt.details;
    const scopes = missingList(details, 'missingOIDCScope');
    if (scopes.length > 0) grant.addOIDCScope(scopes);
    const claims = missingList(details, 'missingOIDCClaims');
    if (claims.length > 0) grant.addOIDCClaims(claims);
    const resources = details.missingResourceScopes;
    if (typeof resources === 'object' && resources !== null) {
      for (const [indicator, value] of Object.entries(resources)) {
        const resourceScopes = stringArray(value);
        if (resourceScopes && resourceScopes.length > 0) grant.addResourceScope(indicator, resourceScopes);
      }
    }
    const grantId = await grant.save();
    await provider.interactionFinished(request, response, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  /** Checks a posted e-mail and password, after repeated wrong passwords only once the wait is over. */
  async function login(request: IncomingMessage, response: ServerResponse, uid: string): Promise<void> {
    const form = await readForm(request);
    const email = text(form, 'email');
    const password = form.get('password') ?? '';
    // Repeated wrong passwords: this account, or this address, waits a while (throttle.ts).
    const address = callerAddress(request.socket.remoteAddress, forwardedFor(request), behindProxy);
    const wait = await throttle.retryAfter(email, address);
    if (wait > 0) {
      response.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
      renderLogin(response, uid, 429, { email, error: `Too many failed sign-ins. ${tryAgainIn(wait)}` });
      return;
    }
    const user = email && email.length <= emailMaxLength ? await findUserByEmail(database, email) : undefined;
    // Always verify (without a user, verifyPassword does the same scrypt work) so the time taken does
    // not tell whether the e-mail has an account.
    const valid =
      (await verifyPassword(password.slice(0, passwordMaxLength), user?.passwordHash)) && user !== undefined;
    if (!valid) {
      await throttle.failed(email, address);
      renderLogin(response, uid, 400, { email, error: 'Invalid email or password.' });
      return;
    }
    await throttle.succeeded(email);
    if (user.locked) {
      renderLogin(response, uid, 400, { email, error: 'This account is locked.' });
      return;
    }
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: user.userId } },
      { mergeWithLastSubmission: false },
    );
  }

  return async (request, response, url, method) => {
    const match = /^\/interaction\/([^/]+)(?:\/(login|abort))?$/.exec(url.pathname);
    if (!match?.[1]) throw new HttpError(404, 'There is no such page.');
    const uid = decodeURIComponent(match[1]);
    const action = match[2];
    const interaction = await provider.interactionDetails(request, response);
    if (interaction.uid !== uid) throw new errors.SessionNotFound('interaction mismatch');

    if (action === undefined && (method === 'GET' || method === 'HEAD')) {
      if (interaction.prompt.name === 'login') {
        const notice =
          url.searchParams.get('registered') === '1'
            ? 'Your account has been created. Sign in to continue.'
            : undefined;
        const hint = interaction.params.login_hint;
        renderLogin(response, uid, 200, { email: typeof hint === 'string' ? hint : '', ...(notice ? { notice } : {}) });
        return;
      }
      if (interaction.prompt.name === 'consent') {
        await finishConsent(request, response, interaction);
        return;
      }
      throw new HttpError(400, 'This sign-in step is not supported.');
    }

    if (action === 'abort' && (method === 'GET' || method === 'POST')) {
      await provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return;
    }

    if (action === 'login' && method === 'POST') {
      assertSameOrigin(request, allowedOrigins);
      if (interaction.prompt.name !== 'login') throw new HttpError(400, 'This sign-in step is not a login.');
      await login(request, response, uid);
      return;
    }

    throw methodNotAllowed();
  };
}
