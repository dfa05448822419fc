/**
 * The booking steps of /flight/book as browser history entries: each step shown is an entry holding
 * `{ bookingStep }` in its state (the URL stays /flight/book; the booking itself is in $flightOffer), so
 * Back and Forward move between steps and Back from the first step leaves the booking.
 */

/** The step a history entry's state holds, or null when it holds none. */
export function stepFromHistory(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('bookingStep' in state)) return null;
  const step = (state as { bookingStep: unknown }).bookingStep;
  return typeof step === 'number' && Number.isInteger(step) && step >= 1 ? step : null;
}

type StepHistoryAction = 'push' | 'replace' | 'none';

/**
 * What to do with the history when `step` is shown, given the step shown before (null on the first
 * render after a load) and the step the current entry holds. The first step shown marks the entry the
 * page loaded on; a step the current entry already holds (a reload, or Back/Forward which changed the
 * entry first) needs nothing; any other change of step is a new entry.
 */
export function stepHistoryAction(
  shown: number | null,
  step: number,
  inHistory: number | null,
): StepHistoryAction {
  if (inHistory === step) return 'none';
  if (shown === null) return 'replace';
  return shown === step ? 'none' : 'push';
}
