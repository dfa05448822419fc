import type { PricedItinerary } from '../../../shared/contracts/flights';
import { useText } from '../shared/text';
import './emissions.css';

/**
 * A result card's CO2e per traveller ("1,240 kg CO₂e") and, when the itinerary emits at least 10% less
 * than the search's median, the "Lower emissions" label. The figures are the Booking API's (GetResult);
 * nothing shows for an itinerary without them.
 */
export function EmissionsBadge({ itinerary }: { itinerary: PricedItinerary }) {
  const t = useText();
  const emissions = itinerary.emissions;
  if (!emissions) return null;
  return (
    <span className="emissions-line" title={t('emissions.perTraveller')}>
      <span className="emissions-amount">{t('emissions.amount', { kg: emissions.co2eKg })}</span>
      {emissions.lower && <span className="emissions-lower">{t('emissions.lower')}</span>}
    </span>
  );
}

/** The opened row's sentence: the figure against the search's typical one, and how it is estimated. */
export function EmissionsDetail({ itinerary }: { itinerary: PricedItinerary }) {
  const t = useText();
  const emissions = itinerary.emissions;
  if (!emissions || emissions.typicalKg <= 0) return null;
  const percent = Math.round((Math.abs(emissions.co2eKg - emissions.typicalKg) / emissions.typicalKg) * 100);
  const comparison =
    percent === 0
      ? t('emissions.typical')
      : t(emissions.co2eKg < emissions.typicalKg ? 'emissions.belowTypical' : 'emissions.aboveTypical', {
          percent,
          typical: emissions.typicalKg,
        });
  return (
    <p className="emissions-detail text-sm text-ink-muted">
      {t('emissions.detail', { kg: emissions.co2eKg, comparison })} {t('emissions.method')}
    </p>
  );
}
