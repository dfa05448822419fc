import { persistentAtom } from '@nanostores/persistent';
import { jsonCoding } from './profile-storage';

/**
 * $profileSignup: the sign-up form as typed so far, so a reload does not lose it (spec §3 "profile
 * signup data"). Never the password: those fields are not part of the type.
 */
export interface ProfileSignupDraft {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  marketingOptIn: boolean;
  /** Set once the account was created: the page then says "check your email" instead of the form. */
  submittedTo: string | null;
}

export const EMPTY_SIGNUP: ProfileSignupDraft = {
  title: '',
  firstName: '',
  lastName: '',
  email: '',
  marketingOptIn: false,
  submittedTo: null,
};

export const $profileSignup = persistentAtom<ProfileSignupDraft>('ctg_profile_signup', EMPTY_SIGNUP, jsonCoding);

/**
 * $profileAuth: where the traveller is in an account flow that spans pages (spec §3 "profile auth
 * data"): the email a reset code went to. Never a password, code or token (those stay in HttpOnly
 * cookies on the server).
 */
export interface ProfileAuthState {
  flow: 'none' | 'reset';
  email: string;
}

export const EMPTY_AUTH: ProfileAuthState = { flow: 'none', email: '' };

export const $profileAuth = persistentAtom<ProfileAuthState>('ctg_profile_auth', EMPTY_AUTH, jsonCoding);

/** Verbs. */
export function saveSignupDraft(draft: Omit<ProfileSignupDraft, 'submittedTo'>): void {
  $profileSignup.set({ ...draft, submittedTo: $profileSignup.get().submittedTo });
}

export function markSignupSubmitted(email: string): void {
  $profileSignup.set({ ...EMPTY_SIGNUP, submittedTo: email });
}

export function clearSignup(): void {
  $profileSignup.set(EMPTY_SIGNUP);
}

export function startResetFlow(email: string): void {
  $profileAuth.set({ flow: 'reset', email });
}

export function clearAuthFlow(): void {
  $profileAuth.set(EMPTY_AUTH);
}
