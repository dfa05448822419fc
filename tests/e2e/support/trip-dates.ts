/**
 * The Sydney-London Business return that the results and booking specs search: its dates, a set day of a
 * coming month so the fares exist whatever day the suite runs, and its results page URL.
 */

import { sydneyToday } from './booking-api';

interface TripDates {
  depart: string;
  back: string;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The date `days` after an ISO date. */
export const addDays = (date: string, days: number): string =>
  iso(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));

/**
 * `day` of the month `monthsAhead` from this one on Sydney's calendar, the one the site's calendars and
 * lead times follow: from 13:00 UTC on a month's last day Sydney is already in the next month, and a
 * month counted in UTC then named one the calendar had left behind.
 */
export function sydneyMonthDay(monthsAhead: number, day: number): string {
  const [year, month] = sydneyToday().split('-').map(Number) as [number, number];
  return iso(new Date(Date.UTC(year, month - 1 + monthsAhead, day)));
}

/** Departs on `day` of the month `monthsAhead` from this one, back `nights` later. */
export function returnTripDates(day: number, nights: number, monthsAhead = 1): TripDates {
  const depart = sydneyMonthDay(monthsAhead, day);
  return { depart, back: addDays(depart, nights) };
}

/** The results page of that return for `adults` adults; `extra` adds query parameters. */
export const sydneyLondonResultsUrl = ({ depart, back }: TripDates, adults = 1, extra = ''): string =>
  `/flight/result?trip=return&from=SYD&fromType=A&to=LHR&toType=A&depart=${depart}&return=${back}&adults=${adults}&cabin=Business${extra}`;
