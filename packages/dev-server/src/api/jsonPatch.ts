/**
 * JSON Patch (RFC 6902) with RFC 6901 pointers: add, remove, replace, move, copy, test.
 * `applyPatch` works on a deep copy and is atomic: if any operation fails, it throws a
 * `PatchError` naming the operation and nothing is changed.
 */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export interface PatchOperation {
  op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test';
  path: string;
  value?: unknown;
  from?: string;
}

export class PatchError extends Error {
  /** Index of the failing operation in the patch. */
  readonly index: number;

  constructor(index: number, message: string) {
    super(`Operation ${index} (${message})`);
    this.index = index;
  }
}

type Container = JsonValue[] | Record<string, JsonValue>;

/** Splits a JSON pointer into unescaped tokens; '' is the whole document. */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`"${pointer}" is not a JSON pointer`);
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

function arrayIndex(array: JsonValue[], token: string, allowEnd: boolean): number {
  if (allowEnd && token === '-') return array.length;
  if (!/^(0|[1-9]\d*)$/.test(token)) throw new Error(`"${token}" is not an array index`);
  const index = Number(token);
  if (index > array.length || (!allowEnd && index === array.length)) throw new Error(`index ${index} is out of range`);
  return index;
}

function parentOf(document: JsonValue, tokens: string[]): { parent: Container; key: string } {
  let current: JsonValue = document;
  for (const token of tokens.slice(0, -1)) {
    if (!isContainer(current)) throw new Error(`the path does not exist`);
    const next: JsonValue | undefined = Array.isArray(current)
      ? current[arrayIndex(current, token, false)]
      : Object.hasOwn(current, token)
        ? current[token]
        : undefined;
    if (next === undefined) throw new Error(`the path does not exist`);
    current = next;
  }
  if (!isContainer(current)) throw new Error(`the path does not exist`);
  return { parent: current, key: tokens[tokens.length - 1] ?? '' };
}

function get(document: JsonValue, pointer: string): JsonValue {
  const tokens = parsePointer(pointer);
  if (tokens.length === 0) return document;
  const { parent, key } = parentOf(document, tokens);
  if (Array.isArray(parent)) return parent[arrayIndex(parent, key, false)] as JsonValue;
  if (!Object.hasOwn(parent, key)) throw new Error(`${pointer} does not exist`);
  return parent[key] as JsonValue;
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  if (isContainer(a) && isContainer(b) && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]))
    );
  }
  return false;
}

const clone = <T>(value: T): T => structuredClone(value);

function add(document: JsonValue, pointer: string, value: JsonValue): JsonValue {
  const tokens = parsePointer(pointer);
  if (tokens.length === 0) return value;
  const { parent, key } = parentOf(document, tokens);
  if (Array.isArray(parent)) parent.splice(arrayIndex(parent, key, true), 0, value);
  else parent[key] = value;
  return document;
}

function remove(document: JsonValue, pointer: string): JsonValue {
  const tokens = parsePointer(pointer);
  if (tokens.length === 0) throw new Error('the whole document cannot be removed');
  const { parent, key } = parentOf(document, tokens);
  if (Array.isArray(parent)) parent.splice(arrayIndex(parent, key, false), 1);
  else if (Object.hasOwn(parent, key)) Reflect.deleteProperty(parent, key);
  else throw new Error(`${pointer} does not exist`);
  return document;
}

/** Applies `operations` to a copy of `document` and returns the result. */
export function applyPatch<T>(document: T, operations: readonly PatchOperation[]): T {
  let result = clone(document) as JsonValue;
  operations.forEach((operation, index) => {
    try {
      const value = operation.value === undefined ? undefined : (clone(operation.value) as JsonValue);
      switch (operation.op) {
        case 'add':
          if (value === undefined) throw new Error('a value is required');
          result = add(result, operation.path, value);
          break;
        case 'remove':
          result = remove(result, operation.path);
          break;
        case 'replace':
          if (value === undefined) throw new Error('a value is required');
          get(result, operation.path);
          result = operation.path === '' ? value : add(remove(result, operation.path), operation.path, value);
          break;
        case 'move': {
          if (operation.from === undefined) throw new Error('"from" is required');
          if (operation.path.startsWith(`${operation.from}/`)) throw new Error('cannot move a value into itself');
          const moved = get(result, operation.from);
          result = add(remove(result, operation.from), operation.path, moved);
          break;
        }
        case 'copy':
          if (operation.from === undefined) throw new Error('"from" is required');
          result = add(result, operation.path, clone(get(result, operation.from)));
          break;
        case 'test':
          if (!deepEqual(get(result, operation.path), value ?? null)) {
            throw new Error(`the value at ${operation.path} is not the expected one`);
          }
          break;
        default:
          throw new Error(`unknown operation`);
      }
    } catch (error) {
      throw new PatchError(
        index,
        `${operation.op} ${operation.path}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });
  return result as T;
}
