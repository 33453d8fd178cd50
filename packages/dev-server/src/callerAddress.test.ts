// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callerAddress } from './callerAddress.ts';

describe('the address a request counts against', () => {
  it('is the socket’s, whatever X-Forwarded-For claims, without a proxy in front', () => {
    expect(callerAddress('::ffff:203.0.113.7', '198.51.100.1', false)).toBe('203.0.113.7');
    expect(callerAddress(undefined, undefined, false)).toBe('unknown');
  });

  it('is the one the proxy appended last to X-Forwarded-For behind a proxy, never the client’s claims', () => {
    expect(callerAddress('10.0.0.2', '198.51.100.1, 203.0.113.7', true)).toBe('203.0.113.7');
    expect(callerAddress('10.0.0.2', '::ffff:203.0.113.8', true)).toBe('203.0.113.8');
    expect(callerAddress('10.0.0.2', undefined, true)).toBe('10.0.0.2');
  });
});
