import { readPaymentConfig, type PaymentConfig } from './payment-config';
import { resolveSiteUrl } from '../../shared/http/site-origin';
import { readSellerConfig, type SellerConfig } from './seller-config';

/**
 * Configuration of the reference services. The services know nothing of Astro: they read a plain
 * environment record, so the same code runs embedded in the site or standalone.
 */
export interface ServiceConfig {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** Folder holding the embedded database and other local state. */
  dataDir: string;
  /** Redis connection string for shared caches, rate limits and search sessions. */
  redisUrl: string | undefined;
  /** SMTP connection string; when absent mail goes to the database outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Signing secret for tokens; when absent one is generated once and kept in the database. */
  tokenSecret: string | undefined;
  /** Lifetime the Main API gives public (guest) tokens. */
  publicTokenTtlSeconds: number;
  /** Lifetime of an account session and its token. */
  accountTokenTtlSeconds: number;
  /**
   * Lifetime of a staff session (editor, agent, admin): shorter, since a staff session can publish,
   * refund and change roles (issue 24); never longer than a traveller's.
   */
  staffTokenTtlSeconds: number;
  logLevel: string;
  /**
   * Client addresses the accounts API's per-address rate limits do not count (RATE_LIMIT_EXEMPT_IPS,
   * comma-separated; none by default): e.g. the end-to-end suite on loopback. Limits per account and
   * per email, and the form spam limit, still apply to them.
   */
  rateLimitExemptIps: string[];
  /**
   * Public address of the site, for links in emails (email confirmation): SITE_URL, or else the HOST
   * and PORT the site is served on (site-origin.ts).
   */
  siteUrl: string;
  /** The support line emails give (SUPPORT_PHONE, as the site's; default 1300 282 844). */
  supportPhone: string;
  /**
   * Whether GET /Dev/Outbox lists the database outbox (to local callers only). Defaults to on outside
   * production when no SMTP server is configured (the embedded demo); in production only when
   * OUTBOX_ENABLED=true is set explicitly; OUTBOX_ENABLED=false hides it.
   */
  outboxEnabled: boolean;
  /**
   * Key that encrypts passport numbers at rest (AES-256-GCM): 32 bytes as base64 or 64 hex digits.
   * When absent one is generated once and kept in the database, like the token secret.
   */
  passportEncryptionKey: string | undefined;
  /**
   * Bearer key of the Content API's editor endpoints (CONTENT_EDITOR_TOKEN, at least 32 characters).
   * Unset: editing over HTTP is off (403) until the built-in editor brings editor accounts.
   */
  contentEditorToken: string | undefined;
  /**
   * Secret key of the reference payment gateway (PAYMENT_GATEWAY_SECRET_KEY, `sk_test_` and at least 24
   * characters): the Booking API's bearer for authorisations. Absent: one is generated once and kept in
   * the database, like the token secret (payments/gateway/gateway-keys.ts).
   */
  paymentGatewaySecretKey: string | undefined;
  /**
   * Publishable key of the reference payment gateway (PAYMENT_GATEWAY_PUBLISHABLE_KEY, `pk_test_`): public
   * by nature, it only creates card tokens. Defaults to a fixed test key the site can also default to.
   */
  paymentGatewayPublishableKey: string;
  /** Booking payments: methods, card surcharges, invoice details, time limits (payment-config.ts). */
  payments: PaymentConfig;
  /** The seller on itinerary receipts and tax invoices: SELLER_NAME, SELLER_ABN, SELLER_ADDRESS. */
  seller: SellerConfig;
  /**
   * Orders, and confirmation emails, per contact email address (orders/contact-limits.ts):
   * CONTACT_ORDERS_PER_HOUR (default 5) and CONTACT_ORDERS_PER_DAY (default 10).
   */
  contactLimits: { perHour: number; perDay: number };
  /**
   * Offer holds (ADR 022): seats one client (token subject or address) may hold on one flight in open
   * offers at once, OFFER_HOLD_SEATS_PER_CLIENT (default 9: one party of the most a booking takes), and
   * offers one address may create, OFFER_CREATES_PER_IP per OFFER_CREATES_WINDOW_SECONDS (60 per 600).
   */
  offerHolds: { seatsPerClientFlight: number; createsPerIp: number; createsWindowSeconds: number };
  /** OpenID Connect providers for social sign-in; a provider without a client id is not offered. */
  oidc: {
    google: OidcProviderConfig;
    facebook: OidcProviderConfig;
  };
}

