// @vitest-environment node
/** The operation tests cover every operation of the contract, and the client exports each one. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as api from '../src/index';
import { cases } from './operations.cases';

describe('every operation', () => {
  it('covers every operation of the contract, each exported as a function', () => {
    const document = parse(readFileSync(new URL('../openapi/stampcard.yaml', import.meta.url), 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const operationIds = Object.values(document.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => (operation.operationId ? [operation.operationId] : [])),
    );
    // The operations answering a file are covered by operations-files.test.ts.
    const files = [
      'exportReport',
      'getCardImage',
      'exportHistory',
      'exportBusinessHistory',
      'exportBusinesses',
      'exportBusinessStaff',
      'exportBusinessStores',
      'exportUsers',
      'exportTags',
    ];
    const covered = new Set([...cases.map((testCase) => testCase.name), ...files]);
    expect(operationIds).toHaveLength(67);
    expect(operationIds.filter((name) => !covered.has(name))).toEqual([]);
    expect(operationIds.filter((name) => typeof (api as Record<string, unknown>)[name] !== 'function')).toEqual([]);
  });
});
