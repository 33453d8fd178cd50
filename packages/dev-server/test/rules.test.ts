// @vitest-environment node
/** Server-side rules: authentication, roles, ownership, JSON patches and validation. */
import * as api from '@stampcard/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/database.ts';
import { clientFor, signIn, startHarness, status, type Harness } from '../src/testing/harness.ts';

let harness: Harness;
let admin: api.StampcardClient;
let merchant: api.StampcardClient;
let solo: api.StampcardClient;
let customer: api.StampcardClient;
let noRole: api.StampcardClient;

// Seed: business 1 (multi-store, merchant@) has stores 1-3; business 2 (single-store, solo@) has store 4.
beforeAll(async () => {
  harness = await startHarness();
  const token = async (email: string) => (await signIn(harness.url, email)).accessToken;
  [admin, merchant, solo, customer, noRole] = (
    await Promise.all(
      ['admin', 'merchant', 'solo', 'customer', 'norole'].map((name) => token(`${name}@stampcard.test`)),
    )
  ).map((accessToken) => clientFor(harness.url, accessToken)) as [
    api.StampcardClient,
    api.StampcardClient,
    api.StampcardClient,
    api.StampcardClient,
    api.StampcardClient,
  ];
}, 60_000);
afterAll(() => harness.close());

describe('authentication', () => {
  it('rejects a call without a token with 401', async () => {
    expect(await status(api.getBusinesses(clientFor(harness.url, undefined)))).toBe(401);
  });

  it('rejects a forged or tampered token with 401', async () => {
    const { accessToken } = await signIn(harness.url, 'admin@stampcard.test');
    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, roles: ['Administrators'], sub: 'demo-solo' })).toString(
      'base64url',
    );
    expect(await status(api.getBusinesses(clientFor(harness.url, `${header}.${forged}.${signature}`)))).toBe(401);
    expect(await status(api.getBusinesses(clientFor(harness.url, 'not-a-token')))).toBe(401);
  });

  it('refuses the back-office to customers and to users without roles with 403', async () => {
    expect(await status(api.getBusinesses(customer))).toBe(403);
    expect(await status(api.getStores(noRole))).toBe(403);
  });

  it('renews silently (prompt=none) after a first sign-in', async () => {
    const session = await signIn(harness.url, 'merchant@stampcard.test');
    const renewed = await session.silent();
    expect(renewed).toBeTruthy();
    expect(await status(api.getBusinesses(clientFor(harness.url, renewed)))).toBe(200);
  });

  it('puts the roles and names in the access token', async () => {
    const { accessToken } = await signIn(harness.url, 'merchant@stampcard.test');
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ roles: ['Merchant'], given_name: 'Oliver', family_name: 'Bennett' });
  });
});

