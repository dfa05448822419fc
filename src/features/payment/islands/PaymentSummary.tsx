import { useIslandLocale, useT } from '../../../islands/shared/island-shell';
import type { Offer } from '../../../shared/contracts/offer';
import { formatLocalDateTime } from '../format';
import { type SurchargeLines } from '../surcharge';
import { formatCents } from '../../../shared/domain/money';
import { useCityNames } from '../../flights/use-city-names';
import { priceLineLabel } from '../../../shared/price-lines/price-line-words';
import { HeadedSection } from '../../../islands/shared/HeadedSection';
import { SurchargeRows } from './SurchargeRows';

interface PaymentSummaryProps {
  offer: Offer;
  /** The card's surcharge and the total including it, once the scheme is known. */
  surcharge: SurchargeLines | null;
  loading: boolean;
}

/** The booking being paid for: flights, the price lines and the total (with the surcharge). */
export function PaymentSummary({ offer, surcharge, loading }: PaymentSummaryProps) {
  const t = useT();
  const cityName = useCityNames(useIslandLocale());
  return (
    <HeadedSection
      as="aside"
      id="payment-summary"
      title={t('payment.summaryHeading')}
      className="card grid h-fit gap-4 p-5"
    >
      <ul className="grid gap-2">
        {offer.journeys.map((journey) => {
          const segments = journey.itinerary.segments;
          const first = segments[0];
          const last = segments[segments.length - 1];
          if (!first || !last) return null;
          return (
            <li key={journey.journeyIndex}>
              <p className="font-semibold">
                {t('payment.journeyRoute', {
                  from: cityName(first.departure.cityCode, first.departure.cityName),
                  fromCode: first.departure.code,
                  to: cityName(last.arrival.cityCode, last.arrival.cityName),
                  toCode: last.arrival.code,
                })}
              </p>
              <p className="text-sm text-ink-muted">
                {formatLocalDateTime(first.departure.time)} · {journey.brand.name}
              </p>
            </li>
          );
        })}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {offer.lines.map((line, index) => (
          <div className="contents" key={`${line.kind}-${index}`}>
            <dt>{priceLineLabel(line, offer.journeys, t, cityName)}</dt>
            <dd className="text-right">{formatCents(line.amountCents)}</dd>
          </div>
        ))}
        <dt className="font-bold">{t('payment.total')}</dt>
        <dd className="text-right font-bold">{formatCents(offer.totalCents)}</dd>
        <SurchargeRows surcharge={surcharge} />
      </dl>
      {loading && <p role="status">{t('payment.card.surchargeLoading')}</p>}
    </HeadedSection>
  );
}
