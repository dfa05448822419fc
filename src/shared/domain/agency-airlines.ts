/**
 * Airlines the agency lists first (spec §9 airline order: Qantas, Turkish, Etihad, Latam, Emirates):
 * what /Utilities/AgencyPriorityAirlines answers and what breaks a tie in the results' "Best" order.
 * Shared, as the utilities and the flight results both read it.
 */
export const AGENCY_PRIORITY_AIRLINES = ['QF', 'TK', 'EY', 'LA', 'EK'] as const;
