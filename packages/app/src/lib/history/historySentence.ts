/**
 * A history entry in words: who did what to which entity, in one sentence ("Anna Lee changed the
 * stamps of the card Coffee Club from 10 to 8"), each changed field named as people say it, and
 * the time relative to now ("3 hours ago") with the exact time for a tooltip.
 */
import type { FieldChange, HistoryEntry } from '@stampcard/api-client';

/** What people call an entity type. */
const entityWords: Record<string, string> = {
  business: 'business',
  store: 'store',
  card: 'card',
  staff: 'staff member',
  tag: 'tag',
  user: 'user',
  report: 'report',
};

/** What people call a field, by its path or its last part; others are their last part in words. */
const fieldWords: Record<string, string> = {
  'configuration.totalNoOfStamps': 'stamps',
  stamps: 'stamps',
  'configuration.rewards': 'rewards',
  isLocked: 'lock',
  isSingleStore: 'kind',
  enabled: 'status',
  imageUrl: 'image',
  logoImageUrl: 'logo',
  logoEncodedString: 'logo',
  profileImage: 'photo',
  mainContact: 'manager',
  manager: 'manager',
  cityTown: 'town',
  postCode: 'postcode',
  address1: 'address',
  emailAddress: 'e-mail address',
  phoneNumber: 'phone number',
  tagReference: 'tag reference',
  firstName: 'first name',
};

/** A field's path as words: `configuration.totalNoOfStamps` → 'stamps', `address.cityTown` → 'town'. */
export function fieldName(path: string): string {
  const known = fieldWords[path];
  if (known !== undefined) return known;
  const last = path.split('.').at(-1) ?? path;
  return fieldWords[last] ?? last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** A value short enough to say in a sentence: a number, a yes/no, or text of up to 40 characters. */
function sayable(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' && value.trim() !== '' && value.length <= 40) return `‘${value.trim()}’`;
  return undefined;
}

/** Names joined as people list them: 'name', 'name and description', 'name, logo and description'. */
function listed(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/** The entity as the sentence names it: 'the card Coffee Club', or 'card 7' without a name. */
export function entityPhrase(entry: Pick<HistoryEntry, 'entity'>): string {
  const word = entityWords[entry.entity.type] ?? entry.entity.type;
  const name = entry.entity.name?.trim();
  return name ? `the ${word} ${name}` : `${word} ${entry.entity.id}`;
}

/** What was done to the fields of an update: one field with its values, or the fields' names. */
function changedPhrase(changes: readonly FieldChange[], entity: string): string {
  const names = [...new Set(changes.map((change) => fieldName(change.field)))];
  const [only] = changes;
  if (changes.length === 1 && only !== undefined) {
    const before = sayable(only.before);
    const after = sayable(only.after);
    const values = before !== undefined && after !== undefined ? ` from ${before} to ${after}` : '';
    return `changed the ${fieldName(only.field)} of ${entity}${values}`;
  }
  if (names.length === 0) return `saved ${entity} unchanged`;
  if (names.length > 3) return `changed ${names.length} fields of ${entity}`;
  return `changed the ${listed(names)} of ${entity}`;
}

/** The staff member a store's staff change names (recorded before or after). */
function staffMemberOf(changes: readonly FieldChange[]): string {
  const [change] = changes;
  const name = change?.after ?? change?.before;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : 'a staff member';
}

/** The entry in one sentence, its actor first. */
export function historySentence(entry: HistoryEntry): string {
  const who = entry.actor.name.trim() || 'Someone';
  const entity = entityPhrase(entry);
  const operation = entry.action.slice(entry.action.indexOf('.') + 1);
  const details = entry.details ?? {};
  switch (operation) {
    case 'create':
      return `${who} created ${entity}`;
    case 'delete':
      return `${who} deleted ${entity}`;
    case 'lock':
      return `${who} locked ${entity}`;
    case 'unlock':
      return `${who} unlocked ${entity}`;
    case 'enable':
      return `${who} enabled ${entity}`;
    case 'disable':
      return `${who} disabled ${entity}`;
    case 'convert':
      return `${who} converted ${entity} to multi-store`;
    case 'staff.add':
      return `${who} added ${staffMemberOf(entry.changes)} to the staff of ${entity}`;
    case 'staff.remove':
      return `${who} removed ${staffMemberOf(entry.changes)} from the staff of ${entity}`;
    case 'resetpassword':
      return `${who} sent ${entity} a password reset`;
    case 'export': {
      const format = typeof details.format === 'string' ? ` as ${details.format}` : '';
      return `${who} exported ${entity}${format}`;
    }
    case 'update':
      return `${who} ${changedPhrase(entry.changes, entity)}`;
    default:
      return `${who} did ${entry.action} on ${entity}`;
  }
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const relative = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
const exact = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** When an entry was made, relative to `now` ('3 hours ago', 'yesterday'), and exactly (UTC). */
export function historyTime(occurredAt: string, now: Date): { relative: string; exact: string } {
  const time = new Date(occurredAt);
  const elapsed = time.getTime() - now.getTime();
  const [unit, size] = units.find(([, length]) => Math.abs(elapsed) >= length) ?? ['minute', 60_000];
  return {
    relative: Math.abs(elapsed) < 60_000 ? 'just now' : relative.format(Math.round(elapsed / size), unit),
    exact: `${exact.format(time)} UTC`,
  };
}

/** A count in the details of an entry, when it is one. */
function countOf(record: Record<string, unknown>, key: string): number | undefined {
  const value = record[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

const customersWord = (count: number) => (count === 1 ? '1 customer' : `${String(count)} customers`);
const rewardsWord = (count: number) => (count === 1 ? '1 reward' : `${String(count)} rewards`);

/**
 * What a card's change or deletion did to its holders, from the counts its entry recorded
 * (`details.impact`): "214 customers held the card; 31 completed it at once." Nothing when the
 * entry has no counts, or counts of another shape.
 */
export function impactSentence(entry: Pick<HistoryEntry, 'action' | 'details'>): string | undefined {
  const impact = entry.details?.impact;
  if (typeof impact !== 'object' || impact === null || Array.isArray(impact)) return undefined;
  const counts = impact as Record<string, unknown>;
  const holders = countOf(counts, 'holders');
  const inProgress = countOf(counts, 'inProgress');
  const completing = countOf(counts, 'completing');
  const unredeemed = countOf(counts, 'unredeemedRewards');
  if (holders === undefined || inProgress === undefined || completing === undefined || unredeemed === undefined) {
    return undefined;
  }
  const held = `${customersWord(holders)} held the card`;
  if (entry.action === 'card.delete') {
    const lost = unredeemed === 0 ? '' : ` and ${rewardsWord(unredeemed)} not yet redeemed`;
    return `${held}; ${String(inProgress)} lost stamps in progress${lost}.`;
  }
  const completed = completing === 0 ? 'nobody completed it at once' : `${String(completing)} completed it at once`;
  const valid = unredeemed === 0 ? '' : ` ${rewardsWord(unredeemed)} not yet redeemed stayed valid.`;
  return `${held}; ${completed}.${valid}`;
}
