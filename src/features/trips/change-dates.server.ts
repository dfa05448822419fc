/**
 * Server-side reads of the trip page's "Change dates" section (issue 23, ADR 026): per journey,
 * whether it can be changed (and why not), and for the journey and date the traveller chose, the
 * alternatives with their figures. The bearer is the visitor's, as for the cancel quote.
 */
import type { AstroCookies } from 'astro';
import { callService, type RequestScope } from '../../lib/api/service-client';
import type { Order } from '../../shared/contracts/order';
import type { ChangeOptions, ChangeQuote } from '../../shared/contracts/order-change';
import {
  CHANGE_NOTICE_COOKIE,
  CHANGE_OUTCOME_COOKIE,
  CHANGE_QUOTE_COOKIE,
  readChangeOutcome,
  readChangeQuote,
  type ChangeOutcome,
} from './change-dates';

interface ChangeSection {
  /** One entry per journey of the order: changeable or the reason it is not. */
  journeys: Array<{ journeyIndex: number; changeable: boolean; refusal: string | null }>;
  /** The alternatives asked for (journey and date in the page's query), when asked. */
  options: ChangeOptions | null;
  unavailable: boolean;
}

async function askOptions(scope: RequestScope, body: Record<string, unknown>): Promise<ChangeOptions | null> {
  try {
    const outcome = await callService<ChangeOptions>(scope, 'booking', {
      method: 'POST',
      path: '/Order/ChangeOptions',
      body,
    });
    return outcome.kind === 'ok' ? outcome.data : null;
  } catch {
    // A failed read leaves the trip readable; the section says it cannot show the options.
    return null;
  }
}

async function loadChangeSection(
  scope: RequestScope,
  order: Pick<Order, 'orderId' | 'kind' | 'journeys'>,
  accessToken: string | undefined,
  asked: { journeyIndex: number; date: string } | null,
): Promise<ChangeSection | null> {
  if (order.kind === 'hotel') return null;
  const base = { orderId: order.orderId, ...(accessToken ? { accessToken } : {}) };
  const [eligibility, options] = await Promise.all([
    Promise.all(
      order.journeys.map((journey) => askOptions(scope, { ...base, journeyIndex: journey.journeyIndex })),
    ),
    asked ? askOptions(scope, { ...base, ...asked }) : Promise.resolve(null),
  ]);
  if (eligibility.some((answer) => answer === null))
    return { journeys: [], options: null, unavailable: true };
  return {
    journeys: eligibility.map((answer) => ({
      journeyIndex: answer!.journeyIndex,
      changeable: answer!.changeable,
      refusal: answer!.refusal,
    })),
    options,
    unavailable: false,
  };
}

/** The journey and date in the page's query (?changeJourney=0&changeDate=2026-12-17), when valid. */
function askedChange(url: URL): { journeyIndex: number; date: string } | null {
  const journeyIndex = Number(url.searchParams.get('changeJourney'));
  const date = url.searchParams.get('changeDate') ?? '';
  if (!Number.isInteger(journeyIndex) || journeyIndex < 0 || journeyIndex > 5) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return { journeyIndex, date };
}

/** What the "Change dates" section shows: the section's reads and the cookies of the last step. */
export interface ChangeView {
  section: ChangeSection;
  asked: { journeyIndex: number; date: string } | null;
  quote: ChangeQuote | null;
  outcome: ChangeOutcome | null;
  notice: string | null;
}

/**
 * Everything the trip page's "Change dates" section needs, read in the page's frontmatter (cookies are
 * read and the one-time ones deleted before the page streams). Null for a hotel order.
 */
export async function loadChangeView(
  astro: { cookies: AstroCookies; url: URL; locals: { scope: RequestScope } },
  order: Pick<Order, 'orderId' | 'kind' | 'journeys'>,
  accessToken: string | undefined,
): Promise<ChangeView | null> {
  const asked = askedChange(astro.url);
  const section = await loadChangeSection(astro.locals.scope, order, accessToken, asked);
  if (!section) return null;
  const outcome = readChangeOutcome(astro.cookies.get(CHANGE_OUTCOME_COOKIE)?.value, order.orderId);
  if (outcome) astro.cookies.delete(CHANGE_OUTCOME_COOKIE, { path: '/' });
  const notice = astro.cookies.get(CHANGE_NOTICE_COOKIE)?.value || null;
  if (notice) astro.cookies.delete(CHANGE_NOTICE_COOKIE, { path: '/' });
  // A quote already confirmed (the outcome is shown) is not offered again.
  const quote = outcome
    ? null
    : readChangeQuote(astro.cookies.get(CHANGE_QUOTE_COOKIE)?.value, order.orderId);
  return { section, asked, quote, outcome, notice };
}
