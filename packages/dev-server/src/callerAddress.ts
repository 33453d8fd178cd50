/**
 * The address a request came from, for the API's rate limits and the sign-in throttle: its
 * socket's, an IPv4 address seen on an IPv6 socket (`::ffff:127.0.0.1`) counting as that IPv4
 * address. Behind a proxy (`behindProxy`: the server has a PUBLIC_URL), every socket is the
 * proxy's, so the address is the last one of X-Forwarded-For, which that proxy appended; the
 * entries before it are what the client claimed and are never believed. Without a proxy no
 * forwarding header is believed: a client could write any address there. No socket (a test's
 * `app.request`): 'unknown'.
 */
export function callerAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  behindProxy: boolean,
): string {
  const forwarded = behindProxy ? forwardedFor?.split(',').at(-1)?.trim() : undefined;
  const address =
    [forwarded, socketAddress].find((candidate) => candidate !== undefined && candidate !== '') ?? 'unknown';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}
