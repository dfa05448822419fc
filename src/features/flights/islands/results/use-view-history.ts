import { useCallback, useEffect, useState } from 'react';
import {
  defaultViewState,
  viewStateFromHash,
  viewStateToHash,
  type ResultsViewState,
} from '../../results-view-state';

/**
 * The results view (step, sort, filters) kept in the URL fragment. A new step is a history entry
 * (pushState), so Back returns to the previous step; a sort or filter change replaces the current entry
 * (Back does not replay every tick of a filter) yet a reload or shared link keeps it. Back and Forward
 * (popstate) bring the view of their entry back.
 */
export function useViewHistory(stepCount: number) {
  // The server renders the default view; the fragment is read once hydrated.
  const [view, setView] = useState<ResultsViewState>(defaultViewState);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setView(viewStateFromHash(window.location.hash, stepCount));
    setReady(true);
    const onPop = () => setView(viewStateFromHash(window.location.hash, stepCount));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [stepCount]);

  const show = useCallback((next: ResultsViewState, mode: 'push' | 'replace') => {
    setView(next);
    const url = `${window.location.pathname}${window.location.search}${viewStateToHash(next)}`;
    if (mode === 'push') window.history.pushState({ resultsStep: next.step }, '', url);
    else window.history.replaceState({ resultsStep: next.step }, '', url);
  }, []);

  return { view, ready, show };
}