describe('ownership', () => {
  it('lists only the businesses a merchant works for', async () => {
    expect((await api.getBusinesses(merchant)).items.map((business) => business.businessID)).toEqual([1]);
    expect((await api.getBusinesses(solo)).items.map((business) => business.businessID)).toEqual([2]);
    expect((await api.getBusinesses(admin)).pagination.totalCount).toBeGreaterThanOrEqual(8);
  });

  it("hides another merchant's business, stores, cards and tags", async () => {
    expect(await status(api.getBusiness(merchant, { path: { id: 2 } }))).toBe(404);
    expect(
      await status(
        api.patchBusiness(merchant, { path: { id: 2 }, body: [{ op: 'replace', path: '/name', value: 'Mine now' }] }),
      ),
    ).toBe(404);
    // Refused, and nothing changed: another business does not exist for a merchant (not even as a 403).
    expect((await api.getBusiness(admin, { path: { id: 2 } })).name).toBe('Clifton Pharmacy');
    expect(await status(api.getBusinessStore(merchant, { path: { id: 2, storeId: 4 } }))).toBe(404);
    expect(await status(api.getBusinessStore(merchant, { path: { id: 1, storeId: 4 } }))).toBe(404);
    expect(await status(api.getStoreCards(merchant, { path: { id: 4 } }))).toBe(404);
    expect(await status(api.getUserTiles(merchant, { query: { storeID: 4 } }))).toBe(404);
    const soloTags = await api.getTags(solo);
    expect(soloTags.every((tag) => tag.storeID === 4)).toBe(true);
    expect(await status(api.getTag(merchant, { path: { id: soloTags[0]?.tagID ?? 0 } }))).toBe(404);
    const merchantCards = await api.getCards(merchant);
    expect(merchantCards.every((card) => card.storeGroupID === 1)).toBe(true);
  });

  it('lets a merchant edit the details of their business but not lock or delete it', async () => {
    const renamed = await api.patchBusiness(merchant, {
      path: { id: 1 },
      body: [{ op: 'replace', path: '/description', value: 'Roasted in Liverpool.' }],
    });
    expect(renamed.description).toBe('Roasted in Liverpool.');
    expect(
      await status(
        api.patchBusiness(merchant, { path: { id: 1 }, body: [{ op: 'replace', path: '/isLocked', value: true }] }),
      ),
    ).toBe(403);
    expect((await api.getBusiness(merchant, { path: { id: 1 } })).isLocked).toBe(false);
    expect(await status(api.toggleBusinessLock(merchant, { path: { id: 1 } }))).toBe(403);
    expect(await status(api.deleteBusiness(merchant, { path: { id: 1 } }))).toBe(403);
    expect(await status(api.createBusiness(merchant, { body: { name: 'Side hustle', isSingleStore: true } }))).toBe(
      403,
    );
  });

  it("refuses a merchant's conversion of their single-store business (store details are read only)", async () => {
    expect(
      await status(
        api.patchBusiness(solo, { path: { id: 2 }, body: [{ op: 'replace', path: '/isSingleStore', value: false }] }),
      ),
    ).toBe(403);
    expect((await api.getBusiness(solo, { path: { id: 2 } })).isSingleStore).toBe(true);
  });

  it('lets a merchant read, not manage, tags and store settings; only administrators export reports', async () => {
    expect(await status(api.createTag(merchant, { body: { name: 'X', tagReference: 'Y', storeID: 1 } }))).toBe(403);
    expect(
      await status(
        api.patchBusinessStore(merchant, {
          path: { id: 1, storeId: 1 },
          body: [{ op: 'replace', path: '/enabled', value: false }],
        }),
      ),
    ).toBe(403);
    expect(await status(api.getReports(merchant))).toBe(403);
    expect((await api.getMerchantReports(merchant)).length).toBeGreaterThan(0);
    expect(
      await status(api.exportReport(merchant, { body: { reportPath: '/Reports/StampsByStore', format: 'CSV' } })),
    ).toBe(403);
    expect(await status(api.viewReport(merchant, { body: { reportPath: '/Reports/BusinessesOverview' } }))).toBe(404);
  });

  it("runs a merchant's reports on their own businesses only", async () => {
    const view = await api.viewReport(merchant, { body: { reportPath: '/Reports/StampsByStore' } });
    expect(view.content).toContain('Bold Street Coffee');
    expect(view.content).not.toContain('Clifton Pharmacy');
  });
});

