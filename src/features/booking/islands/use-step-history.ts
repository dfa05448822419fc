import { useEffect, useRef } from 'react';
import { goToStep } from '../booking-actions';
import { stepFromHistory, stepHistoryAction } from '../step-history';

/**
 * Keeps the shown booking step in the browser history (step-history.ts): a new step adds an entry, and
 * Back or Forward shows the step of the entry they land on. `active` is false until the island has
 * hydrated with an offer, so the server's placeholder step never reaches the history.
 */
export function useStepHistory(step: number, active: boolean) {
  const shown = useRef<number | null>(null);

  useEffect(() => {
    if (!active) return;
    const onPop = (event: PopStateEvent) => {
      const wanted = stepFromHistory(event.state);
      if (wanted !== null) goToStep(wanted);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [active]);

  useEffect(() => {
    if (!active) return;
    const current: unknown = window.history.state;
    const action = stepHistoryAction(shown.current, step, stepFromHistory(current));
    shown.current = step;
    // Keep what else the entry's state holds (a router's own keys), adding the step.
    const state = { ...(typeof current === 'object' && current !== null ? current : {}), bookingStep: step };
    if (action === 'push') window.history.pushState(state, '');
    else if (action === 'replace') window.history.replaceState(state, '');
  }, [step, active]);
}
