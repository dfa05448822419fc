import { describe, expect, it } from 'vitest';
import { isWrongCurrentPassword, UPDATE_PASSWORD_ERROR } from './password-answer';

describe('the password change answer (issue 12 "Form polish")', () => {
  it("reads the service's wrong-current-password answer as such", () => {
    // The service's text (profile.routes.test.ts asserts the same): the two must agree.
    expect(UPDATE_PASSWORD_ERROR).toBe('Error while updating password');
    expect(isWrongCurrentPassword({ ok: false, status: 400, message: UPDATE_PASSWORD_ERROR })).toBe(true);
  });

  it('leaves other failures to their own message', () => {
    expect(isWrongCurrentPassword({ ok: false, status: 429, message: 'Too many attempts' })).toBe(false);
    expect(
      isWrongCurrentPassword({
        ok: false,
        status: 400,
        message: 'Your password is considered to be insecure. Please try another password.',
      }),
    ).toBe(false);
    expect(isWrongCurrentPassword({ ok: true, status: 200, message: 'Your password has been updated' })).toBe(
      false,
    );
  });
});
