// @vitest-environment node
/**
 * Every JSON operation of the contract, called through the generated client against a real
 * HTTP server on 127.0.0.1: the request's method, path, query, body and headers, and
 * the parsed result.
 */
import { describe, expect, it } from 'vitest';
import { cases } from './operations.cases';
import { client, serveOperations, server } from './operations.testing';

serveOperations();

describe('every operation', () => {
  it.each(cases)('$name sends $method $path and returns the parsed answer', async (testCase) => {
    server.reply(testCase.reply);
    const result = await testCase.call(client);

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe(testCase.method);
    expect(request?.path).toBe(testCase.path);
    expect(request?.query).toBe(testCase.query ?? '');
    expect(request?.body).toEqual(testCase.body);
    if (testCase.contentType) expect(request?.headers['content-type']).toBe(testCase.contentType);
    else expect(request?.headers['content-type']).toBeUndefined();
    expect(request?.headers.authorization).toBe('Bearer token-123');
    for (const [name, value] of Object.entries(testCase.headers ?? {})) {
      expect(request?.headers[name.toLowerCase()], name).toBe(value);
    }
    expect(result).toEqual('result' in testCase ? testCase.result : testCase.reply.body);
  });
});
