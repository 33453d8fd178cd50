import { resolveReturnUrl as resolveSameOrigin } from '@stampcard/return-url';
import { invalidReturnUrlMessage } from './authenticationMessages';

export { defaultReturnUrl } from '@stampcard/return-url';

/** The result of {@link resolveReturnUrl}. */
export type ReturnUrlResolution =
  | {
      ok: true;
      /**
       * The normalised same-origin target as a root-relative reference: path, search and hash,
       * always starting with exactly one '/', e.g. '/businesses?page=2#top'. Safe for both
       * `window.location.assign` and the router's `navigate`, from any page of the origin.
       */
      url: string;
    }
  | { ok: false; message: typeof invalidReturnUrlMessage };

/**
 * The same-origin check for login's returnUrl: the workspace's one rule (`@stampcard/return-url`,
 * which the dev server's identity pages use too), with 'Invalid return url. ...' for a refusal.
 *
 * @param returnUrl The returnUrl query parameter as read. Absent or empty means the root path.
 * @param pageOrigin The current page's origin, e.g. `window.location.origin`.
 * @throws {TypeError} when pageOrigin is not an http(s) URL — a programming error, not user input.
 */
export function resolveReturnUrl(returnUrl: string | null | undefined, pageOrigin: string): ReturnUrlResolution {
  const url = resolveSameOrigin(returnUrl, pageOrigin);
  return url === null ? { ok: false, message: invalidReturnUrlMessage } : { ok: true, url };
}
