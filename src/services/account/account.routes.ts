import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { ServiceEnv } from '../http/app-factory';
import { RequestRejected, failed, success } from '../http/envelope';
import { readClientIp } from '../http/client-ip';
import { parseInput, readJsonBody } from '../http/validate';
import { describeRoute } from '../http/openapi';
import { OAUTH_ERROR_SCHEMA, OAUTH_TOKEN_SCHEMA } from '../http/openapi-schemas';
import { LoginStepSchema, SignedInSchema } from '../../shared/contracts/account';
import { ProfileSchema } from '../../shared/contracts/profile';
import { requireToken } from '../auth/require-token';
import type { Platform } from '../platform/platform';
import { LoginSchema, Send2FASchema, Verify2FASchema } from '../../shared/validation/account-forms';
import { checkPassword } from '../security/password-strength';
import { LIMITS, enforceLimits } from '../security/rate-limits';
import {
  AccountTokenRequestSchema,
  AccountTokenTwoFactorSchema,
  CheckPasswordQuerySchema,
  JwtLoginSchema,
  PublicTokenRequestSchema,
} from './account.schema';
import { getProfile, issuePublicToken, signOut } from './account.service';
import { LOGIN_MESSAGES, passwordStep, sendChallengeCode, verifyChallengeCode } from './login.service';
import { DEVICE_TOKEN_HEADER } from '../security/device-trust';
import {
  loginJwtLogin,
  loginSend2FA,
  loginToken,
  loginVerify2FA,
  utilCheckPassword,
} from '../../shared/contracts/endpoints-main';
import { serveEndpoint } from '../http/endpoint-routes';

const DEFAULT_SITE = 'web';

const PASSWORD_CHECK_SCHEMA = {
  type: 'object',
  properties: {
    isValid: { type: 'boolean' },
    message: { type: 'string' },
    score: { type: 'integer', minimum: 0, maximum: 4 },
    suggestions: { type: 'array', items: { type: 'string' } },
  },
  required: ['isValid', 'message', 'score', 'suggestions'],
};

/**
 * Main API: tokens, the sign-in steps, the signed-in profile, sign-out and the password check. The
 * sign-up, recovery, profile, social and dev-outbox routers are mounted beside this one in app.ts, so
 * those folders use the account store without account importing them back. The sign-in state machine is described in login.service.ts and docs/accounts-api.md.
 */
