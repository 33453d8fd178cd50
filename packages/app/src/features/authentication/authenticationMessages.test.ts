import { describe, expect, it } from 'vitest';
import { getLoginFailedMessage, signInErrorMessage } from './authenticationMessages';

describe('getLoginFailedMessage', () => {
  it('reads the message query parameter', () => {
    expect(getLoginFailedMessage('?message=There%20was%20an%20error%20signing%20in.')).toBe(signInErrorMessage);
    expect(getLoginFailedMessage('message=Token+expired')).toBe('Token expired');
    expect(getLoginFailedMessage(new URLSearchParams({ message: 'Denied' }))).toBe('Denied');
  });

  it('returns markup untouched, for the page to render as text', () => {
    const markup = '<img src=x onerror=alert(1)>';
    expect(getLoginFailedMessage(`?message=${encodeURIComponent(markup)}`)).toBe(markup);
  });

  it('returns null when there is no message and an empty string for an empty one', () => {
    expect(getLoginFailedMessage('')).toBeNull();
    expect(getLoginFailedMessage('?returnUrl=/')).toBeNull();
    expect(getLoginFailedMessage('?message=')).toBe('');
  });

  it('takes the first message when the parameter is repeated', () => {
    expect(getLoginFailedMessage('?message=first&message=second')).toBe('first');
  });
});
