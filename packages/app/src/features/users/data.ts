/** The users feature's loader (ADR 010), a chunk apart from its page. */
import { getUser, type User } from '@stampcard/api-client';
import { dataRoute, InvalidAddressError } from '#app/lib/data';

/** A user for their details page (GET /api/Users/{id}); a save reloads it (`['user', userID]`). */
export const userDetailsRoute = dataRoute<User>({
  key: ({ params }) => ['user', params.userID ?? ''],
  async load({ params, signal, services }) {
    const id = params.userID?.trim() ?? '';
    if (id === '') throw new InvalidAddressError('The address does not name a user.');
    return getUser(services.api, { path: { id }, signal });
  },
});
