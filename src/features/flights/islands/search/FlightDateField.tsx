import { lazy, type ComponentProps } from 'react';
import { DateField } from '../../../../islands/shared/calendar/DateField';
import type { FareCalendarQuery } from '../../fare-calendar';
import { PricedRoute } from './priced-route';

// Loads when a traveller first opens a date (the home page's script budget), as the plain calendar does.
const FlightCalendarDialog = lazy(() => import('./FlightCalendarDialog'));

interface FlightDateFieldProps extends Omit<ComponentProps<typeof DateField>, 'dialog'> {
  /** The route whose lowest fares the calendar shows (none while it is incomplete). */
  fares: FareCalendarQuery | null;
}

/** A date of the flight search: the shared date field whose calendar shows the route's lowest fares. */
export function FlightDateField({ fares, ...field }: FlightDateFieldProps) {
  return (
    <PricedRoute.Provider value={fares}>
      <DateField {...field} dialog={FlightCalendarDialog} />
    </PricedRoute.Provider>
  );
}
