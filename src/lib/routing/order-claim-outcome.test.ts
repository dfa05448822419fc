import { describe, expect, it } from 'vitest';
import { ORDER_CLAIM_MESSAGES } from '../../shared/contracts/order-claim';
import { claimedTripPath, claimErrorOf, claimLandingPath, isClaimError } from './order-claim-outcome';
import { safeReturnPath } from '../../shared/content/safe-link';

const TOKEN = `ord_${'a'.repeat(24)}.${'0'.repeat(64)}`;

describe('the order claim landing', () => {
  it.each([
    [400, 'token: bad', 'bad-link'],
    [404, ORDER_CLAIM_MESSAGES.badLink, 'bad-link'],
    [403, ORDER_CLAIM_MESSAGES.notYourEmail, 'not-yours'],
    [403, ORDER_CLAIM_MESSAGES.unverified, 'unverified'],
    [409, ORDER_CLAIM_MESSAGES.otherAccount, 'other-account'],
    [500, 'boom', 'unavailable'],
  ])('reads %i "%s" as %s', (status, message, reason) => {
    expect(claimErrorOf(status, message)).toBe(reason);
  });

  it('goes back to the landing with a real token only', () => {
    expect(claimLandingPath(TOKEN, 'not-yours')).toBe(`/trips/claim?token=${TOKEN}&error=not-yours`);
    expect(claimLandingPath('//evil.example/x', 'bad-link')).toBe('/trips/claim?error=bad-link');
    expect(claimLandingPath(undefined)).toBe('/trips/claim');
  });

  it('goes to the trip for an order id, the dashboard for anything else', () => {
    expect(claimedTripPath(`ord_${'b'.repeat(24)}`)).toBe(`/dashboard/trips/ord_${'b'.repeat(24)}`);
    for (const odd of ['//evil.example', '../x', undefined, 42])
      expect(claimedTripPath(odd)).toBe('/dashboard');
  });

  it('every target passes the redirect guard unchanged', () => {
    const origin = 'https://site.example';
    for (const path of [claimLandingPath(TOKEN, 'unverified'), claimedTripPath(`ord_${'c'.repeat(24)}`)]) {
      expect(safeReturnPath(path, origin)).toBe(path);
    }
  });

  it('knows its reasons', () => {
    expect(isClaimError('other-account')).toBe(true);
    expect(isClaimError('<script>')).toBe(false);
    expect(isClaimError(null)).toBe(false);
  });
});
