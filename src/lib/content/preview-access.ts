/**
 * The signed-in visitor's profile for API routes, which (unlike page navigations) do not get it from
 * the session middleware. Used where preview is asked for, to check the visitor is content staff.
 */
import * as v from 'valibot';
import { ApiError } from '../api/envelope';
import { callService, type RequestScope } from '../api/service-client';
import { readAccountToken } from '../api/session';
import { ProfileSchema, type Profile } from '../contracts/profile';

/** The profile of the signed-in visitor; null when signed out, refused or unreadable. */
export async function readSignedInProfile(scope: RequestScope): Promise<Profile | null> {
  if (!readAccountToken(scope)) return null;
  try {
    const outcome = await callService<unknown>(scope, 'main', {
      path: '/Account/GetProfile',
      token: 'account',
    });
    if (outcome.kind !== 'ok') return null;
    const parsed = v.safeParse(ProfileSchema, outcome.data);
    return parsed.success ? parsed.output : null;
  } catch (error) {
    // Refused (the session ended) counts as signed out: no drafts. Anything else is the caller's 5xx.
    if (error instanceof ApiError && error.signedOut) return null;
    throw error;
  }
}
