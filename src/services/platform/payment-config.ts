/**
 * Payment settings of the Booking API (issue 10, ADR 015): which methods are offered, the card
 * surcharge table, the invoice (BPAY / EFT) details and the time limits. Every setting has a working
 * default so the embedded demo books without configuration.
 */
import { CARD_SCHEMES, type CardScheme } from '../../shared/contracts/order';
import { readHoldPolicyConfig, type HoldPolicyConfig } from './hold-policy-config';
import { readCardTestingConfig, type CardTestingConfig } from './card-testing-config';

export interface SurchargeRule {
  /** Basis points: 120 is 1.2 %. */
  rateBasisPoints: number;
  /** Highest surcharge in cents; null: no cap. */
  capCents: number | null;
}

export interface PaymentConfig {
  /** Base URL of a separately run payment gateway (PAYMENT_GATEWAY_URL); absent: in process. */
  gatewayUrl: string | undefined;
  cardEnabled: boolean;
  invoiceEnabled: boolean;
  /**
   * Surcharge by card scheme (CARD_SURCHARGES, e.g. "visa:110:2500,amex:250:" = 1.1 % capped at $25,
   * 2.5 % uncapped). The default is a generic table in the range Australian merchants' costs of
   * acceptance run (RBA guidance: debit and credit under 1-1.5 %, American Express and Diners higher),
   * not any one airline's.
   */
  surcharges: Record<CardScheme, SurchargeRule>;
  /** Seconds after PreAuth the gateway may take to answer before the payment is timed out and voided. */
  preAuthTimeoutSeconds: number;
  /** Seconds a 3-D Secure challenge may wait for the cardholder before it is timed out and voided. */
  challengeTimeoutSeconds: number;
  /** Seconds an authorised payment waits for its OrderCreate before the reconciler voids it. */
  orderWithinSeconds: number;
  /** Hours an invoice order is held for payment (INVOICE_HOLD_HOURS, default 72). */
  invoiceHoldHours: number;
  bpayBillerCode: string;
  eft: { accountName: string; bsb: string; accountNumber: string };
  /** Seconds between reconciler passes (PAYMENT_RECONCILE_SECONDS). */
  reconcileIntervalSeconds: number;
  /** Rate limits and decline caps against card testing (card-testing-config.ts). */
  cardTesting: CardTestingConfig;
  /** Limits on unpaid invoice holds per buyer, flight and room type (hold-policy-config.ts, ADR 021). */
  holdPolicy: HoldPolicyConfig;
}

export const DEFAULT_SURCHARGES: Record<CardScheme, SurchargeRule> = {
  visa: { rateBasisPoints: 110, capCents: 5_000 },
  mastercard: { rateBasisPoints: 110, capCents: 5_000 },
  unionpay: { rateBasisPoints: 110, capCents: 5_000 },
  discover: { rateBasisPoints: 150, capCents: 7_500 },
  jcb: { rateBasisPoints: 150, capCents: 7_500 },
  amex: { rateBasisPoints: 250, capCents: 12_500 },
  diners: { rateBasisPoints: 250, capCents: 12_500 },
};

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function whole(env: Env, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
}

/** "scheme:basisPoints:capCents" entries, comma-separated; an empty cap means none. */
export function parseSurcharges(raw: string | undefined): Record<CardScheme, SurchargeRule> {
  const table = { ...DEFAULT_SURCHARGES };
  if (!raw) return table;
  for (const entry of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [scheme, rate, cap] = entry.split(':');
    if (!CARD_SCHEMES.includes(scheme as CardScheme) || !/^\d{1,4}$/.test(rate ?? '')) {
      throw new Error(`CARD_SURCHARGES entry "${entry}" must be scheme:basisPoints[:capCents]`);
    }
    if (cap && !/^\d{1,7}$/.test(cap)) throw new Error(`CARD_SURCHARGES cap in "${entry}" is not cents`);
    table[scheme as CardScheme] = { rateBasisPoints: Number(rate), capCents: cap ? Number(cap) : null };
  }
  return table;
}

export function readPaymentConfig(env: Env): PaymentConfig {
  const gatewayUrl = text(env, 'PAYMENT_GATEWAY_URL')?.replace(/\/$/, '');
  if (gatewayUrl && !/^https?:\/\//.test(gatewayUrl)) {
    throw new Error('PAYMENT_GATEWAY_URL must be an http(s) URL');
  }
  return {
    gatewayUrl,
    cardEnabled: flag(env, 'PAYMENT_CARD_ENABLED', true),
    invoiceEnabled: flag(env, 'PAYMENT_INVOICE_ENABLED', true),
    surcharges: parseSurcharges(text(env, 'CARD_SURCHARGES')),
    preAuthTimeoutSeconds: whole(env, 'PREAUTH_TIMEOUT_SECONDS', 60),
    challengeTimeoutSeconds: whole(env, 'CHALLENGE_TIMEOUT_SECONDS', 600),
    orderWithinSeconds: whole(env, 'ORDER_WITHIN_SECONDS', 600),
    invoiceHoldHours: whole(env, 'INVOICE_HOLD_HOURS', 72),
    bpayBillerCode: text(env, 'BPAY_BILLER_CODE') ?? '254847',
    eft: {
      accountName: text(env, 'EFT_ACCOUNT_NAME') ?? 'CTG Business Class Pty Ltd',
      bsb: text(env, 'EFT_BSB') ?? '062-000',
      accountNumber: text(env, 'EFT_ACCOUNT_NUMBER') ?? '12345678',
    },
    reconcileIntervalSeconds: whole(env, 'PAYMENT_RECONCILE_SECONDS', 30),
    cardTesting: readCardTestingConfig(env),
    holdPolicy: readHoldPolicyConfig(env),
  };
}
