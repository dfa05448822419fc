import type { FareBrand, FareRuleGroup, PricedItinerary } from '../../shared/contracts/flights';
import { describeExchange, describeRefund } from '../../shared/domain/fare-conditions';
import { formatMoney } from '../../shared/domain/money';
import { OFFER_HOLD_MINUTES } from '../flights/fare.rules';
import { EXTRA_LEGROOM_SEAT_FACTOR } from '../seat-maps/seat-map.rules';

/** The fare rules of an itinerary's brands, in the categories a fare rules dialog shows. Pure. */
export function fareRulesOf(itinerary: PricedItinerary, brandIndex?: number): FareRuleGroup[] {
  return itinerary.brands
    .filter((brand) => brandIndex === undefined || brand.brandIndex === brandIndex)
    .map((brand) => ({
      brandIndex: brand.brandIndex,
      brandName: brand.name,
      rules: rulesOfBrand(brand, itinerary),
    }));
}

function feeText(fee: number | null): string {
  return fee === null ? '' : ` A fee of ${formatMoney(fee)} per passenger applies, plus any fare difference.`;
}

export function rulesOfBrand(
  brand: FareBrand,
  itinerary: PricedItinerary,
): { category: string; text: string }[] {
  const carriers = [...new Set(itinerary.segments.map((segment) => segment.airline.name))].join(', ');
  const baggage =
    brand.baggage.checkedPieces === 0
      ? `No checked baggage is included; cabin baggage up to ${brand.baggage.cabinKg} kg.`
      : `${brand.baggage.checkedPieces} checked piece${brand.baggage.checkedPieces > 1 ? 's' : ''} of up to ${brand.baggage.checkedKgPerPiece} kg each, and cabin baggage up to ${brand.baggage.cabinKg} kg.`;
  const refund =
    brand.refund.condition === 'NotRefundable'
      ? 'This fare is not refundable. Government taxes and charges not used may be refunded on request.'
      : brand.refund.condition === 'Refundable'
        ? 'This fare is refundable before departure without a fee.'
        : `This fare is refundable before departure.${feeText(brand.refund.fee)}`.replace(
            'plus any fare difference',
            'deducted from the refund',
          );
  const change =
    brand.exchange.condition === 'NotAllowed'
      ? 'Changes to dates, flights or names are not allowed.'
      : brand.exchange.condition === 'Exchangeable'
        ? 'Date and flight changes are allowed before departure without a fee; any fare difference applies.'
        : `Date and flight changes are allowed before departure.${feeText(brand.exchange.fee)}`;
  return [
    {
      category: 'Fare',
      text: `${brand.name} (${brand.cabinClass}), validated by ${itinerary.validatingAirline}, flown by ${carriers}.`,
    },
    { category: 'Cancellation', text: `${describeRefund(brand.refund.condition)}. ${refund}` },
    { category: 'Changes', text: `${describeExchange(brand.exchange.condition)}. ${change}` },
    {
      category: 'No-show',
      text:
        brand.refund.condition === 'Refundable'
          ? 'If you do not travel, the fare remains refundable.'
          : 'If you do not travel and did not cancel before departure, the fare is forfeited; taxes may be refunded.',
    },
    { category: 'Baggage', text: baggage },
    {
      category: 'Seat selection',
      text: brand.seatSelection.included
        ? 'Seat selection is included.'
        : `Seat selection is available for ${formatMoney(brand.seatSelection.fee ?? 0)} per seat per flight. Exit-row and extra-legroom seats cost ${formatMoney((brand.seatSelection.fee ?? 0) * EXTRA_LEGROOM_SEAT_FACTOR)}.`,
    },
    {
      category: 'Inclusions',
      text: `${brand.meals}.${brand.lounge ? ' Lounge access.' : ''}${brand.priority ? ' Priority check-in and boarding.' : ''}`,
    },
    {
      category: 'Validity',
      // No instant here: the screen shows the offer's own countdown, in the traveller's time.
      text: `Prices from a search stay valid for 30 minutes. When you continue to book, the price is confirmed and the seats you choose are kept for you for ${OFFER_HOLD_MINUTES} minutes while you complete the booking.`,
    },
  ];
}
