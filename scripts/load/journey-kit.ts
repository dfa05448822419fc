/**
 * What every journey of the load scenario shares: the traveller's browser, step timing, think time,
 * abandoning, the test cards, and the card payment the payment islands run (tokenise on the gateway's
 * public endpoint → PreAuth with the attempt's key → 3-D Secure or polling), for flights and hotels alike.
 */
import { SITE_ID, type BookingCall } from '../shared/booking-driver';
import { Browser, JourneyError, type Recorder } from './browser';

export { SITE_ID };

/** docs/payments-gateway.md test cards. */
export const CARDS = {
  approved: '4242424242424242',
  approvedMastercard: '5555555555554444',
  declined: '4000000000000002',
  threeDSecure: '4000000000003220',
} as const;

export interface JourneySettings {
  /** Mean pause between steps, in ms (0 in the saturation phase: closed loop, no think time). */
  thinkMs: number;
  /** Chance to abandon at each step (0 to 1). */
  abandonRate: number;
}

export interface Journey {
  browser: Browser;
  recorder: Recorder;
  settings: JourneySettings;
  /** A label unique to this traveller, for their contact email and keys. */
  id: string;
  /** Time spent thinking so far (ms): a step's latency leaves out the pauses inside it (3-D Secure). */
  thoughtMs?: number;
}

export function newJourney(origin: string, recorder: Recorder, settings: JourneySettings): Journey {
  const id = crypto.randomUUID().replaceAll('-', '').slice(0, 16);
  return { browser: new Browser(origin, recorder), recorder, settings, id, thoughtMs: 0 };
}

