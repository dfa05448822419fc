import { createContext } from 'react';
import type { FareCalendarQuery } from '../../fare-calendar';

/**
 * The route a flight date's calendar prices (FlightDateField gives it, FlightCalendarDialog reads it).
 * A context rather than a prop: the shared date field draws its dialog from a component type with the
 * calendar's own props, which must stay the same type from one render to the next (a wrapper made
 * anew each render would open a fresh dialog and lose the roving date).
 */
export const PricedRoute = createContext<FareCalendarQuery | null>(null);
