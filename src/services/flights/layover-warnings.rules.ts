import type { LayoverWarning } from '../../shared/contracts/flights';
import { dateOfDayNumber } from '../../shared/domain/calendar-days';
import { localDayNumberOf, localToUtc } from '../../shared/domain/zone-clock';

/*
 * What a traveller should know about a connection before choosing it (issue 25, what Google Flights
 * shows): a night spent in the airport, a long wait, a tight connection, or a change of airport.
 */

/** A wait over 6 hours is long (the figure, and where lounges start selling day rooms). */
export const LONG_LAYOVER_MINUTES = 6 * 60;

/**
 * Within 30 minutes of the airport's minimum connection time is short: legal, but one late arrival
 * or a security queue from missing the flight, and a traveller with a through-checked bag on a
 * separate terminal wants to know.
 */
const SHORT_LAYOVER_MARGIN_MINUTES = 30;

/**
 * The small hours at the connecting airport: a layover that spends 2 hours or more of 00:00–05:00 local
 * time in it is a night in the airport (or a hotel). One that merely passes midnight (arrive 23:30,
 * leave 00:45) is not.
 */
const NIGHT_START_MINUTES = 0;
const NIGHT_END_MINUTES = 5 * 60;
const OVERNIGHT_MINUTES = 2 * 60;

export interface LayoverFacts {
  arrivalUtc: number;
  departureUtc: number;
  /** The connecting airport's time zone, for its local night. */
  timeZone: string;
  minimumConnectionMinutes: number;
  changeOfAirport: boolean;
}

/**
 * Minutes of the connecting airport's local night (00:00–05:00) inside the layover. Each night's ends
 * are converted on their own, so a night when the clocks change is an hour shorter or longer.
 */
export function nightMinutesWithin(arrivalUtc: number, departureUtc: number, timeZone: string): number {
  let total = 0;
  // A layover is at most 24 h, so it touches at most two local nights: those of the local dates it spans.
  const first = localDayNumberOf(arrivalUtc, timeZone);
  const last = localDayNumberOf(departureUtc, timeZone);
  for (let day = first; day <= last; day += 1) {
    const date = dateOfDayNumber(day);
    const nightStart = localToUtc(date, NIGHT_START_MINUTES, timeZone);
    const nightEnd = localToUtc(date, NIGHT_END_MINUTES, timeZone);
    total += Math.max(0, Math.min(departureUtc, nightEnd) - Math.max(arrivalUtc, nightStart));
  }
  return Math.round(total / 60_000);
}

/** The warnings of one connection, most serious first. */
export function layoverWarnings(facts: LayoverFacts): LayoverWarning[] {
  const minutes = Math.round((facts.departureUtc - facts.arrivalUtc) / 60_000);
  const warnings: LayoverWarning[] = [];
  if (facts.changeOfAirport) warnings.push('changeOfAirport');
  if (nightMinutesWithin(facts.arrivalUtc, facts.departureUtc, facts.timeZone) >= OVERNIGHT_MINUTES) {
    warnings.push('overnight');
  }
  if (minutes > LONG_LAYOVER_MINUTES) warnings.push('long');
  if (minutes < facts.minimumConnectionMinutes + SHORT_LAYOVER_MARGIN_MINUTES) warnings.push('short');
  return warnings;
}
