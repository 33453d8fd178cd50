/**
 * Loyalty cards. Administrators create, read, change and delete them; merchants read and change their
 * businesses' cards. A change is told before it is saved by its impact on the card's holders, asked
 * as the change itself would be; saving it applies it to them (cardImpact.ts).
 */
import type { Card, NewCard } from '@stampcard/api-client';
import { zCreateCardBody, zGetCardChangeImpactBody, zUpdateCardBody } from '@stampcard/api-client/schemas';
import type { Database } from '../../db/database.ts';
import { assertBusiness, assertStore, businessScope, requireAdministrator } from '../access.ts';
import { CardImageCache, cardImageQuery, cardImageTag, cardSvg, drawPng, matchesTag } from '../cardImage.ts';
import { affectsHolders, cardTerms, completeHolders, countImpact } from '../cardImpact.ts';
import type { Actor, ApiApp } from '../context.ts';
import type { ApiDependencies } from '../dependencies.ts';
import { loadCards } from '../entities.ts';
import { recordHistory } from '../history.ts';
import {
  badRequest,
  changedSinceReadMessage,
  entityTag,
  HttpError,
  ifMatchVersions,
  notFound,
  pathId,
  readJson,
  validate,
} from '../http.ts';

/** Cards the actor may see: of their businesses, or of their businesses' stores. */
async function scopeCondition(database: Database, actor: Actor): Promise<[string, unknown[]]> {
  const scope = await businessScope(database, actor);
  if (!scope) return ['true', []];
  return [
    '(business_id = ANY($1::int[]) OR store_id IN (SELECT store_id FROM stores WHERE business_id = ANY($1::int[])))',
    [scope],
  ];
}

async function cardOrThrow(database: Database, actor: Actor, id: number): Promise<Card> {
  const [where, params] = await scopeCondition(database, actor);
  const [card] = await loadCards(database, `loyalty_card_id = $${params.length + 1} AND ${where}`, [...params, id]);
  if (!card) throw notFound(`Card ${id}`);
  return card;
}

/** A card's place in history: the card, its business and its store. */
function cardPlace(card: Card) {
  return {
    entity: { type: 'card', id: card.loyaltyCardID, name: card.name },
    businessId: card.storeGroupID ?? null,
    storeId: card.storeID ?? null,
  };
}

/** Checks the card's store and business exist, agree and are the actor's; fills the business from the store. */
async function placement(
  database: Database,
  actor: Actor,
  card: NewCard,
): Promise<{ storeId: number | null; businessId: number | null }> {
  const storeId = card.storeID ?? null;
  let businessId = card.storeGroupID ?? null;
  if (storeId !== null) {
    const owner = await assertStore(database, actor, storeId).catch(() => {
      throw badRequest({ 'body.storeID': [`Store ${storeId} does not exist.`] });
    });
    if (businessId !== null && businessId !== owner) {
      throw badRequest({ 'body.storeGroupID': ['The store belongs to another business.'] });
    }
    businessId = owner;
  } else if (businessId !== null) {
    await assertBusiness(database, actor, businessId).catch(() => {
      throw badRequest({ 'body.storeGroupID': [`Business ${String(businessId)} does not exist.`] });
    });
  } else if (!actor.isAdministrator) {
    throw badRequest({ body: ['A card belongs to a store or a business.'] });
  }
  return { storeId, businessId };
}

/**
 * A card is upright. A configuration sent wider than high (as cards were once saved, 810 x
 * 500) is stored with its width and height swapped, the rule migration 002 applied to stored cards.
 */
export function uprightConfiguration(configuration: NewCard['configuration']): NewCard['configuration'] {
  const { cardWidth, cardHeight } = configuration;
  if (cardWidth === undefined || cardHeight === undefined || cardWidth <= cardHeight) return configuration;
  return { ...configuration, cardWidth: cardHeight, cardHeight: cardWidth };
}

/**
 * A card's rewards fit on its stamps: no more rewards than stamps, and each given at a stamp the
 * card has (a trigger of at most its totalNoOfStamps); otherwise a 400 naming the rewards.
 */
export function assertRewardsFit(configuration: NewCard['configuration']): void {
  const stamps = configuration.totalNoOfStamps ?? 9;
  const rewards = configuration.rewards ?? [];
  const errors: string[] = [];
  if (rewards.length > stamps) {
    errors.push(`A card with ${stamps} stamps has at most ${stamps} rewards, not ${rewards.length}.`);
  }
  const late = rewards.filter((reward) => (reward.trigger ?? 1) > stamps).map((reward) => reward.trigger);
  if (late.length > 0) {
    errors.push(`Each reward is given at one of the card's ${stamps} stamps, not at stamp ${late.join(', ')}.`);
  }
  if (errors.length > 0) throw badRequest({ 'body.configuration.rewards': errors });
}

const defaults = (card: NewCard) => ({
  name: card.name ?? card.configuration.title ?? 'Card title',
  description: card.description ?? card.configuration.description ?? 'Card description',
  stamps: card.stamps ?? card.configuration.totalNoOfStamps ?? 9,
  active: card.active ?? true,
});

