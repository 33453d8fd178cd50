/**
 * The JSON-patch body of an update: changes are sent as JSON-patch operations derived from the
 * difference between the object as read and as the user left it. Business, staff and store
 * updates send `jsonPatchWithTests(before, after)`: each change is preceded by a `test` of the value
 * read, so a value someone else changed since is never overwritten unseen (the server refuses the
 * whole patch). An empty difference means nothing to send ('No changes to apply.').
 */

/** A JSON-patch operation (RFC 6902) as the API takes it. */
export interface JsonPatchOperation {
  readonly op: 'add' | 'remove' | 'replace' | 'test';
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

/** The value at a JSON pointer of `document` (`/address/cityTown`); undefined where there is none. */
export function valueAt(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  let current: unknown = document;
  for (const raw of pointer.slice(1).split('/')) {
    if (!isObject(current)) return undefined;
    current = current[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return current;
}

/**
 * `test` operations of a value read at `path`: an object property by property (what the page read
 * of it may be a part of what the server holds, such as a manager's ids of their whole summary),
 * anything else whole.
 */
function testsOf(path: string, value: unknown): JsonPatchOperation[] {
  if (!isObject(value)) return [{ op: 'test', path, value: value ?? null }];
  return Object.entries(value).flatMap(([key, item]) =>
    item === undefined ? [] : testsOf(`${path}/${token(key)}`, item),
  );
}

/**
 * `jsonPatchDiff` with each `replace` and `remove` preceded by `test`s of the value in `before`:
 * the server applies the patch only if every value it changes is still the one read. (An `add`
 * names a property `before` did not have: there is no value read to test.)
 */
export function jsonPatchWithTests(before: JsonObject, after: JsonObject): JsonPatchOperation[] {
  return jsonPatchDiff(before, after).flatMap((operation) =>
    operation.op === 'add' ? [operation] : [...testsOf(operation.path, valueAt(before, operation.path)), operation],
  );
}

/** `document` with the value at `pointer` set (or removed, for undefined), copied along the path. */
function withValue(document: JsonObject, tokens: readonly string[], value: unknown): JsonObject {
  const [first, ...rest] = tokens;
  if (first === undefined) return document;
  const next = rest.length === 0 ? value : withValue(isObject(document[first]) ? document[first] : {}, rest, value);
  const copy: Record<string, unknown> = { ...document };
  if (next === undefined) Reflect.deleteProperty(copy, first);
  else copy[first] = next;
  return copy;
}

/**
 * Applies `add`, `replace` and `remove` operations to a copy of `document` (`test`s are the
 * server's): what puts a user's change on top of a newer version of what they edited.
 */
export function applyJsonPatch<T extends JsonObject>(document: T, operations: readonly JsonPatchOperation[]): T {
  let result: JsonObject = document;
  for (const operation of operations) {
    if (operation.op === 'test') continue;
    const tokens = operation.path
      .slice(1)
      .split('/')
      .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'));
    result = withValue(result, tokens, operation.op === 'remove' ? undefined : operation.value);
  }
  return result as T;
}
