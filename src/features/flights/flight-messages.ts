/**
 * The spec's fixed English messages of the flight screens (§8), word for word. They are data, shared
 * with the services that answer the same words, so the screens show them through the known-message
 * pairs (messages-flights.json, group flightApiMessages) in the reader's language.
 */
export const NO_FLIGHTS = 'No flights were found for that match your search criteria';
export const FARE_RULES_NOT_AVAILABLE = 'Fare Rules not available';
export const SHORTLIST_ERROR = 'Error while shortlisted flight data';
export const SESSION_EXPIRED =
  'Your last session has expired. Please restart your booking from the beginning.';
export const ITINERARY_GONE = 'Your selected itinerary is no more available. Please choose another flight.';
