/**
 * The identity's HTML pages: sign in, register, manage the account, sign out and errors.
 * Plain, accessible server-rendered HTML (one <main>, one <h1>, labelled inputs, errors
 * announced with role="alert"); every dynamic value goes through `escapeHtml`. The one style
 * sheet and the one script are constants, allowed by their hashes in the pages' Content Security
 * Policy (`securityHeaders`): nothing else can run or load.
 */
import { createHash } from 'node:crypto';
import { passwordMinLength } from './passwords.ts';

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(value: string | number): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const styles = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.5; color: #1b1b1f; background: #f4f4f7; }
body { margin: 0; padding: 2rem 1rem; }
main { max-width: 28rem; margin: 0 auto; padding: 2rem; background: #fff; border-radius: 0.75rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
h1 { font-size: 1.5rem; margin: 0 0 1.25rem; }
h2 { font-size: 1.15rem; margin: 2rem 0 0.75rem; }
form { display: grid; gap: 1rem; }
.field { display: grid; gap: 0.25rem; }
label { font-weight: 600; }
input { font: inherit; padding: 0.5rem 0.625rem; border: 1px solid #6e6e78; border-radius: 0.375rem; }
input[aria-invalid="true"] { border-color: #b00020; }
:focus-visible { outline: 3px solid #2f5fd0; outline-offset: 2px; }
button { font: inherit; font-weight: 600; padding: 0.625rem 1rem; border: 0; border-radius: 0.375rem; background: #2f5fd0; color: #fff; cursor: pointer; }
button:hover { background: #244aa6; }
.hint { margin: 0; color: #4a4a55; font-size: 0.875rem; }
.field-error, .alert { margin: 0; color: #b00020; font-weight: 600; }
.alert { padding: 0.75rem 1rem; border: 1px solid #b00020; border-radius: 0.375rem; background: #fdecef; margin-bottom: 1rem; }
.status { padding: 0.75rem 1rem; border: 1px solid #1e7d32; border-radius: 0.375rem; background: #e9f6ec; color: #14521f; margin: 0 0 1rem; }
.links { margin-top: 1.5rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; }
dt { font-weight: 600; }
dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
`;

/** Submits the sign-out form on load when the app asked for the sign-out (a valid id_token_hint). */
const logoutScript =
  "document.addEventListener('DOMContentLoaded', function () { document.getElementById('sign-out').click(); });";

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The headers of every response of the identity (its pages and the provider's endpoints): a Content
 * Security Policy allowing only the pages' own style sheet and script, forms posted to this server
 * (and redirected on to the app's origins), framing by this origin only (the silent renew frame);
 * the same for older browsers (X-Frame-Options), no content sniffing, no referrer to other sites.
 */
export function securityHeaders(formOrigins: readonly string[]): Record<string, string> {
  const formAction = ["'self'", ...formOrigins].join(' ');
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      `style-src ${sha256(styles)}`,
      `script-src ${sha256(logoutScript)}`,
      "img-src 'self' data:",
      `form-action ${formAction}`,
      "frame-ancestors 'self'",
      "base-uri 'none'",
    ].join('; '),
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  };
}

/** A complete page: `title` and `heading` are escaped here; `body` must already be safe HTML. */
export function layout(title: string, heading: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>`;
}

export interface FieldOptions {
  id: string;
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  value?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
}

/** A labelled input with its hint and error (announced with role="alert") tied by aria-describedby. */
export function field(options: FieldOptions): string {
  const { id, name, label, type, autocomplete, value, error, hint, required = true, minLength, maxLength } = options;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const attributes = [
    `id="${escapeHtml(id)}"`,
    `name="${escapeHtml(name)}"`,
    `type="${type}"`,
    `autocomplete="${escapeHtml(autocomplete)}"`,
    value !== undefined && type !== 'password' ? `value="${escapeHtml(value)}"` : '',
    required ? 'required' : '',
    minLength === undefined ? '' : `minlength="${minLength}"`,
    maxLength === undefined ? '' : `maxlength="${maxLength}"`,
    described ? `aria-describedby="${escapeHtml(described)}"` : '',
    error ? 'aria-invalid="true"' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<div class="field">
<label for="${escapeHtml(id)}">${escapeHtml(label)}</label>
${hint ? `<p class="hint" id="${escapeHtml(id)}-hint">${escapeHtml(hint)}</p>` : ''}
<input ${attributes}>
${error ? `<p class="field-error" id="${escapeHtml(id)}-error" role="alert">${escapeHtml(error)}</p>` : ''}
</div>`;
}

function alert(message: string | undefined): string {
  return message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>` : '';
}

function status(message: string | undefined): string {
  return message ? `<p class="status" role="status">${escapeHtml(message)}</p>` : '';
}

export interface LoginPageOptions {
  action: string;
  registerUrl: string;
  cancelUrl: string;
  email?: string | undefined;
  error?: string | undefined;
  notice?: string | undefined;
}

export function loginPage(options: LoginPageOptions): string {
  return layout(
    'Sign in to Stampcard',
    'Sign in to Stampcard',
    `${alert(options.error)}${status(options.notice)}
<form method="post" action="${escapeHtml(options.action)}">
${field({ id: 'email', name: 'email', label: 'Email', type: 'email', autocomplete: 'username', value: options.email ?? '', maxLength: 254 })}
${field({ id: 'password', name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' })}
<button type="submit">Sign in</button>
</form>
<p class="links">New to Stampcard? <a href="${escapeHtml(options.registerUrl)}">Create an account</a></p>
<p><a href="${escapeHtml(options.cancelUrl)}">Cancel sign-in</a></p>`,
  );
}

/** What a new password must be. */
const passwordHint = `At least ${passwordMinLength} characters, and not one of the most common passwords.`;

export interface RegisterValues {
  firstName: string;
  surname: string;
  email: string;
}

export type RegisterErrors = Partial<Record<keyof RegisterValues | 'password', string>>;

export interface RegisterPageOptions {
  action: string;
  signInUrl: string;
  values: RegisterValues;
  errors: RegisterErrors;
}

export function registerPage(options: RegisterPageOptions): string {
  const { values, errors } = options;
  const summary = Object.keys(errors).length > 0 ? 'Please correct the errors below.' : undefined;
  return layout(
    'Create your Stampcard account',
    'Create your Stampcard account',
    `${alert(summary)}
<form method="post" action="${escapeHtml(options.action)}">
${field({ id: 'firstName', name: 'firstName', label: 'First name', type: 'text', autocomplete: 'given-name', value: values.firstName, error: errors.firstName, maxLength: 100 })}
${field({ id: 'surname', name: 'surname', label: 'Surname', type: 'text', autocomplete: 'family-name', value: values.surname, error: errors.surname, maxLength: 100 })}
${field({ id: 'email', name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: values.email, error: errors.email, maxLength: 254 })}
${field({ id: 'password', name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: passwordHint, error: errors.password, minLength: passwordMinLength, maxLength: 200 })}
<button type="submit">Create account</button>
</form>
<p class="links">Already have an account? <a href="${escapeHtml(options.signInUrl)}">Sign in</a></p>`,
  );
}

export interface ManagePageOptions {
  email: string;
  firstName: string;
  surname: string;
  success?: string | undefined;
  profileErrors?: Partial<Record<'firstName' | 'surname', string>>;
  passwordErrors?: Partial<Record<'currentPassword' | 'newPassword', string>>;
}

export function managePage(options: ManagePageOptions): string {
  const profileErrors = options.profileErrors ?? {};
  const passwordErrors = options.passwordErrors ?? {};
  const fullName = [options.firstName, options.surname].filter(Boolean).join(' ');
  return layout(
    'Manage your Stampcard account',
    'Manage your account',
    `${status(options.success)}
<dl>
<dt>Name</dt><dd>${escapeHtml(fullName || '(not set)')}</dd>
<dt>Email</dt><dd>${escapeHtml(options.email)}</dd>
</dl>
<h2 id="profile-heading">Your name</h2>
<form method="post" action="/Identity/Account/Manage" aria-labelledby="profile-heading">
<input type="hidden" name="action" value="profile">
${field({ id: 'firstName', name: 'firstName', label: 'First name', type: 'text', autocomplete: 'given-name', value: options.firstName, error: profileErrors.firstName, maxLength: 100 })}
${field({ id: 'surname', name: 'surname', label: 'Surname', type: 'text', autocomplete: 'family-name', value: options.surname, error: profileErrors.surname, maxLength: 100 })}
<button type="submit">Save name</button>
</form>
<h2 id="password-heading">Change password</h2>
<form method="post" action="/Identity/Account/Manage" aria-labelledby="password-heading">
<input type="hidden" name="action" value="password">
<input type="text" name="username" autocomplete="username" value="${escapeHtml(options.email)}" hidden>
${field({ id: 'currentPassword', name: 'currentPassword', label: 'Current password', type: 'password', autocomplete: 'current-password', error: passwordErrors.currentPassword })}
${field({ id: 'newPassword', name: 'newPassword', label: 'New password', type: 'password', autocomplete: 'new-password', hint: passwordHint, error: passwordErrors.newPassword, minLength: passwordMinLength, maxLength: 200 })}
<button type="submit">Change password</button>
</form>
<p class="links"><a href="/">Back to Stampcard</a></p>`,
  );
}

/** A page with a message and one link (sign-in required, expired sign-in, errors, signed out). */
export function messagePage(options: {
  title: string;
  heading?: string;
  message: string;
  link: { href: string; text: string };
  isError?: boolean;
}): string {
  const message = options.isError
    ? `<p class="alert" role="alert">${escapeHtml(options.message)}</p>`
    : `<p>${escapeHtml(options.message)}</p>`;
  return layout(
    options.title,
    options.heading ?? options.title,
    `${message}
<p class="links"><a href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.text)}</a></p>`,
  );
}

/**
 * The RP-initiated logout confirmation. `form` is oidc-provider's hidden form (id "op.logoutForm",
 * with its xsrf token); when `autoSubmit` (the app sent a valid id_token_hint) it is submitted on load.
 */
export function logoutPage(form: string, autoSubmit: boolean): string {
  const script = autoSubmit ? `<script>${logoutScript}</script>` : '';
  return layout(
    'Sign out of Stampcard',
    'Sign out of Stampcard?',
    `${form}
<p>You will be signed out of Stampcard on this device.</p>
<p><button id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button></p>
<p class="links"><a href="/">Stay signed in</a></p>
${script}`,
  );
}
