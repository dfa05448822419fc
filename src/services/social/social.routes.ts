import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { SocialProvider } from '../../shared/contracts/account';
import type { Endpoint } from '../../shared/contracts/endpoint';
import {
  loginFacebookLogin,
  loginGoogleLogin,
  profileLinkFacebookAccount,
  profileLinkGoogleAccount,
  profileUnlinkFacebookAccount,
  profileUnlinkGoogleAccount,
} from '../../shared/contracts/endpoints-main';
import type { ServiceEnv } from '../http/app-factory';
import { RequestRejected, success } from '../http/envelope';
import { readClientIp } from '../http/client-ip';
import { readJsonBody } from '../http/validate';
import { serveEndpoint } from '../http/endpoint-routes';
import { describeRoute } from '../http/openapi';
import { requireToken } from '../auth/require-token';
import type { Platform } from '../platform/platform';
import { readToken } from '../auth/tokens';
import { LIMITS, enforceLimits } from '../security/rate-limits';
import { completeAuthorization, configuredProviders, startAuthorization } from './oidc';
import { SOCIAL_MESSAGES, linkIdentity, signInWithIdentity, unlinkProvider } from './social.service';

const secretText = v.pipe(v.string(), v.trim(), v.minLength(1, 'This field is required'), v.maxLength(2048));
/** No code: start a flow (the answer is the provider's URL). code + state: complete it. */
const SocialRequestSchema = v.object({
  code: v.optional(secretText),
  state: v.optional(secretText),
  siteId: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))),
});

/** Each provider's display name and its sign-in, link and unlink endpoints (the catalogue's entries). */
const PROVIDER_ENDPOINTS: Array<[SocialProvider, string, Record<'login' | 'link' | 'unlink', Endpoint>]> = [
  [
    'google',
    'Google',
    { login: loginGoogleLogin, link: profileLinkGoogleAccount, unlink: profileUnlinkGoogleAccount },
  ],
  [
    'facebook',
    'Facebook',
    { login: loginFacebookLogin, link: profileLinkFacebookAccount, unlink: profileUnlinkFacebookAccount },
  ],
];

function completion(input: v.InferOutput<typeof SocialRequestSchema>) {
  if (input.code === undefined && input.state === undefined) return undefined;
  if (!input.code || !input.state) throw new RequestRejected(400, 'code and state are both required');
  return { code: input.code, state: input.state };
}

export function socialRoutes(platform: Platform) {
  const app = new Hono<ServiceEnv>();
  const auth = requireToken(platform, ['account']);

  /** Which providers are configured, so the site hides the buttons of the others. */
  const providersDoc = describeRoute({
    summary: 'Which social sign-in providers are configured',
    data: {
      type: 'object',
      properties: { google: { type: 'boolean' }, facebook: { type: 'boolean' } },
      required: ['google', 'facebook'],
    },
  });
  app.get('/Login/SocialProviders', providersDoc, (c) => success(c, configuredProviders(platform)));

  for (const [provider, name, endpoints] of PROVIDER_ENDPOINTS) {
    // Sign-in needs no account token: the state, PKCE verifier and the verified id_token carry it.
    // 404: the provider is not configured; 502: the provider did not answer.
    const loginDoc = describeRoute({
      summary: `Sign in with ${name} (start, then complete with code and state)`,
      body: SocialRequestSchema,
      errors: [404, 409, 502],
    });
    serveEndpoint(app, endpoints.login, loginDoc, async (c) => {
      await enforceLimits(platform, [[LIMITS.socialPerIp, readClientIp(c)]]);
      const input = await readJsonBody(c, SocialRequestSchema);
      const siteId = input.siteId ?? (await siteOfCaller(platform, c)) ?? 'web';
      const done = completion(input);
      if (!done) {
        return success(
          c,
          await startAuthorization(platform, provider, { purpose: 'login', accountId: null, siteId }),
        );
      }
      const { pending, identity } = await completeAuthorization(platform, provider, done);
      if (pending.purpose !== 'login')
        throw new RequestRejected(400, 'Your sign-in has expired. Please try again.');
      const outcome = await signInWithIdentity(platform, identity, pending.siteId, readClientIp(c));
      return outcome.kind === 'signed-in'
        ? success(c, outcome.token, 'Signed in')
        : success(c, outcome.step, 'We have emailed you a verification code');
    });

    const linkDoc = describeRoute({
      summary: `Link a ${name} account (start, then complete)`,
      auth: ['account'],
      body: SocialRequestSchema,
      errors: [404, 409, 502],
    });
    serveEndpoint(app, endpoints.link, linkDoc, auth, async (c) => {
      await enforceLimits(platform, [[LIMITS.socialPerIp, readClientIp(c)]]);
      const input = await readJsonBody(c, SocialRequestSchema);
      const claims = c.get('claims');
      const done = completion(input);
      if (!done) {
        return success(
          c,
          await startAuthorization(platform, provider, {
            purpose: 'link',
            accountId: claims.sub,
            siteId: claims.site,
          }),
        );
      }
      const { pending, identity } = await completeAuthorization(platform, provider, done);
      if (pending.purpose !== 'link' || pending.accountId !== claims.sub)
        throw new RequestRejected(400, SOCIAL_MESSAGES.wrongAccount);
      return success(
        c,
        await linkIdentity(platform, claims.sub, identity, readClientIp(c)),
        `${name} account linked`,
      );
    });

    const unlinkDoc = describeRoute({
      summary: `Unlink the ${name} account`,
      auth: ['account'],
      errors: [400, 404],
    });
    // POST only: a GET that changes state could be set off by a link or an image on any page.
    serveEndpoint(app, endpoints.unlink, unlinkDoc, auth, async (c) =>
      success(
        c,
        await unlinkProvider(platform, c.get('claims').sub, provider, readClientIp(c)),
        `${name} account unlinked`,
      ),
    );
  }
  return app;
}

/** The site id of whatever valid bearer came with the call (public or account), if any. */
async function siteOfCaller(platform: Platform, c: Context<ServiceEnv>): Promise<string | undefined> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
  return match?.[1] ? (await readToken(platform, match[1]))?.site : undefined;
}
