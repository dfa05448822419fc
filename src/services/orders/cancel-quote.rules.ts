/**
 * What comes back when an order is cancelled (ADR 024), from the order's own snapshot: a flight's fare
 * conditions as booked (each journey's brand: refundable, refundable with a fee per passenger, not
 * refundable) and a stay's cancellation timeline as booked. Pure and in whole cents; every line says what
 * is kept and why.
 */
import type { CancellationBasis, CancellationLine } from '../../shared/contracts/order-cancel';
import type { HotelStay } from '../../shared/contracts/hotel-order';
import type { OfferJourney, PriceLine } from '../../shared/contracts/offer';
import type { OrderStatus } from '../../shared/contracts/order';
import { formatCents } from '../../shared/domain/money';
import { centsOf } from '../offers/ancillary.rules';
import { cancelRefusal } from './order-state.rules';
import { KNOWN_LINE_LABELS } from '../../shared/price-lines/known-line-labels';

/**
 * Tax codes refunded even on a non-refundable fare (ADR 024): charges levied per passenger who flies,
 * which the carrier does not owe when nobody flies. PMC is the Australian Government's Passenger
 * Movement Charge, AU the Australian airport and security charges, XT the overseas airport and
 * government charges. YR (carrier-imposed) is the carrier's own revenue and follows the fare.
 */
export const REFUNDABLE_TAX_CODES: readonly string[] = ['PMC', 'AU', 'XT'];

export interface QuoteInput {
  kind: 'flight' | 'hotel';
  status: OrderStatus;
  paymentMode: 'MintPayment' | 'Invoice';
  lines: PriceLine[];
  surchargeCents: number;
  journeys: OfferJourney[];
  /** Passenger type per traveller id (flight orders). */
  passengerTypes: Record<string, 'Adult' | 'Children' | 'Infants'>;
  stay: HotelStay | null;
  firstDeparture: Date;
  payBy: Date | null;
  now: Date;
}

export interface QuoteResult {
  refusal: string | null;
  basis: CancellationBasis | null;
  paidCents: number;
  refundCents: number;
  keptCents: number;
  lines: CancellationLine[];
  validUntil: Date | null;
}

const line = (from: PriceLine, refundCents: number, reason: string, paid = from.amountCents) => ({
  kind: from.kind,
  label: from.label,
  travelerId: from.travelerId,
  paidCents: paid,
  refundCents,
  keptCents: paid - refundCents,
  reason: paid - refundCents > 0 ? reason : '',
});

const BASIS_ORDER: CancellationBasis[] = ['Refundable', 'RefundableWithFee', 'NotRefundable'];
const basisOfBrand = (journey: OfferJourney): CancellationBasis => journey.brand.refund.condition;

/** The fare and taxes lines of each traveller belong to the journeys in order (offer.rules fareLinesOf). */
function journeyOfLines(lines: PriceLine[], journeys: OfferJourney[]): (OfferJourney | undefined)[] {
  const seen = new Map<string, number>();
  return lines.map((item) => {
    if (item.kind !== 'fare' && item.kind !== 'taxes') return undefined;
    const key = `${item.kind}:${item.travelerId ?? ''}`;
    const index = seen.get(key) ?? 0;
    seen.set(key, index + 1);
    return journeys[index];
  });
}

function flightLines(input: QuoteInput): { basis: CancellationBasis; lines: CancellationLine[] } {
  const owners = journeyOfLines(input.lines, input.journeys);
  const bases = input.journeys.map(basisOfBrand);
  const basis = BASIS_ORDER[Math.max(0, ...bases.map((item) => BASIS_ORDER.indexOf(item)))]!;
  // Extras (seats, bags, meals) are refunded when every fare of the order is refundable.
  const extrasRefundable = !bases.includes('NotRefundable');
  const lines = input.lines.map((item, index): CancellationLine => {
    const journey = owners[index];
    if (!journey) {
      return extrasRefundable
        ? line(item, item.amountCents, '')
        : line(item, 0, 'Extras paid with a non-refundable fare are not refunded.');
    }
    const { condition, fee } = journey.brand.refund;
    if (item.kind === 'taxes') {
      if (condition !== 'NotRefundable') return line(item, item.amountCents, '');
      const type = input.passengerTypes[item.travelerId ?? ''] ?? 'Adult';
      const taxes = journey.brand.prices.find((price) => price.passengerType === type)?.taxes ?? [];
      const refundable = taxes
        .filter((tax) => REFUNDABLE_TAX_CODES.includes(tax.code))
        .reduce((sum, tax) => sum + centsOf(tax.amount), 0);
      return line(
        item,
        Math.min(refundable, item.amountCents),
        'Carrier-imposed charges (YR) follow the non-refundable fare; government and airport charges come back.',
      );
    }
    if (condition === 'NotRefundable') return line(item, 0, 'The fare is not refundable.');
    if (condition === 'Refundable') return line(item, item.amountCents, '');
    const feeCents = Math.min(centsOf(fee ?? 0), item.amountCents);
    return line(
      item,
      item.amountCents - feeCents,
      `The fare's cancellation fee of ${formatCents(centsOf(fee ?? 0))} per passenger is kept.`,
    );
  });
  return { basis, lines };
}

