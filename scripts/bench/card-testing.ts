/**
 * `npm run bench:card-testing`: what one address gets out of a card-testing attack with the defences of
 * issue 21 (docs/security.md "Card testing"), in process on a fresh PGlite, default limits, no address
 * exempt. Figures, not a test.
 * 1. The incident as it came: 300 tokenisations, then 300 PreAuth on one offer, as fast as they go.
 * 2. The same attacker kept up for an hour of clock time (a manual clock, one step a minute): every
 *    minute 300 tokenisations and 300 PreAuth spread over fresh offers. Printed per minute where
 *    anything got through, and in total.
 * The attacker's list: Luhn-valid card numbers (the gateway approves them), every fourth one of the
 * gateway's declining test cards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { PreAuth } from '../../src/shared/contracts/order';
import { createServices } from '../../src/services/app';
import { GATEWAY_MOUNT } from '../../src/services/http/service-mounts';
import { mountServices } from '../../src/services/http/services-root';
import { OFFER_DECLINES_EXCEEDED, TOO_MANY_OFFER_ATTEMPTS } from '../../src/services/security/card-testing';
import { createGatewayApp } from '../../src/services/payments/gateway/gateway.routes';
import { surchargeCents } from '../../src/services/payments/surcharge.rules';
import { createMemoryCache } from '../../src/services/platform/cache';
import { createManualClock } from '../../src/services/platform/clock';
import { createPlatform, type Platform } from '../../src/services/platform/platform';
import { BENCH_ENV, NO_EXEMPT_ADDRESSES } from './bench-env';
import { bookingFlow } from './booking-flow';

const ATTACKER = '203.0.113.66';
const BURST = 300;
const MINUTES = 60;
const ENV = { ...BENCH_ENV, ...NO_EXEMPT_ADDRESSES };
const DECLINING = ['4000 0000 0000 0002', '4000 0000 0000 9995', '4000 0000 0000 0069'];

/** The n-th card of the attacker's list: a Luhn-valid Visa number, or a declining test card. */
function cardNumber(n: number): string {
  if (n % 4 === 3) return DECLINING[Math.floor(n / 4) % DECLINING.length]!;
  const body = `4${String(100_000_000_000_00 + n * 7919).padStart(14, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

interface Tally {
  tokens: number;
  tokensRefused: number;
  authorised: number;
  declined: number;
  refused: Record<string, number>;
}
const newTally = (): Tally => ({ tokens: 0, tokensRefused: 0, authorised: 0, declined: 0, refused: {} });

function attacker(platform: Platform) {
  const flow = bookingFlow(platform);
  const services = createServices(platform, { apiReference: false });
  const root = mountServices(new Hono().route(GATEWAY_MOUNT, createGatewayApp(platform)), services);
  let cards = 0;
  let keys = 0;
  const depDate = new Date(platform.clock.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);

  const post = async (path: string, body: unknown, headers: Record<string, string>) => {
    const response = await root.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Client-Ip': ATTACKER, ...headers },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { message: string; data: unknown };
    return { status: response.status, message: json.message, data: json.data };
  };

  const tokenise = async (tally: Tally): Promise<string | undefined> => {
    const number = cardNumber((cards += 1));
    const answer = await post(
      `${GATEWAY_MOUNT}/tokens`,
      { cardNumber: number, expiryMonth: 12, expiryYear: 2030, ccv: '123', name: 'Card Tester' },
      { Authorization: `Bearer ${platform.config.paymentGatewayPublishableKey}` },
    );
    if (answer.status === 201) tally.tokens += 1;
    else tally.tokensRefused += 1;
    return answer.status === 201 ? (answer.data as { token: string }).token : undefined;
  };

  const offer = async () => {
    const guest = await flow.guest();
    const created = await flow.offerCreate(guest, await flow.findFlight(guest, depDate));
    const reviewed = flow.must(await flow.review(guest, created.offerId), 'review');
    const total =
      reviewed.totalCents + surchargeCents(reviewed.totalCents, platform.config.payments.surcharges.visa);
    return { guest, offerId: reviewed.offerId, total };
  };

  /** One PreAuth; true when the answer closes this offer to the script (its own limits, not the address's). */
  const preAuth = async (tally: Tally, target: Awaited<ReturnType<typeof offer>>, cardToken: string) => {
    const answer = await post(
      '/svc/booking/Payment/PreAuth',
      { offerId: target.offerId, cardToken, confirmedTotalCents: target.total },
      { Authorization: `Bearer ${target.guest}`, 'Idempotency-Key': `attack-${(keys += 1)}` },
    );
    const status = (answer.data as PreAuth | null)?.status;
    if (answer.status === 201 && status === 'Authorised') tally.authorised += 1;
    else if (answer.status === 201) tally.declined += 1;
    else {
      const reason = `${answer.status} ${answer.message.split(/[.:]/)[0]}`;
      tally.refused[reason] = (tally.refused[reason] ?? 0) + 1;
    }
    return answer.message === TOO_MANY_OFFER_ATTEMPTS || answer.message === OFFER_DECLINES_EXCEEDED;
  };

  /** n tokenisations, then n PreAuth, moving to a fresh offer (at most `offers`) when one closes. */
  const attack = async (tally: Tally, n: number, offers: number) => {
    const tokens: string[] = [];
    for (let i = 0; i < n; i += 1) {
      const token = await tokenise(tally);
      if (token) tokens.push(token);
    }
    let made = 1;
    let target = await offer();
    for (let i = 0; i < n; i += 1) {
      // Past the tokens it got, the script sends made-up ones: each is still an attempt.
      const closed = await preAuth(tally, target, tokens[i] ?? `tok_made_up_${i}_aaaaaaaaaaaaaaaa`);
      if (closed && made < offers) {
        target = await offer();
        made += 1;
      }
    }
  };

  return { attack };
}

const line = (label: string, tally: Tally) =>
  `${label} tokens ${tally.tokens} accepted / ${tally.tokensRefused} refused; PreAuth ${tally.authorised} authorised, ` +
  `${tally.declined} declined, refused ${JSON.stringify(tally.refused)}`;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ctg-bench-card-testing-'));
  try {
    const burst = await createPlatform({ ...ENV, DATA_DIR: join(dataDir, 'burst'), DATABASE_URL: '' });
    const started = performance.now();
    const tally = newTally();
    await attacker(burst).attack(tally, BURST, 1);
    console.log(`1. burst from one address (${((performance.now() - started) / 1000).toFixed(1)} s):`);
    console.log(`  ${line('', tally)}`);
    const holds = await burst.database.query<{ status: string; n: string | number }>(
      'SELECT status, count(*) AS n FROM booking_payments GROUP BY status ORDER BY status',
    );
    console.log(`  payments of the offer: ${holds.map((row) => `${row.status} ${row.n}`).join(', ')}`);
    await burst.close();

    const clock = createManualClock(new Date());
    const sustained = await createPlatform(
      { ...ENV, DATA_DIR: join(dataDir, 'sustained'), DATABASE_URL: '' },
      // The counters' windows follow the manual clock, as the attack's minutes do.
      { clock, cache: createMemoryCache(() => clock.now().getTime()) },
    );
    const attack = attacker(sustained);
    const total = newTally();
    console.log(`2. ${BURST} tokenisations + ${BURST} PreAuth every minute for ${MINUTES} minutes:`);
    for (let minute = 0; minute < MINUTES; minute += 1) {
      const tallyOfMinute = newTally();
      await attack.attack(tallyOfMinute, BURST, 10);
      if (tallyOfMinute.tokens || tallyOfMinute.authorised || tallyOfMinute.declined) {
        console.log(`  minute ${String(minute).padStart(2)}:${line('', tallyOfMinute)}`);
      }
      total.tokens += tallyOfMinute.tokens;
      total.tokensRefused += tallyOfMinute.tokensRefused;
      total.authorised += tallyOfMinute.authorised;
      total.declined += tallyOfMinute.declined;
      for (const [reason, count] of Object.entries(tallyOfMinute.refused)) {
        total.refused[reason] = (total.refused[reason] ?? 0) + count;
      }
      clock.advance(60_000);
    }
    console.log(`  in ${MINUTES} minutes: ${line('', total)}`);
    console.log(
      `  per minute: ${(total.tokens / MINUTES).toFixed(2)} tokenisations, ` +
        `${((total.authorised + total.declined) / MINUTES).toFixed(2)} authorisations reaching the card issuer`,
    );
    await sustained.close();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
