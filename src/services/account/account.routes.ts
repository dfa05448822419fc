import { Hono } from 'hono';
import type { ServiceEnv } from '../http/app-factory';
import { failed, success } from '../http/envelope';
import { readClientIp } from '../http/client-ip';
import { RATE_LIMITED_MESSAGE } from '../http/rate-limit';
import { readJsonBody } from '../http/validate';
import { requireToken } from '../auth/require-token';
import type { Platform } from '../platform/platform';
import { AccountTokenRequestSchema, PublicTokenRequestSchema } from './account.schema';
import { getProfile, issuePublicToken, signInWithPassword, signOut } from './account.service';

/** Main API: tokens, the signed-in profile and sign-out. */
export function accountRoutes(platform: Platform) {
  const app = new Hono<ServiceEnv>();

  // Token endpoints answer in the OAuth 2.0 token-response shape ({access_token, token_type,
  // expires_in} or {error, error_description}), which is why clients read error_description first.
  app.post('/Login/publicToken', async (c) => {
    const { siteId } = await readJsonBody(c, PublicTokenRequestSchema);
    return c.json(await issuePublicToken(platform, siteId));
  });

  app.post('/Account/Token', async (c) => {
    const input = await readJsonBody(c, AccountTokenRequestSchema);
    const outcome = await signInWithPassword(platform, {
      username: input.username,
      password: input.password,
      siteId: input.siteId ?? 'web',
      clientIp: readClientIp(c),
    });
    switch (outcome.kind) {
      case 'signed-in':
        return c.json(outcome.token);
      case 'rate-limited':
        return c.json({ error: 'rate_limited', error_description: RATE_LIMITED_MESSAGE, loginStatus: 'FailedInvalid' }, 429);
      case 'not-active':
        return c.json(
          { error: 'invalid_grant', error_description: 'Your account is not active yet. Please confirm your email.', loginStatus: 'FailedNotActive' },
          400,
        );
      case 'invalid':
        return c.json({ error: 'invalid_grant', error_description: 'Invalid username password', loginStatus: 'FailedInvalid' }, 400);
    }
  });

  app.get('/Account/GetProfile', requireToken(platform, ['account']), async (c) => {
    const profile = await getProfile(platform, c.get('claims').sub);
    if (!profile) return failed(c, 401, 'Your session has ended. Please sign in again.');
    return success(c, profile);
  });

  app.post('/Login/Logout', requireToken(platform, ['account']), async (c) => {
    await signOut(platform, c.get('claims').sid);
    return success(c, null, 'Signed out');
  });

  return app;
}
