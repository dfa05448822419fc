import type { PricedItinerary } from '../../../../shared/contracts/flights';
import { formatDate } from '../../../../lib/dates';
import { firstSegment } from '../../itinerary-format';
import { localDate } from '../../../../shared/domain/local-iso-time';
import { ItineraryLine } from '../shared/ItineraryLine';
import { useT } from '../../../../islands/shared/island-shell';

interface ChosenJourneyProps {
  title: string;
  itinerary: PricedItinerary;
  brandName: string;
  /** "Change this flight" on a later step; "Continue with this flight" back on its own step. */
  action: { label: string; onClick: () => void };
  label?: string;
}

/**
 * A journey already chosen (its fare is inside the trip totals of the later steps, so no separate
 * price here contradicts them), above the later steps, or on its own step after Back to continue with it.
 */
export function ChosenJourney({ title, itinerary, brandName, action, label }: ChosenJourneyProps) {
  const t = useT();
  const first = firstSegment(itinerary);
  return (
    <section className="card chosen-journey" aria-label={t('flights.results.chosen', { title })}>
      <div className="grid min-w-0 flex-1 gap-2">
        <p className="text-sm font-semibold text-ink-muted">
          {label ?? t('flights.results.chosenLabel')} · {formatDate(localDate(first.departure.time))}
        </p>
        <ItineraryLine itinerary={itinerary} />
      </div>
      <div className="grid justify-items-end gap-1">
        <span className="pill pill-accent">{brandName}</span>
        <button type="button" className="text-button text-sm" onClick={action.onClick}>
          {action.label}
        </button>
      </div>
    </section>
  );
}
