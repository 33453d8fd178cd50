/**
 * What the app does when a save is refused because what it changes changed on the server since
 * it was read (another person, or another tab): it reads the current version and, for the
 * fields both changed, asks the user whether to apply their change on top of it or to take it
 * (`useMutation`'s `conflict`). Fields only the other person changed are kept as they are now, and
 * a change that touches none of theirs goes on top without asking: nobody's change is lost.
 */
import type { StampcardClient } from '@stampcard/api-client';
import type { ConflictField } from '@stampcard/ui/ConflictPrompt';
import { applyJsonPatch, jsonEqual, jsonPatchDiff, valueAt } from './jsonPatch';

export type { ConflictField };

/** How a mutation settles a save refused as made on an older version (a 412, a failed patch `test`). */
export interface EditConflictDefinition<TVariables, TResult> {
  /** Reads what the server has now. */
  read: (api: StampcardClient, variables: TVariables) => Promise<TResult>;
  /** The fields the user changed that someone else changed too; none: the user's change goes on top. */
  fields: (current: TResult, variables: TVariables) => readonly ConflictField[];
  /** What makes the user's change on top of `current`, for the next attempt. */
  rebase: (current: TResult, variables: TVariables) => TVariables;
}

/** The object form of JSON an edit compares. */
type JsonObject = Readonly<Record<string, unknown>>;

/** An edit: the fields as read, and as the user wants them. */
export interface Edit<T extends JsonObject> {
  readonly before: T;
  readonly after: T;
}

/** A field of an edit as a conflict shows it: where it is, its name, its values as text. */
export interface FieldDefinition {
  /** Its JSON pointer in the edited object, e.g. `/name`, `/address`: the field is compared whole. */
  readonly path: string;
  /** Its name as its form says it, e.g. "Business name". */
  readonly label: string;
  /** A value as text. @default valueText */
  readonly text?: (value: unknown) => string;
}
/** The text of an empty value in a conflict. */
export const emptyValueText = 'Empty';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A value as a conflict shows it: text as it is, an image (a data URL) as 'An image', a list by its
 * items, blank as 'Empty'.
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return emptyValueText;
  if (typeof value === 'string') {
    if (value.trim() === '') return emptyValueText;
    return value.startsWith('data:image/') ? 'An image' : value;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? emptyValueText : value.map(valueText).join(', ');
  if (isRecord(value)) {
    const named = value.name ?? value.label;
    if (typeof named === 'string') return valueText(named);
    const parts = Object.values(value).filter((part) => part !== null && part !== undefined && part !== '');
    return parts.length === 0 ? emptyValueText : parts.map(valueText).join(', ');
  }
  return emptyValueText;
}

/** A JSON pointer's last name as words: `/configuration/stampIconColour` is 'Stamp icon colour'. */
function pathLabel(path: string): string {
  const name = path.split('/').pop() ?? path;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isWithin = (path: string, field: string) => path === field || path.startsWith(`${field}/`);

/**
 * The fields of `edit` that someone else changed in `current` too: each field the user changed
 * whose value now differs from the one they read, named and shown as `fields` say, in their
 * order. A changed value no definition covers is still shown, named after its path, so no
 * overlap goes on top unasked.
 */
export function conflictingFields<T extends JsonObject>(
  edit: Edit<T>,
  current: T,
  fields: readonly FieldDefinition[],
): ConflictField[] {
  const changedPaths = jsonPatchDiff(edit.before, edit.after).map((operation) => operation.path);
  const uncovered = changedPaths
    .filter((path) => !fields.some((field) => isWithin(path, field.path)))
    .map((path): FieldDefinition => ({ path, label: pathLabel(path) }));
  return [...fields, ...uncovered].flatMap(({ path, label, text = valueText }) => {
    const read = valueAt(edit.before, path) ?? null;
    const mine = valueAt(edit.after, path) ?? null;
    const now = valueAt(current, path) ?? null;
    // Changed by one of them only, or by both to the same value: nothing to choose.
    if (jsonEqual(mine, read) || jsonEqual(now, read) || jsonEqual(now, mine)) return [];
    return [{ label, current: text(now), mine: text(mine) }];
  });
}

/** The edit that makes the user's change on top of `current`: from it, with their changes applied. */
export function rebaseEdit<T extends JsonObject>(edit: Edit<T>, current: T): Edit<T> {
  return { before: current, after: applyJsonPatch(current, jsonPatchDiff(edit.before, edit.after)) };
}
