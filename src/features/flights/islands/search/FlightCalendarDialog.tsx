import { useContext } from 'react';
import { formatLongDate } from '../../../../lib/dates';
import { useT } from '../../../../islands/shared/island-shell';
import type { CalendarDialogProps } from '../../../../islands/shared/calendar/CalendarDialog';
import { CalendarView } from '../../../../islands/shared/calendar/CalendarView';
import { useCalendar } from '../../../../islands/shared/calendar/use-calendar';
import { cheapestDays, compactFarePrice, fullFarePrice } from '../../fare-calendar';
import { FareLegend } from './FareLegend';
import { PricedRoute } from './priced-route';
import { useFarePrices } from './use-fare-prices';

/**
 * The search form's date picker: the shared calendar with each day's lowest fare for the route under
 * it, the cheapest days marked, and a legend saying what the prices are. The route is the date
 * field's (PricedRoute); none while it is incomplete.
 */
export default function FlightCalendarDialog(dialog: CalendarDialogProps) {
  const t = useT();
  const fares = useContext(PricedRoute);
  const state = useCalendar(dialog);
  const { prices: monthPrices, failed } = useFarePrices(fares, state.months);
  // Only days that can be chosen show a price (and count towards the cheapest).
  const prices = new Map([...monthPrices].filter(([date]) => !state.isBlocked(date)));
  const cheapest = cheapestDays(prices);
  const priceOf = (date: string) => prices.get(date) ?? undefined;
  const dayPrices = fares && {
    shortText: (date: string) => {
      const price = priceOf(date);
      return price === undefined ? undefined : compactFarePrice(price);
    },
    label: (date: string) => {
      const price = priceOf(date);
      if (price === undefined) return undefined;
      const key = cheapest.has(date) ? 'dayPriceCheapest' : 'dayPrice';
      return t(`flights.search.calendar.${key}`, { day: formatLongDate(date), price: fullFarePrice(price) });
    },
    isCheapest: (date: string) => cheapest.has(date),
    legend: <FareLegend query={fares} failed={failed} />,
  };
  return (
    <CalendarView
      state={state}
      title={dialog.title}
      today={dialog.limits.today}
      onChoose={dialog.onChoose}
      onDismiss={dialog.onDismiss}
      prices={dayPrices || undefined}
    />
  );
}