/** The booking driver's calls through the traveller's browser (same-origin BFF); a failure throws. */
export function bookingCall(journey: Journey): BookingCall {
  return async <T>(step: string, path: string, body: unknown) =>
    Browser.must(step, await journey.browser.api<T>(`/api/booking${path}`, body));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A pause of 0.5 to 1.5 times the mean think time, as people read pages at different speeds. */
export async function think(journey: Journey): Promise<void> {
  if (journey.settings.thinkMs <= 0) return;
  const pause = journey.settings.thinkMs * (0.5 + Math.random());
  journey.thoughtMs = (journey.thoughtMs ?? 0) + pause;
  await sleep(pause);
}

/** Times one step (its requests, not the think time before it) into the `step.<name>` histogram. */
export async function step<T>(journey: Journey, name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const thoughtBefore = journey.thoughtMs ?? 0;
  try {
    return await work();
  } finally {
    const thought = (journey.thoughtMs ?? 0) - thoughtBefore;
    journey.recorder.histogram(`step.${name}`, performance.now() - started - thought);
  }
}

/** True when the traveller leaves at this step (counted as `journey.<kind>.abandoned.<step>`). */
export function abandons(journey: Journey, kind: string, at: string): boolean {
  if (Math.random() >= journey.settings.abandonRate) return false;
  journey.recorder.counter(`journey.${kind}.abandoned.${at}`);
  return true;
}

/** A page GET that must answer 200 (a redirect is followed first). */
export async function page(journey: Journey, stepName: string, path: string): Promise<string> {
  const answer = await journey.browser.page(path);
  if (answer.status !== 200) throw new JourneyError(stepName, answer.status, path.split('?')[0]!);
  return answer.html;
}

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

export const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const newKey = (prefix: 'pay' | 'ord') => `${prefix}_${crypto.randomUUID().replaceAll('-', '')}`;

export interface CardMethod {
  tokenUrl: string;
  publishableKey: string;
}

/** The payable's card method from PaymentGatewayInfo (undefined when it offers none). */
export async function cardMethod(journey: Journey, payableId: string): Promise<CardMethod | undefined> {
  const info = Browser.must(
    'pay',
    await journey.browser.api<{
      methods: { paymentMode: string; tokenUrl?: string; publishableKey?: string }[];
    }>('/api/booking/Payment/PaymentGatewayInfo', { siteId: SITE_ID, offerId: payableId }),
  );
  const card = info.methods.find((method) => method.paymentMode === 'MintPayment');
  return card?.tokenUrl && card.publishableKey
    ? { tokenUrl: card.tokenUrl, publishableKey: card.publishableKey }
    : undefined;
}

/** The total with the scheme's card surcharge, which the traveller confirms. */
export async function cardSurcharge(journey: Journey, payableId: string, scheme: string): Promise<number> {
  return Browser.must(
    'pay',
    await journey.browser.api<{ totalWithSurchargeCents: number }>('/api/booking/Payment/CardSurcharge', {
      offerId: payableId,
      scheme,
    }),
  ).totalWithSurchargeCents;
}

/** The hosted-fields call: straight to the gateway's public endpoint, no cookies (credentials: 'omit'). */
export function tokeniseOnGateway(
  journey: Journey,
  card: CardMethod,
  cardNumber: string,
  name: string,
): Promise<Response> {
  return fetch(new URL(card.tokenUrl, journey.browser.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${card.publishableKey}` },
    body: JSON.stringify({
      cardNumber,
      expiryMonth: 12,
      expiryYear: new Date().getUTCFullYear() + 3,
      ccv: '123',
      name,
    }),
  });
}

interface PreAuth {
  paymentId: string;
  status: string;
  challengeUrl: string | null;
  amountCents: number;
}

/** The card attempt of one payable (flight offer off_… or hotel quote hq_…), as the islands run it. */
export async function cardAttempt(
  journey: Journey,
  payableId: string,
  cardNumber: string,
): Promise<{ paymentId: string; amountCents: number } | 'declined'> {
  const { browser } = journey;
  const card = await cardMethod(journey, payableId);
  if (!card) throw new JourneyError('pay', 200, 'no card method');
  const scheme = cardNumber.startsWith('5') ? 'mastercard' : 'visa';
  const surcharge = await cardSurcharge(journey, payableId, scheme);
  const tokenised = await tokeniseOnGateway(journey, card, cardNumber, 'Load Traveller').catch(() => null);
  journey.recorder.counter(tokenised ? `status.${tokenised.status}` : 'status.neterr');
  if (!tokenised || tokenised.status !== 201)
    throw new JourneyError('pay', tokenised?.status ?? 0, 'tokenise');
  const token = ((await tokenised.json()) as { data: { token: string } }).data.token;

  const key = newKey('pay');
  const answer = await browser.idempotent<PreAuth>(
    'preauth',
    '/api/booking/Payment/PreAuth',
    {
      offerId: payableId,
      cardToken: token,
      confirmedTotalCents: surcharge,
      scheme,
    },
    key,
  );
  // Every simulated traveller types the same declining test card: past a few declines the gateway
  // refuses that card outright (card testing, 409) and the traveller uses another card, as after a decline.
  if (answer.status === 409 && cardNumber === CARDS.declined) return 'declined';
  let preAuth = Browser.must('pay', answer);
  for (let polls = 0; ; polls += 1) {
    if (preAuth.status === 'Authorised')
      return { paymentId: preAuth.paymentId, amountCents: preAuth.amountCents };
    if (preAuth.status === 'Declined' || preAuth.status === 'TimedOut') return 'declined';
    if (preAuth.status === 'ChallengeRequired' && preAuth.challengeUrl) {
      // The browser goes to /flight/payment-auth, which reads the challenge; the traveller completes it.
      await page(journey, 'pay', preAuth.challengeUrl);
      Browser.must(
        'pay',
        await browser.api('/api/booking/Payment/GetChallenge', { paymentId: preAuth.paymentId }),
      );
      await think(journey);
      preAuth = Browser.must(
        'pay',
        await browser.api<PreAuth>('/api/booking/Payment/AnswerChallenge', {
          paymentId: preAuth.paymentId,
          outcome: 'complete',
        }),
      );
      journey.recorder.counter('payment.three_d_secure');
      continue;
    }
    if (polls >= 40) throw new JourneyError('pay', 200, `still ${preAuth.status}`);
    await sleep(2_000);
    preAuth = Browser.must(
      'pay',
      await browser.api<PreAuth>('/api/booking/Payment/CheckPreAuthStatus', { paymentId: preAuth.paymentId }),
    );
  }
}

export type PaymentChoice = 'card' | 'threeDSecure' | 'declinedThenCard' | 'invoice';

/** The payment mix of travellers who reach the payment step. */
export function choosePayment(): PaymentChoice {
  const roll = Math.random();
  if (roll < 0.55) return 'card';
  if (roll < 0.7) return 'threeDSecure';
  if (roll < 0.85) return 'declinedThenCard';
  return 'invoice';
}

/**
 * Runs the chosen card payment; a declined card is followed by another card (a new attempt, new key),
 * as a traveller does after the decline message. Answers the authorised payment.
 */
export async function payByCard(journey: Journey, payableId: string, choice: PaymentChoice) {
  const first =
    choice === 'threeDSecure'
      ? CARDS.threeDSecure
      : choice === 'declinedThenCard'
        ? CARDS.declined
        : CARDS.approved;
  let attempt = await cardAttempt(journey, payableId, first);
  if (attempt === 'declined') {
    journey.recorder.counter('payment.declined');
    await think(journey);
    attempt = await cardAttempt(journey, payableId, CARDS.approvedMastercard);
  }
  if (attempt === 'declined') throw new JourneyError('pay', 200, 'approved card declined');
  return attempt;
}
