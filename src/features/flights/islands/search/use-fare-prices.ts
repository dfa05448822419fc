import { useEffect, useState } from 'react';
import { getLowestFareCalendar } from '../../booking-client';
import { fareMonthKey, type FareCalendarQuery } from '../../fare-calendar';

type MonthPrices = ReadonlyMap<string, number | null>;

// A month of a route is asked for once per page: the calendar opens again, or shows the month again,
// without another call. A failed month is forgotten, to be asked again next time it is shown.
const monthRequests = new Map<string, Promise<MonthPrices | null>>();

/** A month's lowest fare per day (`month` YYYY-MM or YYYY-MM-01), or null when it could not be read. */
export function loadMonth(query: FareCalendarQuery, month: string): Promise<MonthPrices | null> {
  const key = fareMonthKey(query, month);
  let request = monthRequests.get(key);
  if (!request) {
    request = getLowestFareCalendar({ ...query.request, month: month.slice(0, 7) })
      .then((answer) => (answer ? new Map(answer.days.map((day) => [day.date, day.lowestPrice])) : null))
      .catch(() => null)
      .then((prices) => {
        if (!prices) monthRequests.delete(key);
        return prices;
      });
    monthRequests.set(key, request);
  }
  return request;
}

export interface FarePrices {
  /** The lowest price of each day of the months shown that has loaded (null: no fare that day). */
  prices: ReadonlyMap<string, number | null>;
  /** A month shown could not be priced (the calendar still works, without its prices). */
  failed: boolean;
}

/** The lowest fares of the months shown (first days, YYYY-MM-01), for a route; none without one. */
export function useFarePrices(query: FareCalendarQuery | null, months: string[]): FarePrices {
  const [loaded, setLoaded] = useState<Record<string, MonthPrices | 'failed'>>({});
  const monthList = months.join(',');
  const queryKey = query ? fareMonthKey(query, '') : '';

  useEffect(() => {
    if (!query) return;
    let active = true;
    for (const month of monthList.split(',')) {
      const key = fareMonthKey(query, month);
      void loadMonth(query, month).then((prices) => {
        if (active) setLoaded((previous) => ({ ...previous, [key]: prices ?? 'failed' }));
      });
    }
    return () => {
      active = false;
    };
    // The query is identified by its key: a new object for the same route asks nothing again.
  }, [queryKey, monthList]);

  const prices = new Map<string, number | null>();
  let failed = false;
  if (query) {
    for (const month of months) {
      const entry = loaded[fareMonthKey(query, month)];
      if (entry === 'failed') failed = true;
      else if (entry) for (const [date, price] of entry) prices.set(date, price);
    }
  }
  return { prices, failed };
}
