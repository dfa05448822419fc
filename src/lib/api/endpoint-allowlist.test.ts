import { describe, expect, it } from 'vitest';
import { BOOKING_PASS_THROUGH, MAIN_PASS_THROUGH } from './endpoint-allowlist';

// Names that say the call changes something. A GET can be set off by a link or an <img> on any page,
// which the cross-site guard (safe methods pass) and SameSite=Lax cookies do not stop.
const CHANGES_STATE = /\/(Unlink|Link|Update|Delete|Add|Remove|Set|Create|Cancel)[A-Z]/;

describe('the BFF allowlist', () => {
  it.each(
    Object.entries({ ...MAIN_PASS_THROUGH, ...BOOKING_PASS_THROUGH }).filter(([path]) =>
      CHANGES_STATE.test(path),
    ),
  )('%s is POST only', (_, method) => {
    expect(method).toBe('POST');
  });
});
