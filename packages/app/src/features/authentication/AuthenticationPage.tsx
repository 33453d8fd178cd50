/**
 * The authentication routes, one page switching on the `action` segment. Each step that talks to
 * the identity provider runs once per visit (`runOnce`), so React StrictMode running an effect
 * twice never completes a callback twice.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, type Location } from 'react-router';
import { paths } from '#app/config/paths';
import { useAppContext } from '#app/lib/appContext';
import { runOnce } from '#app/lib/auth';
import type { AuthResult } from '#app/lib/auth';
import { isLocalLogoutState } from '#app/lib/page';
import {
  identityServerPaths,
  loggedOutRedirectDelayInMilliseconds,
  parseAuthenticationAction,
  returnUrlParameter,
} from './authenticationActions';
import {
  getLoginFailedMessage,
  invalidActionMessage,
  loggedOutMessage,
  loginFailedMessageParameter,
  logoutNotInitiatedMessage,
  signInErrorMessage,
} from './authenticationMessages';
import { AuthenticationMessage, AuthenticationProgress } from './AuthenticationView';
import { resolveReturnUrl } from './returnUrl';

const loginPath = paths.login.href({});
const loggedOutPath = paths.loggedOut.href({});
const homePath = paths.home.href({});
const tryAgain = { label: 'Sign in again', to: loginPath } as const;

/** The page's origin, which return URLs must share. */
function pageOrigin(): string {
  return window.location.origin;
}

/** The absolute URL of the router's location (the callback URL oidc-client-ts reads). */
function absoluteUrl(location: Location): string {
  return new URL(`${location.pathname}${location.search}${location.hash}`, pageOrigin()).href;
}

/** A return URL carried through the provider, checked again before it is followed. */
function checkedReturnUrl(returnUrl: string | undefined, fallback: string): string {
  const resolution = resolveReturnUrl(returnUrl ?? fallback, pageOrigin());
  return resolution.ok ? resolution.url : fallback;
}

/**
 * Runs an authentication step once per visit and hands its result to `onResult` while the page is
 * still on screen.
 */
