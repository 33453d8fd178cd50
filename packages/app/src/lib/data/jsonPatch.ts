/**
 * The JSON-patch body of an update (spec B 4: "Changes are sent as JSON-patch style operations
 * derived from the difference between the old and new object"): business, staff and store
 * updates send `jsonPatchDiff(before, after)`, and an empty difference means nothing to send
 * ('No changes to apply.').
 */

/** A JSON-patch operation (RFC 6902) as the API takes it. */
export interface JsonPatchOperation {
  readonly op: 'add' | 'remove' | 'replace';
  /** A JSON pointer (RFC 6901), e.g. `/address/cityTown`. */
  readonly path: string;
  readonly value?: unknown;
}

/** The object form of JSON: what a patch compares. */
type JsonObject = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A pointer token: `~` and `/` escaped (RFC 6901). */
const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Whether two JSON values are equal (objects key by key, arrays item by item). */
export function jsonEqual(first: unknown, second: unknown): boolean {
  if (first === second) return true;
  if (Array.isArray(first) && Array.isArray(second)) {
    return first.length === second.length && first.every((item, index) => jsonEqual(item, second[index]));
  }
  if (isObject(first) && isObject(second)) {
    const keys = Object.keys(first).filter((key) => first[key] !== undefined);
    const otherKeys = Object.keys(second).filter((key) => second[key] !== undefined);
    return keys.length === otherKeys.length && keys.every((key) => jsonEqual(first[key], second[key]));
  }
  return false;
}

function diff(before: JsonObject, after: JsonObject, prefix: string, operations: JsonPatchOperation[]): void {
  for (const key of Object.keys(before)) {
    if (before[key] !== undefined && after[key] === undefined) {
      operations.push({ op: 'remove', path: `${prefix}/${token(key)}` });
    }
  }
  for (const key of Object.keys(after)) {
    const value = after[key];
    if (value === undefined) continue;
    const path = `${prefix}/${token(key)}`;
    const old = before[key];
    if (old === undefined) operations.push({ op: 'add', path, value });
    else if (isObject(old) && isObject(value)) diff(old, value, path, operations);
    // A changed list is replaced whole: its items have no identity a patch could name safely.
    else if (!jsonEqual(old, value)) operations.push({ op: 'replace', path, value });
  }
}

/**
 * The operations that turn `before` into `after`: `replace` for a changed value (a changed list
 * whole), `add` for a new property, `remove` for one now absent (`undefined`), nested objects
 * compared property by property; `[]` when they are equal. `null` is a value: a property set to
 * null is replaced with null, as clearing a field should be.
 */
export function jsonPatchDiff(before: JsonObject, after: JsonObject): JsonPatchOperation[] {
  const operations: JsonPatchOperation[] = [];
  diff(before, after, '', operations);
  return operations;
}
