import type { Locale } from '../../../shared/i18n/languages';
import type { FlightSearchCriteria } from '../search-criteria';
import { useT } from '../../../islands/shared/island-shell';
import { IslandShell } from '../../../islands/shared/IslandShell';
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
 * island's props; its own shell over its few texts.
 */
export default function TrackPriceIsland({
  criteria,
  siteId,
  signedIn,
  locale,
  messages,
}: TrackPriceIslandProps) {
  return (
    <IslandShell locale={locale} messages={messages}>
      <TrackPriceInShell criteria={criteria} siteId={siteId} signedIn={signedIn} />
    </IslandShell>
  );
}

function TrackPriceInShell(props: Omit<TrackPriceIslandProps, 'locale' | 'messages'>) {
  return <TrackPrice {...props} t={useT()} />;
}
