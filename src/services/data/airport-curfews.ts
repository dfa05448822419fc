/**
 * Airports that take no scheduled passenger movement (arrival or departure) in a nightly window, local time.
 * Australia's four legislated curfews, 23:00 to 06:00 (Sydney Airport Curfew Act 1995, Adelaide Airport
 * Curfew Act 2000, Air Navigation (Gold Coast Airport Curfew) Regulations 2018, Air Navigation (Essendon
 * Fields Airport Curfew) Regulations 2018), as the Department of Infrastructure's "Airport curfews" page and
 * Airservices Australia list them. Brisbane, Melbourne, Perth, Canberra, Hobart, Cairns and Darwin have none.
 * The few shoulder and freight movements the Acts allow are not scheduled passenger flights.
 */
export interface Curfew {
  /** Local time the curfew starts, minutes after midnight. */
  startMinutes: number;
  /** Local time it ends, minutes after midnight (the next morning when below the start). */
  endMinutes: number;
}

const ELEVEN_PM_TO_SIX_AM: Curfew = { startMinutes: 23 * 60, endMinutes: 6 * 60 };

export const AIRPORT_CURFEWS: Record<string, Curfew> = {
  SYD: ELEVEN_PM_TO_SIX_AM,
  ADL: ELEVEN_PM_TO_SIX_AM,
  OOL: ELEVEN_PM_TO_SIX_AM,
  MEB: ELEVEN_PM_TO_SIX_AM,
};
