/**
 * The signed-in visitor's profile from the Main API: the session middleware reads it on each page
 * navigation, and API routes that need it (preview in cmsRequest: is the visitor content staff?) read
 * it themselves.
 */
import * as v from 'valibot';
import { ApiError } from './envelope';
import { callService, type RequestScope } from './service-client';
import { readAccountToken } from './session';
import { ProfileSchema, type Profile } from '../../shared/contracts/profile';

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
    // Refused (the session ended) counts as signed out. Anything else is for the caller to handle.
    if (error instanceof ApiError && error.signedOut) return null;
    throw error;
  }
}
