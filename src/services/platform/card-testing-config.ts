/**
 * Limits against card testing (issue 21): how often one address may tokenise cards and pre-authorise,
 * how many attempts and declines one offer takes, and how many declines one card may collect. The
 * defaults leave room for a traveller who mistypes a card twice, or is declined once and pays with
 * another card, and stop a script long before it learns much about a list of stolen numbers.
 */

export interface CardTestingConfig {
  /** Card tokenisations per client address per window (CARD_TOKENS_PER_IP, default 20). */
  tokensPerIp: number;
  /** Window of the tokenisation limit in seconds (CARD_TOKENS_WINDOW_SECONDS, default 600). */
  tokensWindowSeconds: number;
  /** PreAuth calls per client address per window (PREAUTH_PER_IP, default 10). */
  preAuthPerIp: number;
  /** Window of the PreAuth per-address limit in seconds (PREAUTH_WINDOW_SECONDS, default 600). */
  preAuthWindowSeconds: number;
  /** PreAuth attempts on one offer or hotel quote (PREAUTH_PER_OFFER, default 6). */
  preAuthPerOffer: number;
  /** Declined authorisations after which an offer takes no more cards (OFFER_DECLINE_LIMIT, 3). */
  offerDeclineLimit: number;
  /** Declines of one card (by fingerprint) per window before it is refused (CARD_DECLINE_LIMIT, 3). */
  cardDeclineLimit: number;
  /** Window of the per-card decline limit in seconds (CARD_DECLINE_WINDOW_SECONDS, default 3600). */
  cardDeclineWindowSeconds: number;
}

export const DEFAULT_CARD_TESTING: CardTestingConfig = {
  tokensPerIp: 20,
  tokensWindowSeconds: 600,
  preAuthPerIp: 10,
  preAuthWindowSeconds: 600,
  preAuthPerOffer: 6,
  offerDeclineLimit: 3,
  cardDeclineLimit: 3,
  cardDeclineWindowSeconds: 3600,
};

const SETTINGS: Record<keyof CardTestingConfig, string> = {
  tokensPerIp: 'CARD_TOKENS_PER_IP',
  tokensWindowSeconds: 'CARD_TOKENS_WINDOW_SECONDS',
  preAuthPerIp: 'PREAUTH_PER_IP',
  preAuthWindowSeconds: 'PREAUTH_WINDOW_SECONDS',
  preAuthPerOffer: 'PREAUTH_PER_OFFER',
  offerDeclineLimit: 'OFFER_DECLINE_LIMIT',
  cardDeclineLimit: 'CARD_DECLINE_LIMIT',
  cardDeclineWindowSeconds: 'CARD_DECLINE_WINDOW_SECONDS',
};

/** Every limit from its setting (a positive whole number), else its default. */
export function readCardTestingConfig(env: Record<string, string | undefined>): CardTestingConfig {
  const config = { ...DEFAULT_CARD_TESTING };
  for (const [field, name] of Object.entries(SETTINGS) as Array<[keyof CardTestingConfig, string]>) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
    config[field] = value;
  }
  return config;
}
