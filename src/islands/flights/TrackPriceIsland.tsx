import { useMemo } from 'react';
import type { Locale } from '../../shared/i18n/languages';
import { createTranslator, type Messages } from '../../shared/i18n/translate';
import type { FlightSearchCriteria } from '../../lib/flights/search-criteria';
import { OutcomeLanguage } from '../shared/OutcomeMessage';
import { TrackPrice } from './results/TrackPrice';
import './results/track-price.css';

interface TrackPriceIslandProps {
  criteria: FlightSearchCriteria;
  siteId: string;
  signedIn: boolean;
  locale: Locale;
  /** { priceTracking: {...} } in the reader's language, from the server (price-tracking.json). */
  messages: Record<string, unknown>;
}

/**
 * /flight/result's "Track prices" (issue 25), an island of its own so it needs no change to the results
 * island's props; a light translator over its few texts rather than a second i18next.
 */
export default function TrackPriceIsland({
  criteria,
  siteId,
  signedIn,
  locale,
  messages,
}: TrackPriceIslandProps) {
  const t = useMemo(() => createTranslator(messages as Messages, locale), [messages, locale]);
  return (
    <OutcomeLanguage value={locale}>
      <TrackPrice criteria={criteria} siteId={siteId} signedIn={signedIn} t={t} />
    </OutcomeLanguage>
  );
}
