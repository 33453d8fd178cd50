import { describe, expect, it } from 'vitest';
import { entityTag, ifMatch, isChangedSinceRead } from './concurrency';
import { ApiError, ApiNetworkError } from './errors';

describe('writes made on top of a newer version', () => {
  it('sends the version read as a strong entity tag in If-Match', () => {
    expect(entityTag(3)).toBe('"3"');
    expect(ifMatch({ version: 12 })).toEqual({ 'If-Match': '"12"' });
  });

  it('recognises a refused If-Match (412) from any write', () => {
    expect(isChangedSinceRead(new ApiError('updateUser', 412, { errors: ['Changed'] }))).toBe(true);
    expect(isChangedSinceRead(new ApiError('updateCard', 412, undefined))).toBe(true);
  });

  it("recognises a JSON patch's failed test (409), not another operation's 409", () => {
    expect(isChangedSinceRead(new ApiError('patchBusiness', 409, { errors: { '/name': ['Changed'] } }))).toBe(true);
    expect(isChangedSinceRead(new ApiError('patchBusinessStore', 409, undefined))).toBe(true);
    // An e-mail address already in use is a 409 of its own, not someone else's edit.
    expect(isChangedSinceRead(new ApiError('createUser', 409, { errors: { emailAddress: ['In use'] } }))).toBe(false);
  });

  it('is false for every other failure', () => {
    expect(isChangedSinceRead(new ApiError('patchBusiness', 400, undefined))).toBe(false);
    expect(isChangedSinceRead(new ApiNetworkError('updateUser', new TypeError('offline')))).toBe(false);
    expect(isChangedSinceRead(new Error('412'))).toBe(false);
  });
});