export function accountRoutes(platform: Platform) {
  const app = new Hono<ServiceEnv>();

  /** The password step of every sign-in route, with the caller's address and trusted-device token. */
  const startSignIn = (
    c: Context<ServiceEnv>,
    input: { username: string; password: string; siteId?: string | undefined },
  ) =>
    passwordStep(platform, {
      username: input.username,
      password: input.password,
      siteId: input.siteId ?? DEFAULT_SITE,
      clientIp: readClientIp(c),
      deviceToken: c.req.header(DEVICE_TOKEN_HEADER),
    });

  // Token endpoints answer in the OAuth 2.0 token-response shape ({access_token, token_type,
  // expires_in} or {error, error_description}), which is why clients read error_description first.
  const publicTokenDoc = describeRoute({
    summary: 'Issue a guest (public) token',
    body: PublicTokenRequestSchema,
    raw: { 200: OAUTH_TOKEN_SCHEMA },
  });
  app.post('/Login/publicToken', publicTokenDoc, async (c) => {
    const { siteId } = await readJsonBody(c, PublicTokenRequestSchema);
    return c.json(await issuePublicToken(platform, siteId));
  });

  // /Account/Token never bypasses two-factor authentication: the password grant answers the pending
  // sign-in (loginStatus + loginToken, the code is emailed) and only the two_factor grant, with the
  // emailed code, answers an access token. Same rules and limits as /Login/Token + /Login/Verify2FA.
  const accountTokenDoc = describeRoute({
    summary:
      'OAuth-style sign-in: password grant (answers the pending two-factor step), then two_factor grant',
    body: v.union([AccountTokenRequestSchema, AccountTokenTwoFactorSchema]),
    raw: {
      200: { anyOf: [OAUTH_TOKEN_SCHEMA, { type: 'object' }] },
      400: OAUTH_ERROR_SCHEMA,
      429: OAUTH_ERROR_SCHEMA,
    },
  });
  app.post('/Account/Token', accountTokenDoc, async (c) => {
    const oauthError = (status: 400 | 429, description: string, loginStatus?: string) =>
      c.json(
        {
          error: status === 429 ? 'rate_limited' : 'invalid_grant',
          error_description: description,
          ...(loginStatus ? { loginStatus } : {}),
        },
        status,
      );
    try {
      const raw = await readJsonBody(c, v.looseObject({ grant_type: v.optional(v.string()) }));
      if (raw.grant_type === 'two_factor') {
        const input = parseInput(AccountTokenTwoFactorSchema, raw);
        return c.json(
          await verifyChallengeCode(platform, {
            loginToken: input.loginToken,
            code: input.code,
            clientIp: readClientIp(c),
          }),
        );
      }
      const outcome = await startSignIn(c, parseInput(AccountTokenRequestSchema, raw));
      switch (outcome.kind) {
        case 'challenge':
          return c.json(outcome.step);
        case 'not-active':
          return c.json(
            { error: 'invalid_grant', error_description: LOGIN_MESSAGES.notActive, ...outcome.step },
            400,
          );
        case 'invalid':
          return oauthError(400, LOGIN_MESSAGES.invalid, 'FailedInvalid');
      }
    } catch (error) {
      if (error instanceof RequestRejected) {
        if (error.statusCode === 429) return oauthError(429, error.message, 'FailedInvalid');
        return c.json({ error: 'invalid_request', error_description: error.message }, error.statusCode);
      }
      throw error;
    }
  });

  const passwordStepRoute =
    (schema: typeof LoginSchema | typeof JwtLoginSchema) => async (c: Context<ServiceEnv>) => {
      const outcome = await startSignIn(c, await readJsonBody(c, schema));
      switch (outcome.kind) {
        case 'challenge':
          return success(c, outcome.step, 'We have emailed you a verification code');
        case 'not-active':
          // FailedNotActive hands its data (the loginToken of the LoginNotActive flow) back to the
          // caller, which offers to send the one-time code that confirms the email.
          return failed(c, 403, LOGIN_MESSAGES.notActive, outcome.step);
        case 'invalid':
          return failed(c, 400, LOGIN_MESSAGES.invalid, { loginStatus: 'FailedInvalid' });
      }
    };
  const passwordStepDoc = (summary: string, body: typeof LoginSchema | typeof JwtLoginSchema) =>
    describeRoute({ summary, body, data: LoginStepSchema, errors: [403] });
  serveEndpoint(
    app,
    loginToken,
    passwordStepDoc('Password step of sign-in (emails the two-factor code)', LoginSchema),
    passwordStepRoute(LoginSchema),
  );
  serveEndpoint(
    app,
    loginJwtLogin,
    passwordStepDoc('Password step of sign-in, email accepted as username', JwtLoginSchema),
    passwordStepRoute(JwtLoginSchema),
  );

  const send2faDoc = describeRoute({
    summary: 'Email a new two-factor code',
    body: Send2FASchema,
    data: { type: 'object', required: ['codeExpiresIn', 'maskedEmail', 'flowType'] },
  });
  serveEndpoint(app, loginSend2FA, send2faDoc, async (c) => {
    const { loginToken } = await readJsonBody(c, Send2FASchema);
    return success(
      c,
      await sendChallengeCode(platform, loginToken, readClientIp(c)),
      'We have emailed you a verification code',
    );
  });

  const verify2faDoc = describeRoute({
    summary: 'Complete sign-in with the emailed code',
    body: Verify2FASchema,
    data: SignedInSchema,
  });
  serveEndpoint(app, loginVerify2FA, verify2faDoc, async (c) => {
    const input = await readJsonBody(c, Verify2FASchema);
    const signedIn = await verifyChallengeCode(platform, { ...input, clientIp: readClientIp(c) });
    return success(c, signedIn, 'Signed in');
  });

  const profileDoc = describeRoute({
    summary: 'The signed-in profile',
    auth: ['account'],
    data: ProfileSchema,
  });
  app.get('/Account/GetProfile', profileDoc, requireToken(platform, ['account']), async (c) => {
    const profile = await getProfile(platform, c.get('claims').sub);
    if (!profile) return failed(c, 401, 'Your session has ended. Please sign in again.');
    return success(c, profile);
  });

  const logoutDoc = describeRoute({
    summary: 'Sign out (revokes the session)',
    auth: ['account'],
    data: { type: 'null' },
  });
  app.post('/Login/Logout', logoutDoc, requireToken(platform, ['account']), async (c) => {
    const claims = c.get('claims');
    await signOut(platform, claims.sub, claims.sid, readClientIp(c));
    return success(c, null, 'Signed out');
  });

  // Spec §5: the password check returns its result as is, outside the envelope, so the form can show
  // the message without the client's Success rule turning it into an error.
  const checkPasswordDoc = describeRoute({
    summary: 'Password strength check (answered outside the envelope)',
    query: CheckPasswordQuerySchema,
    raw: { 200: PASSWORD_CHECK_SCHEMA, 400: PASSWORD_CHECK_SCHEMA },
  });
  serveEndpoint(app, utilCheckPassword, checkPasswordDoc, async (c) => {
    await enforceLimits(platform, [[LIMITS.checkPasswordPerIp, readClientIp(c)]]);
    const parsed = v.safeParse(CheckPasswordQuerySchema, c.req.query());
    if (!parsed.success)
      return c.json({ isValid: false, message: parsed.issues[0].message, score: 0, suggestions: [] }, 400);
    const { password, email, firstName, lastName } = parsed.output;
    return c.json(
      checkPassword(password, [email ?? '', email?.split('@')[0] ?? '', firstName ?? '', lastName ?? '']),
    );
  });

  return app;
}
