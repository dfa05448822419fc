import { describe, expect, it } from 'vitest';
import {
  decodePublicToken,
  encodePublicToken,
  isSessionActive,
  needsPublicToken,
  publicTokenExpiry,
} from './token-rules';

const NOW = Date.parse('2026-11-21T10:00:00Z');

describe('public token rules', () => {
  it('expires 900 s before the server says', () => {
    expect(publicTokenExpiry(86_400, NOW)).toBe(NOW + (86_400 - 900) * 1000);
    expect(publicTokenExpiry(600, NOW)).toBe(NOW);
  });

  it.each([
    ['no token', null, true],
    ['an expired token', { token: 'abc', expiresAt: NOW - 1 }, true],
    ['an empty token', { token: '', expiresAt: NOW + 60_000 }, true],
    ['a valid token', { token: 'abc', expiresAt: NOW + 60_000 }, false],
  ])('with %s a new one is needed: %s', (_label, record, expected) => {
    expect(needsPublicToken(record, NOW)).toBe(expected);
  });

  it('round-trips through its cookie value and rejects garbage', () => {
    const record = { token: 'a.b.c', expiresAt: NOW };
    expect(decodePublicToken(encodePublicToken(record))).toEqual(record);
    expect(decodePublicToken('nonsense')).toBeNull();
    expect(decodePublicToken('|token')).toBeNull();
    expect(decodePublicToken(undefined)).toBeNull();
  });
});

describe('session rule', () => {
  it.each([
    [String(NOW + 1), true],
    [String(NOW), false],
    [String(NOW - 1000), false],
    [undefined, false],
    ['tomorrow', false],
  ])('profile expiry %j means signed in: %s', (cookie, expected) => {
    expect(isSessionActive(cookie, NOW)).toBe(expected);
  });
});
