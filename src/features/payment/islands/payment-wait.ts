/**
 * The wait after Pay (issue 23, the timeout card): how long it has lasted, what its end says about the
 * money, and the browser's warning before the page is left while the payment is in flight.
 */
import type { PreAuthStatus } from '../../../shared/contracts/order';
import type { FailureNote } from '../payment.store';

/** Whole seconds since Pay (`startedAt` is stored with the payment, so a reload keeps counting). */
export const secondsSince = (startedAt: number, now: number) =>
  Math.max(0, Math.floor((now - startedAt) / 1_000));

/** The wait as a screen reader hears it: every 10 seconds, as a reading every second would drown it. */
export const announcedSeconds = (seconds: number) => seconds - (seconds % 10);

/**
 * What a timed-out attempt may say about the money. Only the service's TimedOut answer means the
 * authorisation was voided and nothing captured; when the browser stops waiting on its own the
 * service has not said, so only what the browser knows is said: no order was made.
 */
export const failureNoteAfter = (status: PreAuthStatus): FailureNote =>
  status === 'TimedOut' ? 'not-charged' : 'no-order';

/**
 * A beforeunload listener that asks the browser to confirm leaving while `inFlight()` holds. Read at
 * the event, not when added: the payment's own navigation (to 3-D Secure or the confirmation) clears
 * the flag before it leaves, in the same tick.
 */
export function warnBeforeLeaving(inFlight: () => boolean) {
  return (event: BeforeUnloadEvent) => {
    if (!inFlight()) return;
    event.preventDefault();
    // Chromium before 119 and Safari show the prompt only when returnValue is set.
    event.returnValue = '';
  };
}
