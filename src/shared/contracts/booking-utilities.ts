/**
 * Answers of the Booking API's utility and shortlist endpoints that the site reads (spec §7). They were
 * declared by hand in the site's clients; here they sit beside the endpoint catalogue that names them.
 */
import type { PassengerType } from '../domain/passengers';

/** An airport (A) or a city (C) as /Utilities/FlightAutoSuggestion names it. */
export interface NamedPlace {
  code: string;
  codeType: 'A' | 'C';
  name: string;
  cityCode: string;
  cityName: string;
  countryCode: string;
  countryName: string;
}

/** One row of /Utilities/FlightAutoSuggestion: a place, and a city's airports. */
export interface PlaceSuggestion extends NamedPlace {
  airports?: { code: string; name: string }[];
}

export interface Airline {
  code: string;
  name: string;
  alliance?: string | null;
}

/** /Utilities/SearchDateRange: the bookable dates and what a date inside the lead time does. */
export interface SearchDateRange {
  start: string;
  end: string;
  leadTimeRestrictionMethod: 'Restrict' | 'Prompt';
  promptMessage: string;
}

/** What /ShortlistedFlight/Add answers. */
export interface ShortlistEntry {
  id: string;
  brandIndex: number | null;
}

/** A country, meal or seat option of the Utilities lists: its code and its name. */
export interface CodeName {
  code: string;
  name: string;
}

/** One row of POST /Utilities/Cabin: a cabin class the site sells, and whether a search starts in it. */
export interface CabinOption {
  code: string;
  name: string;
  isDefault: boolean;
}

export interface PassengerTitle {
  code: string;
  name: string;
  /** Who may carry it: "Master" is a boy's title, "Mr" an adult's (issue 25, defect 9). */
  passengerTypes: PassengerType[];
}
