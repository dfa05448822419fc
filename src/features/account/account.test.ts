import { describe, expect, it } from 'vitest';
import { PassportSchema, SignupSchema } from '../../shared/validation';
import { chooseAccountView } from './account-views';
import { currentSection, signInPath } from './dashboard-nav';
import { fieldErrors } from '../../lib/validation/field-errors';
import { checkPicture } from './profile-image';

describe('fieldErrors', () => {
  it('keys the first message by dot path with the spec texts', () => {
    const errors = fieldErrors(SignupSchema, {
      title: null,
      firstName: 'J0hn',
      lastName: '',
      email: 'nope',
      newPassword: 'Abcdefgh1234!x',
      confirmPassword: 'other',
    });
    expect(errors).toMatchObject({
      firstName: 'First name must contain only letters (A-Z, a-z) and spaces',
      lastName: 'This field is required',
      email: 'This field must be a valid email',
    });
  });

  it('reports the password mismatch on the confirmation', () => {
    const errors = fieldErrors(SignupSchema, {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      newPassword: 'Abcdefgh1234!x',
      confirmPassword: 'Abcdefgh1234!y',
    });
    expect(errors).toEqual({ confirmPassword: "New password and confirm password don't match" });
  });

  it('remaps a group issue to the input that shows it', () => {
    const errors = fieldErrors(
      PassportSchema,
      { passportNumber: 'PA1234567', countryOfIssue: '', dateOfIssue: '', dateOfExpiry: '' },
      { countryOfIssue: 'country' },
    );
    expect(errors).toEqual({
      country: 'Country of issue is required',
      dateOfExpiry: 'Date of expiry is required',
    });
  });

  it('is undefined for valid input', () => {
    expect(
      fieldErrors(PassportSchema, {
        passportNumber: 'PA1234567',
        countryOfIssue: 'AU',
        dateOfIssue: '',
        dateOfExpiry: '2031-01-01',
      }),
    ).toBeUndefined();
  });
});

describe('checkPicture', () => {
  it.each([
    [{ name: 'me.jpg', type: 'image/jpeg', size: 1000 }, null],
    [{ name: 'me.gif', type: 'image/gif', size: 1000 }, null],
    [{ name: 'me.webp', type: 'image/webp', size: 1000 }, 'format'],
    [{ name: 'me.png', type: 'image/png', size: 2 * 1024 * 1024 + 1 }, 'size'],
    [{ name: 'me.pdf', type: '', size: 10 }, 'format'],
  ])('%o -> %s', (file, problem) => {
    expect(checkPicture(file)).toBe(problem);
  });
});

describe('dashboard nav', () => {
  it('finds the section of a path', () => {
    expect(currentSection('/dashboard/settings/')?.key).toBe('settings');
    expect(currentSection('/dashboard')?.tabs).toEqual(['UpcomingTrips', 'PreviousTrips']);
    expect(currentSection('/dashboard/ctg-backend')).toBeUndefined();
  });
  it('sends guests to sign in and back', () => {
    expect(signInPath('/dashboard/settings', '?tab=1')).toBe(
      '/account?returnUrl=%2Fdashboard%2Fsettings%3Ftab%3D1',
    );
  });
});

describe('chooseAccountView', () => {
  const view = (query: string, extra: Partial<Parameters<typeof chooseAccountView>[0]> = {}) =>
    chooseAccountView({
      signedIn: false,
      hasChallenge: false,
      hasResetEmail: false,
      params: new URLSearchParams(query),
      ...extra,
    });
  it.each([
    ['', 'login'],
    ['view=signup', 'signup'],
    ['view=forgot', 'forgot'],
    ['view=reset', 'forgot'],
    ['step=code', 'login'],
    ['confirmEmail=abc', 'confirm-email'],
  ])('%s -> %s', (query, expected) => {
    expect(view(query)).toBe(expected);
  });
  it('needs the pending state for the code and reset steps', () => {
    expect(view('step=code', { hasChallenge: true })).toBe('code');
    expect(view('view=reset', { hasResetEmail: true })).toBe('reset');
  });
  it('shows signed-in travellers the set-up password view only when asked', () => {
    expect(view('view=signup', { signedIn: true })).toBe('signed-in');
    expect(view('view=setup-password', { signedIn: true })).toBe('setup-password');
  });
});