function useAuthenticationStep(
  key: string | null,
  step: () => Promise<AuthResult>,
  onResult: (result: AuthResult) => void,
): void {
  useEffect(() => {
    if (key === null) return;
    let isCurrent = true;
    void runOnce(key, step).then((result) => {
      if (isCurrent) onResult(result);
    });
    return () => {
      isCurrent = false;
    };
    // The step and its handler belong to the visit named by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

function failedPath(message: string): string {
  return paths.loginFailed.href({}, { [loginFailedMessageParameter]: message });
}

function Login() {
  const { auth } = useAppContext();
  const location = useLocation();
  const navigate = useNavigate();
  const resolution = resolveReturnUrl(new URLSearchParams(location.search).get(returnUrlParameter), pageOrigin());
  useAuthenticationStep(
    resolution.ok ? `login:${location.key}:${resolution.url}` : null,
    () => auth.signIn({ returnUrl: resolution.ok ? resolution.url : homePath }),
    (result) => {
      if (result.status === 'success') {
        void navigate(checkedReturnUrl(result.state?.returnUrl, resolution.ok ? resolution.url : homePath), {
          replace: true,
        });
      } else if (result.status === 'fail') {
        void navigate(failedPath(result.message), { replace: true });
      }
    },
  );
  if (!resolution.ok)
    return <AuthenticationMessage heading="Could not sign in" message={resolution.message} tone="error" />;
  return <AuthenticationProgress label="Signing you in…" />;
}

interface CompletionProps {
  /** Which callback: its key for `runOnce` and its words. */
  kind: 'login-callback' | 'logout-callback';
  complete: (url: string) => Promise<AuthResult>;
  /** Where to go when the round brings back no return URL. */
  fallback: string;
}

/** login-callback and logout-callback: complete the round with the provider, then go on. */
function Completion({ kind, complete, fallback }: CompletionProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const url = absoluteUrl(location);
  useAuthenticationStep(
    `${kind}:${url}`,
    () => complete(url),
    (result) => {
      if (result.status === 'success')
        void navigate(checkedReturnUrl(result.state?.returnUrl, fallback), { replace: true });
      else if (result.status === 'fail') setFailure(result.message);
    },
  );
  const isSignIn = kind === 'login-callback';
  if (failure !== null) {
    return (
      <AuthenticationMessage
        heading={isSignIn ? 'Could not sign in' : 'Could not sign out'}
        message={failure}
        tone="error"
        action={isSignIn ? tryAgain : undefined}
      />
    );
  }
  return <AuthenticationProgress label={isSignIn ? 'Completing sign-in…' : 'Completing sign-out…'} />;
}

function LoginFailed() {
  const location = useLocation();
  const given = getLoginFailedMessage(location.search)?.trim();
  const message = given === undefined || given === '' ? signInErrorMessage : given;
  return <AuthenticationMessage heading="Could not sign in" message={message} tone="error" action={tryAgain} />;
}

function IdentityPage({ page }: { page: 'register' | 'profile' }) {
  const { identityOrigin, redirect } = useAppContext();
  // The identity server comes back to login after registering: a local path when it shares the
  // app's origin (ASP.NET Identity's LocalRedirect refuses absolute URLs), else the absolute URL.
  const loginUrl = identityOrigin === pageOrigin() ? loginPath : `${pageOrigin()}${loginPath}`;
  const url =
    page === 'register'
      ? `${identityOrigin}${identityServerPaths.register}?${new URLSearchParams({
          [returnUrlParameter]: loginUrl,
        }).toString()}`
      : `${identityOrigin}${identityServerPaths.manage}`;
  useEffect(() => {
    redirect(url);
  }, [redirect, url]);
  return <AuthenticationProgress label={page === 'register' ? 'Opening registration…' : 'Opening your account…'} />;
}

function Logout() {
  const { auth } = useAppContext();
  const location = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const isLocal = isLocalLogoutState(location.state);
  const resolution = resolveReturnUrl(
    new URLSearchParams(location.search).get(returnUrlParameter) ?? loggedOutPath,
    pageOrigin(),
  );
  const returnUrl = resolution.ok ? resolution.url : loggedOutPath;
  useAuthenticationStep(
    isLocal && resolution.ok ? `logout:${location.key}` : null,
    async () => (auth.getSnapshot() === null ? { status: 'success' } : auth.signOut({ returnUrl })),
    (result) => {
      if (result.status === 'success') void navigate(returnUrl, { replace: true });
      else if (result.status === 'fail') setFailure(result.message);
    },
  );
  if (!resolution.ok)
    return <AuthenticationMessage heading="Could not sign out" message={resolution.message} tone="error" />;
  if (!isLocal) {
    return <AuthenticationMessage heading="Could not sign out" message={logoutNotInitiatedMessage} tone="error" />;
  }
  if (failure !== null) return <AuthenticationMessage heading="Could not sign out" message={failure} tone="error" />;
  return <AuthenticationProgress label="Signing you out…" />;
}

function LoggedOut() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void navigate(loginPath, { replace: true });
    }, loggedOutRedirectDelayInMilliseconds);
    return () => {
      window.clearTimeout(timer);
    };
  }, [navigate]);
  return <AuthenticationMessage heading="Signed out" message={loggedOutMessage} tone="info" />;
}

/** authentication/{action}: the step the action names, or 'Invalid action'. */
export function AuthenticationPage() {
  // The route is authentication/*, so 'login/extra' and an empty action are invalid too.
  const { '*': action } = useParams();
  const { auth } = useAppContext();
  switch (parseAuthenticationAction(action)) {
    case 'login':
      return <Login />;
    case 'login-callback':
      return <Completion kind="login-callback" complete={(url) => auth.completeSignIn(url)} fallback="/" />;
    case 'login-failed':
      return <LoginFailed />;
    case 'register':
      return <IdentityPage page="register" />;
    case 'profile':
      return <IdentityPage page="profile" />;
    case 'logout':
      return <Logout />;
    case 'logout-callback':
      return (
        <Completion kind="logout-callback" complete={(url) => auth.completeSignOut(url)} fallback={loggedOutPath} />
      );
    case 'logged-out':
      return <LoggedOut />;
    case null:
      return <AuthenticationMessage heading="Invalid action" message={invalidActionMessage} tone="error" />;
  }
}
