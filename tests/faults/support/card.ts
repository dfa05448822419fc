/**
 * The card payment step by step, as the payment island runs it, for tests that break the gateway in
 * the middle: tokenise, PreAuth (resent with its key after a lost answer), then poll the status.
 */
import type { Answer } from '../../../scripts/load/browser';
import {
  CARDS,
  cardMethod,
  cardSurcharge,
  newKey,
  tokeniseOnGateway,
  type Journey,
} from '../../../scripts/load/journey-kit';
import { sleep } from './probe';

export interface PreAuthView {
  paymentId: string;
  status: string;
  amountCents: number;
  message: string;
}

export interface CardStart {
  token: string;
  confirmedTotalCents: number;
  scheme: string;
}

/** The gateway info, the surcharge and the card token (the browser's direct call to the gateway). */
export async function tokeniseCard(
  journey: Journey,
  offerId: string,
  cardNumber: string = CARDS.approved,
): Promise<CardStart> {
  const card = await cardMethod(journey, offerId);
  if (!card) throw new Error('no card method on offer');
  const confirmedTotalCents = await cardSurcharge(journey, offerId, 'visa');
  const tokenised = await tokeniseOnGateway(journey, card, cardNumber, 'Fault Traveller');
  if (tokenised.status !== 201) throw new Error(`tokenise answered ${tokenised.status}`);
  const token = ((await tokenised.json()) as { data: { token: string } }).data.token;
  return { token, confirmedTotalCents, scheme: 'visa' };
}

/** One PreAuth call with the attempt's key (the caller decides whether to resend). */
export function sendPreAuth(
  journey: Journey,
  offerId: string,
  card: CardStart,
  key: string,
): Promise<Answer<PreAuthView>> {
  return journey.browser.api<PreAuthView>(
    '/api/booking/Payment/PreAuth',
    { offerId, cardToken: card.token, confirmedTotalCents: card.confirmedTotalCents, scheme: card.scheme },
    { 'Idempotency-Key': key },
  );
}

/** Polls CheckPreAuthStatus every 2 s (the island's rhythm) until the payment leaves Pending, within a bound. */
export async function pollPreAuth(
  journey: Journey,
  paymentId: string,
  boundMs: number,
): Promise<Answer<PreAuthView>> {
  const started = Date.now();
  for (;;) {
    const answer = await journey.browser.api<PreAuthView>('/api/booking/Payment/CheckPreAuthStatus', {
      paymentId,
    });
    const status = answer.data?.status;
    if (answer.status !== 200 || (status !== 'Pending' && status !== 'ChallengeRequired')) return answer;
    if (Date.now() - started > boundMs) return answer;
    await sleep(2_000);
  }
}

export const newPaymentKey = () => newKey('pay');

/** Polls a database condition until it holds or the bound passes; answers the milliseconds it took, or -1. */
export async function waitFor(
  check: () => Promise<boolean>,
  boundMs: number,
  everyMs = 500,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < boundMs) {
    if (await check()) return Date.now() - started;
    await sleep(everyMs);
  }
  return (await check()) ? Date.now() - started : -1;
}
