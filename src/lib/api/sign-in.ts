import * as v from 'valibot';
import { ProfileSchema, type Profile } from '../contracts/profile';
import { siteConfig } from '../config';
import { ApiError } from './envelope';
import { callService, type RequestScope } from './service-client';
import { startAccountSession } from './session';

// A missing field reads as an empty one, so it gets the same message as a blank field.
const requiredText = (max: number) =>
  v.pipe(v.optional(v.string('This field is required'), ''), v.minLength(1, 'This field is required'), v.maxLength(max));

export const SignInSchema = v.object({
  username: v.pipe(requiredText(254), v.trim(), v.minLength(1, 'This field is required')),
  password: requiredText(1024),
});

export type SignInResult =
  | { kind: 'signed-in'; tokenType: string; tokenExpire: number; profile: Profile | null }
  | { kind: 'not-active'; data: unknown }
  | { kind: 'refused'; message: string; httpStatus: number };

interface TokenAnswer {
  access_token?: string;
  token_type?: string;
  expires_in?: number;
  loginStatus?: string;
}

/** Password sign-in through the Main API; on success the account session cookies are set. */
export async function signInWithPassword(
  scope: RequestScope,
  input: v.InferOutput<typeof SignInSchema>,
): Promise<SignInResult> {
  try {
    const outcome = await callService<TokenAnswer>(scope, 'main', {
      method: 'POST',
      path: '/Account/Token',
      body: { ...input, siteId: siteConfig.siteId },
      token: 'none',
    });
    if (outcome.kind !== 'ok') return { kind: 'refused', message: 'Unable to process your request', httpStatus: 502 };
    if (outcome.data.loginStatus === 'FailedNotActive') return { kind: 'not-active', data: outcome.data };
    const { access_token: token, expires_in: expiresIn, token_type: tokenType = 'Bearer' } = outcome.data;
    if (typeof token !== 'string' || typeof expiresIn !== 'number') {
      return { kind: 'refused', message: 'Unable to process your request', httpStatus: 502 };
    }
    const tokenExpire = startAccountSession(scope, token, expiresIn);
    const profileOutcome = await callService<unknown>(scope, 'main', { path: '/Account/GetProfile', token: 'account' });
    const parsed = profileOutcome.kind === 'ok' ? v.safeParse(ProfileSchema, profileOutcome.data) : undefined;
    return { kind: 'signed-in', tokenType, tokenExpire, profile: parsed?.success ? parsed.output : null };
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'refused', message: error.message, httpStatus: error.httpStatus };
    throw error;
  }
}
