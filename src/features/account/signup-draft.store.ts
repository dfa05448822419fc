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

export const $profileSignup = persistentAtom<ProfileSignupDraft>(
  'ctg_profile_signup',
  EMPTY_SIGNUP,
  jsonCoding,
);

/**
 * $profileAuth: the pending sign-in step (spec §3 "profile auth data"): which step, and the masked
 * address the code went to. Never a password, code or token (those stay in HttpOnly cookies).
 */
export interface ProfileAuthState {
  flow: 'none' | 'code';
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
