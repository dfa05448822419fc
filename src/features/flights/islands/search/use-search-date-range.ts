import { useState } from 'react';
import { getSearchDateRange } from '../../booking-client';
import type { SearchDateRange } from '../../../../shared/contracts/booking-utilities';

// One SearchDateRange call per page, shared by every form and calendar on it; a failed call is forgotten.
let dateRangeRequest: Promise<SearchDateRange | null> | undefined;

/** The bookable dates (SearchDateRange), asked for when the form is first used or a calendar opens. */
export function useSearchDateRange(siteId: string) {
  const [range, setRange] = useState<SearchDateRange | null>(null);
  const loadDateRange = () => {
    dateRangeRequest ??= getSearchDateRange(siteId)
      .then((found) => {
        if (!found) return null;
        // Kept in the offer state too (spec §3), whose store loads only now, not with the page.
        void import('../../../booking/flight-offer.store').then((store) => store.setSearchDateRange(found));
        return found;
      })
      .catch(() => {
        dateRangeRequest = undefined;
        return null;
      });
    void dateRangeRequest.then((found: SearchDateRange | null) => {
      if (found) setRange(found);
    });
  };
  return { range, loadDateRange };
}
