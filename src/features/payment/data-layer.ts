/**
 * The analytics events of the booking (spec §9): `booked_online` when the confirmation is shown and
 * `abandoned_booking` when the traveller leaves the payment page without completing. Pushed to
 * window.dataLayer (created when absent); each at most once per offer, remembered in sessionStorage so
 * a reload of the confirmation does not count a second booking.
 */

type BookingEventName = 'booked_online' | 'abandoned_booking';

export interface BookingEvent {
  event: BookingEventName;
  offerId: string;
  bookingReference?: string;
  value?: number;
  currency?: 'AUD';
}

export interface DataLayerHost {
  dataLayer?: unknown[];
}

export interface SeenStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const seenKey = (event: BookingEvent) => `ctg:dataLayer:${event.event}:${event.offerId}`;

/** Pushes the event unless it was pushed for this offer before; answers whether it pushed. */
export function pushBookingEventOnce(
  host: DataLayerHost,
  seen: SeenStore | null,
  event: BookingEvent,
): boolean {
  const key = seenKey(event);
  try {
    if (seen?.getItem(key)) return false;
    seen?.setItem(key, '1');
  } catch {
    // Storage refused (privacy settings): push anyway; a reload may then count twice.
  }
  host.dataLayer ??= [];
  host.dataLayer.push({ ...event });
  return true;
}

/**
 * Calls `onLeave` once when the traveller leaves the page (pagehide: a link, Back, closing the tab),
 * unless `completed()` says they have paid by then. Answers a function that stops listening.
 * Hiding the page (visibilitychange) is not leaving: a traveller who checks a bank app or another tab
 * and comes back to pay would otherwise count as an abandoned booking (issue 25, item 12). A tab the
 * phone discards while hidden goes uncounted, the lesser error for a conversion figure.
 */
export function onAbandon(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  completed: () => boolean,
  onLeave: () => void,
): () => void {
  let done = false;
  const handler = () => {
    if (done || completed()) return;
    done = true;
    stop();
    onLeave();
  };
  const stop = () => target.removeEventListener('pagehide', handler);
  target.addEventListener('pagehide', handler);
  return stop;
}
