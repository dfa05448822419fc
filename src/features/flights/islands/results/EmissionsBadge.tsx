import type { PricedItinerary } from '../../../../shared/contracts/flights';
import { useIslandLocale, useT } from '../../../../islands/shared/island-shell';
import './emissions.css';

/** A figure in kilograms as the reader writes numbers ("1,240"), as i18next's `number` format wrote it. */
function useKilograms(): (kg: number) => string {
  const locale = useIslandLocale();
  return (kg) => new Intl.NumberFormat(locale).format(kg);
}

/**
 * A result card's CO2e per traveller ("1,240 kg CO₂e") and, when the itinerary emits at least 10% less
 * than the search's median, the "Lower emissions" label. The figures are the Booking API's (GetResult);
 * nothing shows for an itinerary without them.
 */
export function EmissionsBadge({ itinerary }: { itinerary: PricedItinerary }) {
  const t = useT();
  const kilograms = useKilograms();
  const emissions = itinerary.emissions;
  if (!emissions) return null;
  return (
    <span className="emissions-line" title={t('emissions.perTraveller')}>
      <span className="emissions-amount">{t('emissions.amount', { kg: kilograms(emissions.co2eKg) })}</span>
      {emissions.lower && <span className="emissions-lower">{t('emissions.lower')}</span>}
    </span>
  );
}

/** The opened row's sentence: the figure against the search's typical one, and how it is estimated. */
export function EmissionsDetail({ itinerary }: { itinerary: PricedItinerary }) {
  const t = useT();
  const kilograms = useKilograms();
  const emissions = itinerary.emissions;
  if (!emissions || emissions.typicalKg <= 0) return null;
  const percent = Math.round((Math.abs(emissions.co2eKg - emissions.typicalKg) / emissions.typicalKg) * 100);
  const comparison =
    percent === 0
      ? t('emissions.typical')
      : t(emissions.co2eKg < emissions.typicalKg ? 'emissions.belowTypical' : 'emissions.aboveTypical', {
          percent,
          typical: kilograms(emissions.typicalKg),
        });
  return (
    <p className="emissions-detail text-sm text-ink-muted">
      {t('emissions.detail', { kg: kilograms(emissions.co2eKg), comparison })} {t('emissions.method')}
    </p>
  );
}
