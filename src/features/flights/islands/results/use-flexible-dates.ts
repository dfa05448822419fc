import { useEffect, useState } from 'react';
import type { FlexibleDateCell } from '../../../../shared/contracts/flights';
import { getFlexibleDates } from '../../booking-client';
import { isAbortError } from '../../../../lib/api/browser-client';
import { MULTI_CITY, type FlightSearchCriteria } from '../../search-criteria';
import { toSearchRequest } from '../../search-request';

/** Lowest trip prices on nearby days (one-way and return searches); null while loading. */
export function useFlexibleDates(criteria: FlightSearchCriteria, siteId: string): FlexibleDateCell[] | null {
  const [cells, setCells] = useState<FlexibleDateCell[] | null>(null);
  useEffect(() => {
    if (criteria.type === MULTI_CITY) return;
    const controller = new AbortController();
    getFlexibleDates(toSearchRequest(criteria, siteId), controller.signal)
      .then((answer) => setCells(answer?.cells ?? []))
      .catch((error: unknown) => {
        if (!isAbortError(error)) setCells([]);
      });
    return () => controller.abort();
  }, [criteria, siteId]);
  return cells;
}