describe('JSON patch', () => {
  it('applies a patch whose test passes and refuses one whose test fails, changing nothing', async () => {
    const before = await api.getBusiness(admin, { path: { id: 3 } });
    const failed = await api
      .patchBusiness(admin, {
        path: { id: 3 },
        body: [
          { op: 'replace', path: '/name', value: 'Changed' },
          { op: 'test', path: '/name', value: 'Something else' },
        ],
      })
      .catch((error: unknown) => error);
    // A failed test is a value someone else changed since it was read: 409, naming the path.
    expect(failed).toBeInstanceOf(api.ApiError);
    expect(failed).toMatchObject({ status: 409, body: { errors: { '/name': [expect.stringMatching(/changed/)] } } });
    expect(await api.getBusiness(admin, { path: { id: 3 } })).toEqual(before);
  });

  it('refuses a patch of fields that cannot change, or that breaks the contract', async () => {
    expect(
      await status(
        api.patchBusiness(admin, { path: { id: 3 }, body: [{ op: 'replace', path: '/businessID', value: 99 }] }),
      ),
    ).toBe(400);
    expect(
      await status(
        api.patchBusiness(admin, { path: { id: 3 }, body: [{ op: 'replace', path: '/name', value: 'x'.repeat(201) }] }),
      ),
    ).toBe(400);
    expect(
      await status(api.patchBusiness(admin, { path: { id: 3 }, body: [{ op: 'remove', path: '/isSingleStore' }] })),
    ).toBe(400);
    expect(
      await status(
        api.patchBusiness(admin, { path: { id: 3 }, body: [{ op: 'replace', path: '/missing/deeper', value: 1 }] }),
      ),
    ).toBe(400);
  });

  it("sets, changes and removes a business's manager by user, as the manager picker sends it", async () => {
    const business = await api.getBusiness(admin, { path: { id: 5 } });
    const [first, second] = (await api.getBusinessStaff(admin, { path: { id: 5 } })).items;
    if (!first || !second) throw new Error('The seed gives business 5 two staff members.');
    const changed = await api.patchBusiness(admin, {
      path: { id: 5 },
      body: business.mainContact
        ? [
            { op: 'replace', path: '/mainContact/staffID', value: second.staffID },
            { op: 'replace', path: '/mainContact/user/userID', value: second.user.userID },
          ]
        : [
            {
              op: 'replace',
              path: '/mainContact',
              value: { staffID: second.staffID, user: { userID: second.user.userID } },
            },
          ],
    });
    expect(changed.mainContact?.staffID).toBe(second.staffID);
    const removed = await api.patchBusiness(admin, {
      path: { id: 5 },
      body: [{ op: 'replace', path: '/mainContact', value: null }],
    });
    expect(removed.mainContact ?? null).toBeNull();
    const set = await api.patchBusiness(admin, {
      path: { id: 5 },
      body: [
        { op: 'replace', path: '/mainContact', value: { staffID: first.staffID, user: { userID: first.user.userID } } },
      ],
    });
    expect(set.mainContact?.user?.userID).toBe(first.user.userID);
  });

  it('locks and unlocks a business for administrators, to the state the patch names', async () => {
    const locked = await api.patchBusiness(admin, {
      path: { id: 6 },
      body: [{ op: 'replace', path: '/isLocked', value: true }],
    });
    expect(locked.isLocked).toBe(true);
    const unlocked = await api.patchBusiness(admin, {
      path: { id: 6 },
      body: [{ op: 'replace', path: '/isLocked', value: false }],
    });
    expect(unlocked.isLocked).toBe(false);
  });

  it('converts a single-store business to multi-store, one way only', async () => {
    const converted = await api.patchBusiness(admin, {
      path: { id: 2 },
      body: [{ op: 'replace', path: '/isSingleStore', value: false }],
    });
    expect(converted.isSingleStore).toBe(false);
    const back = await api
      .patchBusiness(admin, { path: { id: 2 }, body: [{ op: 'replace', path: '/isSingleStore', value: true }] })
      .catch((error: unknown) => error);
    expect(back).toMatchObject({ status: 400, errors: ['A multi-store business cannot become single-store again.'] });
  });

  it('deletes a single-store business with its only store', async () => {
    const business = await api.createBusiness(admin, { body: { name: 'Solo Deli', isSingleStore: true } });
    const storeId = business.stores?.[0]?.storeID ?? 0;
    await api.deleteBusinessStore(admin, { path: { id: business.businessID, storeId } });
    expect(await status(api.getBusiness(admin, { path: { id: business.businessID } }))).toBe(404);
  });
});

