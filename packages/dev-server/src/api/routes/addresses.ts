/**
 * The address lookup (GET /api/Addresses): the addresses of a postcode, from the seeded
 * `postal_addresses` table (migration 005), so the address form's lookup works offline and in tests.
 * It stands in for a third-party lookup service: its caller is the app, holding the service's key
 * from its runtime configuration, not a signed-in user, so the key is its credential and the user's
 * access token is neither asked for nor read.
 */
import { timingSafeEqual } from 'node:crypto';
import { zFindAddressesQuery } from '@stampcard/api-client/schemas';
import type { Database } from '../../db/database.ts';
import type { ApiApp } from '../context.ts';
import { HttpError, readQuery, validate } from '../http.ts';

/** The key the dev server's lookup takes when none is configured (ADDRESS_LOOKUP_KEY): the demo's. */
export const demoAddressLookupKey = 'stampcard-demo-address-lookup';

/** The header carrying the lookup service's key. */
export const addressLookupKeyHeader = 'X-Address-Lookup-Key';

export interface AddressRouteOptions {
  database: Database;
  /** The key a request must carry; `null` refuses every request (no lookup is configured). */
  key: string | null;
}

/** Whether `sent` is `expected`, in a time that does not tell how much of it matched. */
function isKey(sent: string | undefined, expected: string | null): boolean {
  if (sent === undefined || expected === null) return false;
  const given = Buffer.from(sent);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Where the lookup is answered. */
export const addressLookupPath = '/api/Addresses';

/**
 * Registers the lookup. Called before the API's access-token check is registered, so a request for
 * it is answered here, with the key checked instead (Hono runs a path's handlers in the order they
 * were registered, and this one does not pass the request on).
 */
export function registerAddressRoutes(app: ApiApp, { database, key }: AddressRouteOptions): void {
  app.get(addressLookupPath, async (context) => {
    if (!isKey(context.req.header(addressLookupKeyHeader), key)) {
      throw new HttpError(401, [`Send the address lookup's key as ${addressLookupKeyHeader}.`]);
    }
    const { postcode } = validate(zFindAddressesQuery, readQuery(context, []).values, 'query');
    const rows = await database.query(
      `SELECT address1, address2, address3, city_town AS "cityTown", county, country, post_code AS "postCode",
              latitude::float8 AS latitude, longitude::float8 AS longitude
         FROM postal_addresses
        WHERE post_code_key = $1
        ORDER BY address_id
        LIMIT 100`,
      [postcode.replaceAll(' ', '').toUpperCase()],
    );
    return context.json(rows);
  });
}
