/** The AirShopping/Search body the site sends for one adult in Business with no filters, for route tests. */

const SITE = 'ctg-au-web';

/** The journeys and the clock of the search vary per test; the rest is what the search form sends by default. */
export const oneAdultBusinessSearch = (journeys: unknown[], searchTime: string) => ({
  siteId: SITE,
  fareType: 'RegularFare',
  journeys,
  passengerInfos: [
    { passengerType: 'Adult', count: 1 },
    { passengerType: 'Children', count: 0 },
    { passengerType: 'Infants', count: 0 },
  ],
  cabinClass: 'Business',
  isDirectFlightOnly: false,
  preferredAirline: '',
  isFreeCheckInBaggageOnly: false,
  isFreeSeatSelectionOnly: false,
  isFlightFromFrequentFlyerOnly: false,
  searchTime,
});
