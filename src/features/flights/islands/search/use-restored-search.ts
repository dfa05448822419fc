import { useEffect, useLayoutEffect, useRef } from 'react';
import type { FlightSearchCriteria } from '../../search-criteria';
import { $flightSearch, INITIAL_FLIGHT_SEARCH, saveFlightSearch } from '../../flight-search.store';
import { readTypedBeforeHydration } from './typed-before-hydration';

/** What this needs of the TanStack form (whatever its validators). */
interface SearchFormApi {
  readonly state: { values: FlightSearchCriteria };
  reset: (values: FlightSearchCriteria, options: { keepDefaultValues: boolean }) => void;
  store: { subscribe: (listener: () => void) => { unsubscribe: () => void } };
}

/**
 * The search the form starts from once hydrated: the tab's last search (spec §3: saved on every change,
 * restored on start) unless the page gave one, with what the traveller typed or chose in the server's
 * HTML before the script loaded on top of both (issue 12), then every change saved.
 */
export function useRestoredSearch(
  form: SearchFormApi,
  formId: string,
  initial: FlightSearchCriteria | undefined,
) {
  // Read in the hydrating commit, while the fields are still the server's HTML (date inputs included).
  const typedEarly = useRef<Partial<FlightSearchCriteria>>({});
  useLayoutEffect(() => {
    const element = document.getElementById(formId);
    if (element instanceof HTMLFormElement) {
      typedEarly.current = readTypedBeforeHydration(element, form.state.values);
    }
  }, [form, formId]);

  useEffect(() => {
    const saved = initial ? undefined : $flightSearch.get();
    const base = saved && saved !== INITIAL_FLIGHT_SEARCH ? saved : undefined;
    const typed = typedEarly.current;
    const hasTyped = Object.keys(typed).length > 0;
    if (base || hasTyped) {
      form.reset({ ...(base ?? form.state.values), ...typed }, { keepDefaultValues: true });
      if (hasTyped) saveFlightSearch(form.state.values);
    }
    const subscription = form.store.subscribe(() => saveFlightSearch(form.state.values));
    return () => subscription.unsubscribe();
  }, [form, initial]);
}