export interface OidcProviderConfig {
  /** Issuer URL; its /.well-known/openid-configuration gives the endpoints and keys. */
  issuer: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
}

type Env = Record<string, string | undefined>;

function readPositiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number of seconds, got "${raw}"`);
  }
  return value;
}

function readOptional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

function readEditorToken(env: Env): string | undefined {
  const token = readOptional(env, 'CONTENT_EDITOR_TOKEN');
  if (token !== undefined && token.length < 32) {
    throw new Error('CONTENT_EDITOR_TOKEN must be at least 32 characters (e.g. openssl rand -hex 32)');
  }
  return token;
}

function readGatewayKey(env: Env, name: string, prefix: string): string | undefined {
  const key = readOptional(env, name);
  if (key !== undefined && (!key.startsWith(prefix) || key.length < 24 || /\s/.test(key))) {
    throw new Error(`${name} must start with ${prefix} and be at least 24 characters without spaces`);
  }
  return key;
}

export function readServiceConfig(env: Env): ServiceConfig {
  return {
    databaseUrl: readOptional(env, 'DATABASE_URL'),
    dataDir: readOptional(env, 'DATA_DIR') ?? '.data',
    redisUrl: readOptional(env, 'REDIS_URL'),
    smtpUrl: readOptional(env, 'SMTP_URL'),
    mailFrom: readOptional(env, 'MAIL_FROM') ?? 'CTG Business Class <no-reply@ctg.example>',
    tokenSecret: readOptional(env, 'TOKEN_SECRET'),
    publicTokenTtlSeconds: readPositiveInt(env, 'PUBLIC_TOKEN_TTL_SECONDS', 86_400),
    accountTokenTtlSeconds: readPositiveInt(env, 'ACCOUNT_TOKEN_TTL_SECONDS', 28_800),
    staffTokenTtlSeconds: readPositiveInt(env, 'STAFF_TOKEN_TTL_SECONDS', 7_200),
    logLevel: readOptional(env, 'LOG_LEVEL') ?? 'info',
    contactLimits: {
      perHour: readPositiveInt(env, 'CONTACT_ORDERS_PER_HOUR', 5),
      perDay: readPositiveInt(env, 'CONTACT_ORDERS_PER_DAY', 10),
    },
    offerHolds: {
      seatsPerClientFlight: readPositiveInt(env, 'OFFER_HOLD_SEATS_PER_CLIENT', 9),
      createsPerIp: readPositiveInt(env, 'OFFER_CREATES_PER_IP', 60),
      createsWindowSeconds: readPositiveInt(env, 'OFFER_CREATES_WINDOW_SECONDS', 600),
    },
    rateLimitExemptIps: (readOptional(env, 'RATE_LIMIT_EXEMPT_IPS') ?? '')
      .split(',')
      .map((ip) => ip.trim())
      .filter(Boolean),
    siteUrl: resolveSiteUrl(env),
    supportPhone: readOptional(env, 'SUPPORT_PHONE') ?? '1300 282 844',
    outboxEnabled: readBoolean(
      env,
      'OUTBOX_ENABLED',
      !readOptional(env, 'SMTP_URL') && env.NODE_ENV !== 'production',
    ),
    passportEncryptionKey: readOptional(env, 'PASSPORT_ENCRYPTION_KEY'),
    contentEditorToken: readEditorToken(env),
    paymentGatewaySecretKey: readGatewayKey(env, 'PAYMENT_GATEWAY_SECRET_KEY', 'sk_test_'),
    paymentGatewayPublishableKey:
      readGatewayKey(env, 'PAYMENT_GATEWAY_PUBLISHABLE_KEY', 'pk_test_') ?? 'pk_test_ctg_reference_gateway',
    payments: readPaymentConfig(env),
    seller: readSellerConfig(env),
    oidc: {
      google: {
        issuer: readOptional(env, 'GOOGLE_OIDC_ISSUER') ?? 'https://accounts.google.com',
        clientId: readOptional(env, 'GOOGLE_CLIENT_ID'),
        clientSecret: readOptional(env, 'GOOGLE_CLIENT_SECRET'),
      },
      facebook: {
        issuer: readOptional(env, 'FACEBOOK_OIDC_ISSUER') ?? 'https://www.facebook.com',
        clientId: readOptional(env, 'FACEBOOK_CLIENT_ID'),
        clientSecret: readOptional(env, 'FACEBOOK_CLIENT_SECRET'),
      },
    },
  };
}