describe('validation', () => {
  it('answers a bad body with 400 naming each bad field', async () => {
    const response = await fetch(`${harness.url}/api/Users`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${(await signIn(harness.url, 'admin@stampcard.test')).accessToken}`,
      },
      body: JSON.stringify({ title: 'Dr', firstName: 'A', emailAddress: 'not-an-email' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(['body.emailAddress', 'body.surname', 'body.title']);
  });

  it('answers an unknown sort and a bad page with 400', async () => {
    expect(await status(api.getBusinesses(admin, { query: { OrderBy: 'shoe_size' } }))).toBe(400);
    const error = await api
      .getBusinesses(admin, { query: { OrderBy: 'shoe_size' } })
      .catch((caught: unknown) => caught);
    expect((error as api.ApiError).errors[0]).toMatch(/Unknown sort "shoe_size"\. Use one of: name, alphabetically/);
  });

  it('refuses an e-mail already in use with 409', async () => {
    expect(
      await status(
        api.createUser(admin, {
          body: { title: 'Ms', firstName: 'A', surname: 'B', emailAddress: 'admin@stampcard.test' },
        }),
      ),
    ).toBe(409);
  });

  it('checks a new business and each of its stores before writing anything', async () => {
    const refused = await api
      .createBusiness(admin, {
        body: {
          name: 'Checked First',
          isSingleStore: false,
          stores: [{ name: 'Checked Lane', categories: [{ categoryID: 999, name: 'Nothing' }] }],
        },
      })
      .catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(api.ApiError);
    expect((refused as api.ApiError).status).toBe(400);
    expect((refused as api.ApiError).errors).toEqual(['Unknown categories: 999.']);
    const written = await harness.database.query(
      `SELECT 1 FROM businesses WHERE name = 'Checked First' UNION ALL SELECT 1 FROM stores WHERE name = 'Checked Lane'`,
    );
    expect(written).toEqual([]);
  });

  it('refuses a store patch naming an unknown category, changing nothing', async () => {
    const before = await api.getBusinessStore(admin, { path: { id: 1, storeId: 2 } });
    const refused = await api
      .patchBusinessStore(admin, {
        path: { id: 1, storeId: 2 },
        body: [
          { op: 'replace', path: '/name', value: 'Renamed Dock' },
          { op: 'replace', path: '/categories', value: [{ categoryID: 999, name: 'Nothing' }] },
        ],
      })
      .catch((caught: unknown) => caught);
    expect((refused as api.ApiError).status).toBe(400);
    expect((refused as api.ApiError).errors).toEqual(['Unknown categories: 999.']);
    expect(await api.getBusinessStore(admin, { path: { id: 1, storeId: 2 } })).toEqual(before);
  });

  it('pages with x-pagination and keeps page sizes in range', async () => {
    const page = await api.getUsers(admin, { query: { page: 3, pageCount: 7 } });
    expect(page.items).toHaveLength(7);
    expect(page.pagination).toMatchObject({ currentPage: 3, pageSize: 7 });
    expect(page.pagination.totalPages).toBe(Math.ceil(page.pagination.totalCount / 7));
    // Out of the contract's range: the client refuses it before sending (the API's 400: contractLimits.test.ts).
    await expect(api.getUsers(admin, { query: { pageCount: 1000 } })).rejects.toThrow(/query\.pageCount/);
  });
});

describe('upright cards', () => {
  const sizes = (where = 'true') =>
    harness.database.query<{ id: number; width: number; height: number }>(
      `SELECT loyalty_card_id::int AS id, (configuration ->> 'cardWidth')::float8 AS width,
              (configuration ->> 'cardHeight')::float8 AS height
         FROM cards WHERE ${where} ORDER BY loyalty_card_id`,
    );

  it('seeds every card 500 wide and 810 high', async () => {
    const cards = await sizes();
    expect(cards.length).toBeGreaterThan(5);
    expect(cards.filter((card) => card.width !== 500 || card.height !== 810)).toEqual([]);
  });

  it('stores a card sent wider than high the right way up, on create and on update', async () => {
    const [template] = await api.getStoreCards(admin, { path: { id: 1 } });
    if (!template) throw new Error('Store 1 has no card in the seed');
    const landscape = { ...template.configuration, cardWidth: 810, cardHeight: 500 };
    const created = await api.createCard(admin, { body: { storeID: 1, configuration: landscape } });
    expect(created.configuration).toMatchObject({ cardWidth: 500, cardHeight: 810 });
    const updated = await api.updateCard(admin, {
      body: { ...created, configuration: landscape },
      headers: api.ifMatch(created),
    });
    expect(updated.configuration).toMatchObject({ cardWidth: 500, cardHeight: 810 });
    await api.deleteCard(admin, { path: { id: created.loyaltyCardID } });
  });

  it('turns the cards of an existing database upright when the server migrates it', async () => {
    // Card 1 as cards were once stored (810 x 500); card 2 already upright with a size of its own.
    await harness.database.query(
      `UPDATE cards SET configuration = configuration || '{"cardWidth": 810, "cardHeight": 500}' WHERE loyalty_card_id = 1`,
    );
    await harness.database.query(
      `UPDATE cards SET configuration = configuration || '{"cardWidth": 400, "cardHeight": 700}' WHERE loyalty_card_id = 2`,
    );
    // An older data folder has not run the migration yet.
    await harness.database.query(`DELETE FROM schema_migrations WHERE name = '002_upright_cards.sql'`);

    expect(await migrate(harness.database)).toEqual(['002_upright_cards.sql']);
    expect(await sizes('loyalty_card_id IN (1, 2)')).toEqual([
      { id: 1, width: 500, height: 810 },
      { id: 2, width: 400, height: 700 },
    ]);
    expect(await migrate(harness.database)).toEqual([]);
  });
});
