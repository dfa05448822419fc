import { useState } from 'react';
import { addToShortlist } from '../../booking-client';
import { markShortlisted } from '../../../booking/flight-offer.actions';
import { Icon } from '../../../../islands/shared/Icon';
import { HEART } from '../shared/result-icons';
import { SHORTLIST_ERROR } from '../../flight-messages';
import { useT, useKnownMessage } from '../../../../islands/shared/island-shell';
import { OutcomeMessage } from '../../../../islands/shared/OutcomeMessage';

// Spec §8 text when the shortlist cannot be saved.
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Spec §9 tracked event of a shortlisted flight. */
function trackShortlist(): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: 'shortlist_form_submit' });
}

interface ShortlistButtonProps {
  siteId: string;
  shoppingRspId: string;
  pricedItineraryId: string;
  brandIndex: number | null;
  shortlisted: boolean;
  /** "Qantas QF1, Sydney to London": what the button shortlists, for screen readers. */
  flightName: string;
  /** In a result row: the heart alone shows, its words stay for screen readers. */
  compact?: boolean;
}

/**
 * Adds a flight to the shortlist (/ShortlistedFlight/Add). A guest's shortlist belongs to their public
 * token; it moves into the account when they sign in (done by the site's server).
 */
export function ShortlistButton(props: ShortlistButtonProps) {
  const t = useT();
  const known = useKnownMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [announcement, setAnnouncement] = useState('');

  const add = async () => {
    if (props.shortlisted || busy) return;
    setBusy(true);
    setError('');
    try {
      const entry = await addToShortlist({
        siteId: props.siteId,
        shoppingRspId: props.shoppingRspId,
        pricedItineraryId: props.pricedItineraryId,
        brandIndex: props.brandIndex,
      });
      // A swallowed 502 saved nothing.
      if (!entry) throw new Error('unavailable');
      markShortlisted(props.pricedItineraryId);
      trackShortlist();
      setAnnouncement(t('flights.results.shortlisted', { flight: props.flightName }));
    } catch {
      setError(known(SHORTLIST_ERROR));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className="shortlist-button"
        aria-pressed={props.shortlisted}
        aria-busy={busy || undefined}
        onClick={() => void add()}
      >
        <Icon d={HEART} />
        <span className={props.compact ? 'sr-only' : undefined}>
          {props.shortlisted ? t('flights.results.shortlistedButton') : t('flights.results.shortlistButton')}
        </span>
        <span className="sr-only"> {props.flightName}</span>
      </button>
      <span role="status" className="sr-only">
        {announcement}
      </span>
      {error && <OutcomeMessage tone="error" className="w-full text-sm" message={error} />}
    </div>
  );
}
