import type { FareBrand, PricedItinerary } from '../../../../shared/contracts/flights';
import { formatMoney } from '../../../../shared/domain/money';
import { useT } from '../../../../islands/shared/island-shell';
import { priceOf, type TripPricing } from './trip-pricing';

/** The words of each fare feature, shared with the detail page. */
export function useFareWords() {
  const t = useT();
  const money = (amount: number) => formatMoney(amount);
  return {
    checked: (brand: FareBrand) =>
      brand.baggage.checkedPieces === 0
        ? t('flights.fares.noCheckedBags')
        : t('flights.fares.checkedBags', {
            count: brand.baggage.checkedPieces,
            kg: brand.baggage.checkedKgPerPiece,
          }),
    cabin: (brand: FareBrand) => t('flights.fares.cabinBag', { kg: brand.baggage.cabinKg }),
    seats: (brand: FareBrand) =>
      brand.seatSelection.included
        ? t('flights.fares.seatsIncluded')
        : brand.seatSelection.fee !== null
          ? t('flights.fares.seatsFee', { fee: money(brand.seatSelection.fee) })
          : t('flights.fares.seatsNotOffered'),
    changes: (brand: FareBrand) => {
      if (brand.exchange.condition === 'NotAllowed') return t('flights.fares.changesNotAllowed');
      if (brand.exchange.condition === 'Exchangeable' || brand.exchange.fee === null) {
        return t('flights.fares.changesFree');
      }
      return t('flights.fares.changesFee', { fee: money(brand.exchange.fee) });
    },
    refunds: (brand: FareBrand) => {
      if (brand.refund.condition === 'NotRefundable') return t('flights.fares.notRefundable');
      if (brand.refund.condition === 'Refundable' || brand.refund.fee === null)
        return t('flights.fares.refundable');
      return t('flights.fares.refundFee', { fee: money(brand.refund.fee) });
    },
    lounge: (brand: FareBrand) =>
      brand.lounge ? t('flights.fares.included') : t('flights.fares.notIncluded'),
    priority: (brand: FareBrand) =>
      brand.priority ? t('flights.fares.included') : t('flights.fares.notIncluded'),
    seatsLeft: (brand: FareBrand) =>
      brand.seatsLeft >= 9
        ? t('flights.fares.seatsAvailable')
        : t('flights.fares.seatsLeft', { count: brand.seatsLeft }),
  };
}

const isNegative = (text: string, brand: FareBrand, row: string) =>
  (row === 'changes' && brand.exchange.condition === 'NotAllowed') ||
  (row === 'refunds' && brand.refund.condition === 'NotRefundable') ||
  (row === 'lounge' && !brand.lounge) ||
  (row === 'priority' && !brand.priority) ||
  text === '';

interface FareMatrixProps {
  itinerary: PricedItinerary;
  caption: string;
  /** Prices are trip totals for the party (features/flights/trip-price.ts). */
  pricing: TripPricing;
  onSelect: (brandIndex: number) => void;
  onFareRules: (brandIndex: number, trigger: HTMLElement) => void;
  selectLabel: string;
}

/**
 * The fare brands of one flight side by side (spec §2 "fare selection"): price, bags, seat selection,
 * changes and refunds with their fees, lounge, priority, meals and seats left, a fare rules link and a
 * select button per brand. A real table: screen readers announce the brand and the row of each cell.
 */
export function FareMatrix({
  itinerary,
  caption,
  pricing,
  onSelect,
  onFareRules,
  selectLabel,
}: FareMatrixProps) {
  const t = useT();
  const words = useFareWords();
  const rows: { key: string; label: string; value: (brand: FareBrand) => string }[] = [
    { key: 'checked', label: t('flights.fares.rows.checked'), value: words.checked },
    { key: 'cabin', label: t('flights.fares.rows.cabin'), value: words.cabin },
    { key: 'seats', label: t('flights.fares.rows.seats'), value: words.seats },
    { key: 'changes', label: t('flights.fares.rows.changes'), value: words.changes },
    { key: 'refunds', label: t('flights.fares.rows.refunds'), value: words.refunds },
    { key: 'lounge', label: t('flights.fares.rows.lounge'), value: words.lounge },
    { key: 'priority', label: t('flights.fares.rows.priority'), value: words.priority },
    { key: 'meals', label: t('flights.fares.rows.meals'), value: (brand) => brand.meals },
    { key: 'seatsLeft', label: t('flights.fares.rows.seatsLeft'), value: words.seatsLeft },
  ];

  return (
    <div className="fare-table-wrap">
      <table className="fare-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <td />
            {itinerary.brands.map((brand) => (
              <th key={brand.brandIndex} scope="col">
                {brand.name}
                <span className="block font-sans text-xs font-semibold text-ink-muted">
                  {t(`flights.cabins.${brand.cabinClass}`)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('flights.fares.rows.price')}</th>
            {itinerary.brands.map((brand) => {
              const price = priceOf(pricing, brand.total);
              return (
                <td key={brand.brandIndex}>
                  {price.isFrom && (
                    <span className="text-xs text-ink-muted">{t('flights.results.from')} </span>
                  )}
                  <span className="fare-total">{formatMoney(price.amount)}</span>
                  <span className="block text-xs text-ink-muted">{pricing.note}</span>
                </td>
              );
            })}
          </tr>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {itinerary.brands.map((brand) => {
                const text = row.value(brand);
                return (
                  <td
                    key={brand.brandIndex}
                    className={isNegative(text, brand, row.key) ? 'fare-no' : 'fare-yes'}
                  >
                    {text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            {itinerary.brands.map((brand) => (
              <td key={brand.brandIndex}>
                <div className="grid gap-2 justify-items-start">
                  <button
                    type="button"
                    className="btn btn-primary"
                    onClick={() => onSelect(brand.brandIndex)}
                  >
                    {selectLabel}
                    <span className="sr-only">
                      {' '}
                      {brand.name}, {formatMoney(priceOf(pricing, brand.total).amount)}
                    </span>
                  </button>
                  <button
                    type="button"
                    className="text-button text-sm"
                    onClick={(event) => onFareRules(brand.brandIndex, event.currentTarget)}
                  >
                    {t('flights.fares.rulesLink')}
                    <span className="sr-only"> {brand.name}</span>
                  </button>
                </div>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