/** The step of the stay's timeline in force now: the first whose `until` is still ahead (or open). */
function stayLines(input: QuoteInput, stay: HotelStay) {
  const now = input.now.getTime();
  const index = stay.cancellation.findIndex((step) => !step.until || Date.parse(step.until) > now);
  const step = stay.cancellation[index] ?? stay.cancellation.at(-1);
  let penalty = step?.penaltyCents ?? 0;
  const lines = input.lines.map((item) => {
    const kept = Math.min(penalty, item.amountCents);
    penalty -= kept;
    return line(item, item.amountCents - kept, step?.label ?? '');
  });
  return { lines, validUntil: step?.until ? new Date(step.until) : null };
}

/** The card surcharge comes back in proportion to the rest of the refund (all of it on a full refund). */
function withSurcharge(lines: CancellationLine[], surchargeCents: number): CancellationLine[] {
  if (surchargeCents <= 0) return lines;
  const paid = lines.reduce((sum, item) => sum + item.paidCents, 0);
  const refund = lines.reduce((sum, item) => sum + item.refundCents, 0);
  const back = paid === 0 ? 0 : Math.floor((surchargeCents * refund) / paid);
  return [
    ...lines,
    {
      kind: 'surcharge',
      label: KNOWN_LINE_LABELS.cancelSurcharge,
      travelerId: null,
      paidCents: surchargeCents,
      refundCents: back,
      keptCents: surchargeCents - back,
      reason: back < surchargeCents ? 'The card surcharge comes back in proportion to the refund.' : '',
    },
  ];
}

function totals(lines: CancellationLine[]) {
  const sum = (pick: (item: CancellationLine) => number) => lines.reduce((s, item) => s + pick(item), 0);
  return {
    paidCents: sum((item) => item.paidCents),
    refundCents: sum((item) => item.refundCents),
    keptCents: sum((item) => item.keptCents),
  };
}

const refused = (refusal: string): QuoteResult => ({
  refusal,
  basis: null,
  paidCents: 0,
  refundCents: 0,
  keptCents: 0,
  lines: [],
  validUntil: null,
});

export function cancellationQuote(input: QuoteInput): QuoteResult {
  const refusal = cancelRefusal(input.status);
  if (refusal) return refused(refusal);
  if (input.status === 'Held') {
    const lines = input.lines.map((item) => line(item, 0, '', 0));
    return { refusal: null, basis: 'InvoiceUnpaid', ...totals(lines), lines, validUntil: input.payBy };
  }
  // A paid invoice order (BPAY or EFT, ADR 025) follows the same rules; its refund is owed by bank
  // transfer rather than sent to a card (ADR 024 amendment of 2026-11-28).
  if (input.kind === 'hotel') {
    if (!input.stay) return refused('This booking has no stay to cancel.');
    const stay = stayLines(input, input.stay);
    const lines = withSurcharge(stay.lines, input.surchargeCents);
    return { refusal: null, basis: 'HotelTimeline', ...totals(lines), lines, validUntil: stay.validUntil };
  }
  if (input.now.getTime() >= input.firstDeparture.getTime()) {
    return refused('This trip has begun: it can no longer be cancelled online.');
  }
  const flight = flightLines(input);
  const lines = withSurcharge(flight.lines, input.surchargeCents);
  return { refusal: null, basis: flight.basis, ...totals(lines), lines, validUntil: input.firstDeparture };
}