export function registerCardRoutes(app: ApiApp, { database }: ApiDependencies): void {
  app.get('/api/Card', async (context) => {
    const [where, params] = await scopeCondition(database, context.get('actor'));
    return context.json(await loadCards(database, where, params));
  });

  app.get('/api/Card/Store/:id', async (context) => {
    const storeId = pathId(context, 'id');
    await assertStore(database, context.get('actor'), storeId);
    return context.json(await loadCards(database, 'store_id = $1', [storeId]));
  });

  app.get('/api/Card/:id', async (context) => {
    const card = await cardOrThrow(database, context.get('actor'), pathId(context, 'id'));
    context.header('ETag', entityTag(card.version));
    return context.json(card);
  });

  // The card as a PNG: whoever may read the card may have its image. The tag names what it shows,
  // so a browser asks again (no-cache) and is answered 304 while the drawing is the same.
  const images = new CardImageCache(100);
  app.get('/api/Card/:id/Image', async (context) => {
    const id = pathId(context, 'id');
    const { width, side } = cardImageQuery(context);
    const card = await cardOrThrow(database, context.get('actor'), id);
    const svg = await cardSvg(card, width, side);
    const tag = cardImageTag(svg);
    context.header('ETag', tag);
    context.header('Cache-Control', 'private, no-cache');
    if (matchesTag(context.req.header('If-None-Match'), tag)) return context.body(null, 304);
    const png = await images.get(tag, () => drawPng(svg, width));
    return context.body(png, 200, { 'Content-Type': 'image/png' });
  });

  app.post('/api/Card', async (context) => {
    const actor = context.get('actor');
    requireAdministrator(actor);
    const card = validate(zCreateCardBody, await readJson(context), 'body');
    assertRewardsFit(card.configuration);
    const { storeId, businessId } = await placement(database, actor, card);
    const values = defaults(card);
    const created = await database.transaction(async (transaction) => {
      const [row] = await transaction.query<{ id: number }>(
        `INSERT INTO cards (store_id, business_id, name, description, stamps, active, configuration)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING loyalty_card_id::int AS id`,
        [
          storeId,
          businessId,
          values.name,
          values.description,
          values.stamps,
          values.active,
          JSON.stringify(uprightConfiguration(card.configuration)),
        ],
      );
      const after = await cardOrThrow(transaction, actor, (row as { id: number }).id);
      await recordHistory(transaction, actor, { action: 'card.create', ...cardPlace(after), after });
      return after;
    });
    context.header('ETag', entityTag(created.version));
    return context.json(created, 201);
  });

  // What saving a change would do to the card's holders: a read (nothing is saved, nothing recorded),
  // sent as POST for its body, which is PATCH's, checked and refused as PATCH refuses it; the card
  // must be one the actor may change, as for PATCH (but no If-Match: nothing is written).
  app.post('/api/Card/Impact', async (context) => {
    const actor = context.get('actor');
    const card = validate(zGetCardChangeImpactBody, await readJson(context), 'body');
    assertRewardsFit(card.configuration);
    const before = await cardOrThrow(database, actor, card.loyaltyCardID);
    await placement(database, actor, card);
    return context.json(await countImpact(database, card.loyaltyCardID, cardTerms(before), cardTerms(card)));
  });

  app.patch('/api/Card', async (context) => {
    const actor = context.get('actor');
    const card = validate(zUpdateCardBody, await readJson(context), 'body');
    assertRewardsFit(card.configuration);
    await cardOrThrow(database, actor, card.loyaltyCardID);
    const versions = ifMatchVersions(context);
    const { storeId, businessId } = await placement(database, actor, card);
    const values = defaults(card);
    const saved = await database.transaction(async (transaction) => {
      const before = await cardOrThrow(transaction, actor, card.loyaltyCardID);
      // Only on top of the version the client read: a card changed since is someone else's change.
      const updated = await transaction.query(
        `UPDATE cards SET store_id = $2, business_id = $3, name = $4, description = $5, stamps = $6, active = $7, configuration = $8
        WHERE loyalty_card_id = $1 AND ($9::int[] IS NULL OR version = ANY($9::int[])) RETURNING 1`,
        [
          card.loyaltyCardID,
          storeId,
          businessId,
          values.name,
          values.description,
          values.stamps,
          values.active,
          JSON.stringify(uprightConfiguration(card.configuration)),
          versions === 'any' ? null : versions,
        ],
      );
      if (updated.length === 0) throw new HttpError(412, [changedSinceReadMessage]);
      const after = await cardOrThrow(transaction, actor, card.loyaltyCardID);
      // The holders as the change finds them, counted before it applies to them: what the impact
      // asked before saving told, and what history records of a change that affects them.
      const impact = await countImpact(transaction, card.loyaltyCardID, cardTerms(before), cardTerms(after));
      if (impact.completing > 0) await completeHolders(transaction, card.loyaltyCardID, cardTerms(after));
      await recordHistory(transaction, actor, {
        action: 'card.update',
        ...cardPlace(after),
        before,
        after,
        ...(affectsHolders(impact) ? { details: { impact } } : {}),
      });
      return after;
    });
    context.header('ETag', entityTag(saved.version));
    return context.json(saved);
  });

  // What deleting the card would end, asked as the deletion is: a card the actor may see (else 404),
  // by an administrator (else 403).
  app.get('/api/Card/:id/Impact', async (context) => {
    const actor = context.get('actor');
    const id = pathId(context, 'id');
    const card = await cardOrThrow(database, actor, id);
    requireAdministrator(actor);
    return context.json(await countImpact(database, id, cardTerms(card), null));
  });

  app.delete('/api/Card/:id', async (context) => {
    const actor = context.get('actor');
    const id = pathId(context, 'id');
    await cardOrThrow(database, actor, id);
    requireAdministrator(actor);
    await database.transaction(async (transaction) => {
      const before = await cardOrThrow(transaction, actor, id);
      // Every holder's progress and unredeemed rewards end with the card (ON DELETE CASCADE).
      const impact = await countImpact(transaction, id, cardTerms(before), null);
      await transaction.query('DELETE FROM cards WHERE loyalty_card_id = $1', [id]);
      await recordHistory(transaction, actor, {
        action: 'card.delete',
        ...cardPlace(before),
        before,
        details: { impact },
      });
    });
    return context.body(null, 204);
  });
}
