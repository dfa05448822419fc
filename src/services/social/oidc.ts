/**
 * OpenID Connect authorization-code flow with PKCE, state and nonce, for the social sign-in providers.
 * Endpoints come from the provider's discovery document; the id_token is verified against the
 * provider's JWKS (signature, issuer, audience, expiry, nonce). The flow's secrets (PKCE verifier,
 * nonce) never leave the service: the browser only carries `state`, which is single use.
 */
import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import * as v from 'valibot';
import type { SocialProvider } from '../../shared/contracts/account';
import { RequestRejected } from '../http/envelope';
import type { OidcProviderConfig } from '../platform/config';
import type { Platform } from '../platform/platform';

const STATE_VALID_SECONDS = 600;
/** Where the provider sends the browser back: the site's /authetication page (spelt thus, spec §2). */
const CALLBACK_PATH = '/authetication';

const DiscoverySchema = v.object({
  issuer: v.pipe(v.string(), v.url()),
  authorization_endpoint: v.pipe(v.string(), v.url()),
  token_endpoint: v.pipe(v.string(), v.url()),
  jwks_uri: v.pipe(v.string(), v.url()),
});
type Discovery = v.InferOutput<typeof DiscoverySchema>;

const TokenResponseSchema = v.object({ id_token: v.string() });

const providerLabel: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

interface ProviderRuntime {
  discovery: Discovery;
  jwks: JWTVerifyGetKey;
  loadedAt: number;
}
const runtimes = new WeakMap<Platform, Map<SocialProvider, ProviderRuntime>>();
const DISCOVERY_TTL_MS = 3600 * 1000;

function providerConfig(
  platform: Platform,
  provider: SocialProvider,
): OidcProviderConfig & { clientId: string } {
  const config = platform.config.oidc[provider];
  if (!config.clientId) throw new RequestRejected(404, `${providerLabel[provider]} sign-in is not available`);
  return { ...config, clientId: config.clientId };
}

export function configuredProviders(platform: Platform): Record<SocialProvider, boolean> {
  return {
    google: Boolean(platform.config.oidc.google.clientId),
    facebook: Boolean(platform.config.oidc.facebook.clientId),
  };
}

async function loadProvider(platform: Platform, provider: SocialProvider): Promise<ProviderRuntime> {
  let perPlatform = runtimes.get(platform);
  if (!perPlatform) runtimes.set(platform, (perPlatform = new Map()));
  const cached = perPlatform.get(provider);
  if (cached && Date.now() - cached.loadedAt < DISCOVERY_TTL_MS) return cached;
  const { issuer } = providerConfig(platform, provider);
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  let discovery: Discovery;
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    discovery = v.parse(DiscoverySchema, await response.json());
    // OpenID Connect Discovery §4.3: the document must name exactly the issuer it was fetched for,
    // or a tampered document could point token validation at another provider's keys.
    if (discovery.issuer.replace(/\/+$/, '') !== issuer.replace(/\/+$/, '')) {
      throw new Error(`discovery names issuer ${discovery.issuer}, expected ${issuer}`);
    }
  } catch (error) {
    platform.log.warn({ err: error, provider }, 'OIDC discovery failed');
    throw new RequestRejected(502, 'We are unable to process your request at the moment');
  }
  const runtime = { discovery, jwks: createRemoteJWKSet(new URL(discovery.jwks_uri)), loadedAt: Date.now() };
  perPlatform.set(provider, runtime);
  return runtime;
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

export interface PendingAuthorization {
  provider: SocialProvider;
  purpose: 'login' | 'link';
  /** The account that asked to link; only that account may complete a link. */
  accountId: string | null;
  siteId: string;
  verifier: string;
  nonce: string;
}

function callbackUrl(platform: Platform): string {
  return `${platform.config.siteUrl}${CALLBACK_PATH}`;
}

/** The provider's authorization URL for a new flow; its state, verifier and nonce are kept server-side. */
export async function startAuthorization(
  platform: Platform,
  provider: SocialProvider,
  pending: Omit<PendingAuthorization, 'provider' | 'verifier' | 'nonce'>,
): Promise<{ authorizationUrl: string; expiresIn: number }> {
  const config = providerConfig(platform, provider);
  const { discovery } = await loadProvider(platform, provider);
  const state = platform.ids.secret(32);
  const verifier = platform.ids.secret(48);
  const nonce = platform.ids.secret(24);
  const record: PendingAuthorization = { ...pending, provider, verifier, nonce };
  await platform.cache.set(`oidc:state:${state}`, JSON.stringify(record), STATE_VALID_SECONDS);
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: callbackUrl(platform),
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  }).toString();
  return { authorizationUrl: url.toString(), expiresIn: STATE_VALID_SECONDS };
}

export interface VerifiedIdentity {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

const FLOW_EXPIRED = 'Your sign-in has expired. Please try again.';

/** Takes the state (single use), redeems the code with the PKCE verifier and verifies the id_token. */
export async function completeAuthorization(
  platform: Platform,
  provider: SocialProvider,
  input: { code: string; state: string },
): Promise<{ pending: PendingAuthorization; identity: VerifiedIdentity }> {
  const config = providerConfig(platform, provider);
  const key = `oidc:state:${input.state}`;
  const stored = await platform.cache.get(key);
  await platform.cache.del(key);
  if (!stored) throw new RequestRejected(400, FLOW_EXPIRED);
  const pending = JSON.parse(stored) as PendingAuthorization;
  if (pending.provider !== provider) throw new RequestRejected(400, FLOW_EXPIRED);
  const { discovery, jwks } = await loadProvider(platform, provider);

  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: callbackUrl(platform),
    client_id: config.clientId,
    code_verifier: pending.verifier,
    ...(config.clientSecret ? { client_secret: config.clientSecret } : {}),
  });
  let idToken: string;
  try {
    const response = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new RequestRejected(400, FLOW_EXPIRED);
    idToken = v.parse(TokenResponseSchema, await response.json()).id_token;
  } catch (error) {
    if (error instanceof RequestRejected) throw error;
    platform.log.warn({ err: error, provider }, 'OIDC code exchange failed');
    throw new RequestRejected(502, 'We are unable to process your request at the moment');
  }

  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(idToken, jwks, {
      issuer: discovery.issuer,
      audience: config.clientId,
      // The provider stamps its tokens with wall-clock time, so they are judged by it too.
      clockTolerance: 60,
    }));
  } catch (error) {
    platform.log.warn({ err: error, provider }, 'id_token refused');
    throw new RequestRejected(401, 'We could not verify your sign-in with the provider');
  }
  if (claims.nonce !== pending.nonce || typeof claims.sub !== 'string' || claims.sub === '') {
    throw new RequestRejected(401, 'We could not verify your sign-in with the provider');
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
  return {
    pending,
    identity: {
      provider,
      subject: claims.sub,
      email,
      emailVerified: email !== null && (claims.email_verified === true || claims.email_verified === 'true'),
      givenName: typeof claims.given_name === 'string' ? claims.given_name : null,
      familyName: typeof claims.family_name === 'string' ? claims.family_name : null,
    },
  };
}
