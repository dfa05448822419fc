import { Hono } from 'hono';
import * as v from 'valibot';
import { CABIN_CLASSES, CABIN_LABELS, DEFAULT_CABIN } from '../../shared/domain/fare-conditions';
import { IsoDateSchema, PassengerInfosSchema, SiteRequestSchema } from '../../shared/contracts/flights';
import { requireToken } from '../auth/require-token';
import type { ServiceEnv } from '../http/app-factory';
import { success } from '../http/envelope';
import { parseInput, readJsonBody } from '../http/validate';
import { describeRoute } from '../http/openapi';
import type { Platform } from '../platform/platform';
import { checkSite } from '../http/site-check';
import type { Network } from '../flights/network';
import { loadNetwork } from '../flights/network';
import { DESTINATION_ALIASES } from './destination-aliases';
import { searchNamesByCity } from '../../shared/places/native-names';
import { cabinsFor, MAX_DAYS_AHEAD, type AircraftSize } from '../flights/schedule.rules';
import { todayIn } from '../../shared/domain/zone-clock';
import { SITE_TIME_ZONE } from '../../shared/domain/site-time';
import {
  AGENCY_PRIORITY_AIRLINES,
  bookingRestriction,
  MEAL_PREFERENCES,
  PASSENGER_TITLES,
  PREFERRED_COUNTRIES,
  rankSuggestions,
  tidyAirportName,
  searchDateRange,
  SEAT_PREFERENCES,
  type Suggestion,
} from './utilities.rules';
import {
  utilitiesAgencyPriorityAirlines,
  utilitiesCabin,
  utilitiesCheckBookingRestriction,
  utilitiesFlightAutoSuggestion,
  utilitiesGetAirlines,
  utilitiesGetAirlinesWithSettings,
  utilitiesGetCountries,
  utilitiesGetMealPreferenceOptions,
  utilitiesGetSeatPreferenceOptions,
  utilitiesPassengerTitle,
  utilitiesPreferredCountries,
  utilitiesSearchDateRange,
} from '../../shared/contracts/endpoints-booking';
import { serveEndpoint } from '../http/endpoint-routes';

const AutoSuggestionQuerySchema = v.object({
  query: v.pipe(
    v.string('query is required'),
    v.trim(),
    v.minLength(2, 'query needs at least 2 characters'),
    v.maxLength(64),
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, 'limit must be 1 to 20'),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(20),
    ),
    '10',
  ),
});

const PreferredCountriesQuerySchema = v.object({
  siteId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
});

const BookingRestrictionSchema = v.object({
  siteId: SiteRequestSchema.entries.siteId,
  journeys: v.pipe(
    v.array(v.object({ depDate: IsoDateSchema }), 'journeys must be a list'),
    v.minLength(1),
    v.maxLength(6),
  ),
  passengerInfos: PassengerInfosSchema,
});

const GUEST_OR_ACCOUNT = ['public', 'account'] as const;
/** 403: the siteId is not the token's site. */
const siteBody = { auth: GUEST_OR_ACCOUNT, body: SiteRequestSchema, errors: [403] };
const docs = {
  GetCountries: describeRoute({ summary: 'Countries (code and name)', auth: GUEST_OR_ACCOUNT }),
  GetAirlines: describeRoute({ summary: 'Airlines of the network', auth: GUEST_OR_ACCOUNT }),
  FlightAutoSuggestion: describeRoute({
    summary: 'Airports and cities matching typed text',
    auth: GUEST_OR_ACCOUNT,
    query: AutoSuggestionQuerySchema,
  }),
  PreferredCountries: describeRoute({
    summary: 'Countries listed first in pickers',
    auth: GUEST_OR_ACCOUNT,
    query: PreferredCountriesQuerySchema,
  }),
  GetSeatPreferenceOptions: describeRoute({ summary: 'Seat preference options', auth: GUEST_OR_ACCOUNT }),
  GetMealPreferenceOptions: describeRoute({ summary: 'Meal preference options', auth: GUEST_OR_ACCOUNT }),
  GetAirlinesWithSettings: describeRoute({
    summary: 'Airlines with priority, programme and cabins',
    ...siteBody,
  }),
  Cabin: describeRoute({ summary: 'Cabin classes', ...siteBody }),
  SearchDateRange: describeRoute({ summary: 'The dates a search may use', ...siteBody }),
  CheckBookingRestriction: describeRoute({
    summary: 'Whether the journeys can be booked online',
    auth: GUEST_OR_ACCOUNT,
    body: BookingRestrictionSchema,
    errors: [403],
  }),
  AgencyPriorityAirlines: describeRoute({ summary: 'Airlines the agency ranks first', ...siteBody }),
  PassengerTitle: describeRoute({ summary: 'Passenger titles', ...siteBody }),
};

/** Every airport and city as a suggestion candidate (cities listing their airports). */
export function suggestionCandidates(network: Network): Suggestion[] {
  const countryName = (code: string) => network.countries.get(code) ?? code;
  const airports: Suggestion[] = [...network.airports.values()].map((airport) => {
    const city = network.cities.get(airport.cityCode);
    return {
      code: airport.code,
      codeType: 'A',
      name: tidyAirportName(airport.name),
      cityCode: airport.cityCode,
      cityName: city?.name ?? airport.name,
      countryCode: airport.country,
      countryName: countryName(airport.country),
      rank: airport.rank,
    };
  });
  const cities: Suggestion[] = [...network.cities.values()]
    .filter(
      (city) => city.airports.length > 1 || (city.airports.length === 1 && city.airports[0] !== city.code),
    )
    .map((city) => ({
      code: city.code,
      codeType: 'C',
      name: `${city.name} (all airports)`,
      cityCode: city.code,
      cityName: city.name,
      countryCode: city.country,
      countryName: countryName(city.country),
      rank: city.rank,
      airports: city.airports.map((code) => ({
        code,
        name: tidyAirportName(network.airports.get(code)!.name),
      })),
    }));
  return [...cities, ...airports];
}

/** The cabins an airline sells somewhere in the network. */
function cabinsSold(network: Network, airline: string): string[] {
  const sizes = new Set<AircraftSize>();
  for (const routes of network.routesFrom.values()) {
    for (const route of routes) {
      if (route.airline !== airline) continue;
      sizes.add(route.distanceKm >= 4500 ? (route.distanceKm >= 9000 ? 'heavy' : 'wide') : 'narrow');
    }
  }
  const cabins = new Set([...sizes].flatMap((size) => cabinsFor(size, airline)));
  return CABIN_CLASSES.filter((cabin) => cabins.has(cabin));
}

/** Booking API: /Utilities/*. */
export function utilityRoutes(platform: Platform, network: Network = loadNetwork()): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>();
  const guard = requireToken(platform, ['public', 'account']);
  const candidates = suggestionCandidates(network);
  const countries = [...network.countries.entries()].map(([code, name]) => ({ code, name }));
  const airlines = [...network.airlines.values()].sort((a, b) => a.name.localeCompare(b.name));
  let withSettings: unknown[] | undefined;
  const today = () => todayIn(SITE_TIME_ZONE, platform.clock.now());

  serveEndpoint(app, utilitiesGetCountries, docs.GetCountries, guard, (c) => success(c, countries));
  serveEndpoint(app, utilitiesGetAirlines, docs.GetAirlines, guard, (c) => success(c, airlines));

  serveEndpoint(app, utilitiesFlightAutoSuggestion, docs.FlightAutoSuggestion, guard, (c) => {
    const input = parseInput(AutoSuggestionQuerySchema, c.req.query());
    return success(
      c,
      rankSuggestions(input.query, candidates, input.limit, DESTINATION_ALIASES, searchNamesByCity()),
    );
  });

  serveEndpoint(app, utilitiesPreferredCountries, docs.PreferredCountries, guard, (c) => {
    parseInput(PreferredCountriesQuerySchema, c.req.query());
    return success(
      c,
      PREFERRED_COUNTRIES.map((code) => ({ code, name: network.countries.get(code) ?? code })),
    );
  });

  serveEndpoint(app, utilitiesGetSeatPreferenceOptions, docs.GetSeatPreferenceOptions, guard, (c) =>
    success(c, SEAT_PREFERENCES),
  );
  serveEndpoint(app, utilitiesGetMealPreferenceOptions, docs.GetMealPreferenceOptions, guard, (c) =>
    success(c, MEAL_PREFERENCES),
  );

  serveEndpoint(app, utilitiesGetAirlinesWithSettings, docs.GetAirlinesWithSettings, guard, async (c) => {
    const { siteId } = await readJsonBody(c, SiteRequestSchema);
    checkSite(c, siteId);
    withSettings ??= airlines.map((airline) => ({
      ...airline,
      isPriority: (AGENCY_PRIORITY_AIRLINES as readonly string[]).includes(airline.code),
      hasFrequentFlyerProgramme: true,
      cabins: cabinsSold(network, airline.code),
    }));
    return success(c, withSettings);
  });

  serveEndpoint(app, utilitiesCabin, docs.Cabin, guard, async (c) => {
    const { siteId } = await readJsonBody(c, SiteRequestSchema);
    checkSite(c, siteId);
    return success(
      c,
      CABIN_CLASSES.map((code) => ({ code, name: CABIN_LABELS[code], isDefault: code === DEFAULT_CABIN })),
    );
  });

  serveEndpoint(app, utilitiesSearchDateRange, docs.SearchDateRange, guard, async (c) => {
    const { siteId } = await readJsonBody(c, SiteRequestSchema);
    checkSite(c, siteId);
    return success(c, searchDateRange(today(), MAX_DAYS_AHEAD));
  });

  serveEndpoint(app, utilitiesCheckBookingRestriction, docs.CheckBookingRestriction, guard, async (c) => {
    const input = await readJsonBody(c, BookingRestrictionSchema);
    checkSite(c, input.siteId);
    const message = bookingRestriction(
      today(),
      input.journeys.map((journey) => journey.depDate),
      MAX_DAYS_AHEAD,
    );
    return success(c, { isRestricted: message !== null, message: message ?? '' });
  });

  serveEndpoint(app, utilitiesAgencyPriorityAirlines, docs.AgencyPriorityAirlines, guard, async (c) => {
    const { siteId } = await readJsonBody(c, SiteRequestSchema);
    checkSite(c, siteId);
    return success(
      c,
      AGENCY_PRIORITY_AIRLINES.map((code, index) => ({
        code,
        name: network.airlines.get(code)?.name ?? code,
        priority: index + 1,
      })),
    );
  });

  serveEndpoint(app, utilitiesPassengerTitle, docs.PassengerTitle, guard, async (c) => {
    const { siteId } = await readJsonBody(c, SiteRequestSchema);
    checkSite(c, siteId);
    return success(c, PASSENGER_TITLES);
  });

  return app;
}
