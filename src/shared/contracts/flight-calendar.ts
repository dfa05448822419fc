import * as v from 'valibot';
import { CABIN_CLASSES } from '../domain/fare-conditions';
import { CODE_TYPES, PassengerInfosSchema, SiteIdSchema } from './flights';

/**
 * POST /AirShopping/LowestFareCalendar: the lowest fare per day of a month for a route, for the date
 * picker's prices. One-way totals for the party, or return-trip totals when `stayDays` is given.
 */

const CALENDAR_MAX_STAY_DAYS = 30;

const placeCode = (field: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{3}$/, `${field} must be a 3-letter IATA code`),
  );

const isRealMonth = (value: string) => {
  const month = Number(value.slice(5, 7));
  return month >= 1 && month <= 12;
};

export const LowestFareCalendarRequestSchema = v.pipe(
  v.object({
    siteId: SiteIdSchema,
    depCode: placeCode('depCode'),
    depCodeType: v.optional(v.picklist(CODE_TYPES, 'depCodeType must be A (airport) or C (city)'), 'C'),
    arrCode: placeCode('arrCode'),
    arrCodeType: v.optional(v.picklist(CODE_TYPES, 'arrCodeType must be A (airport) or C (city)'), 'C'),
    month: v.pipe(
      v.string('month is sent as YYYY-MM'),
      v.regex(/^\d{4}-\d{2}$/, 'month is sent as YYYY-MM'),
      v.check(isRealMonth, 'month must be 01 to 12'),
    ),
    cabinClass: v.optional(
      v.picklist(CABIN_CLASSES, 'cabinClass must be Economy, PremiumEconomy, Business or First'),
      'Business',
    ),
    passengerInfos: PassengerInfosSchema,
    stayDays: v.optional(
      v.pipe(
        v.number('stayDays must be a number of days'),
        v.integer('stayDays must be a whole number of days'),
        v.minValue(1, `stayDays must be 1 to ${CALENDAR_MAX_STAY_DAYS}`),
        v.maxValue(CALENDAR_MAX_STAY_DAYS, `stayDays must be 1 to ${CALENDAR_MAX_STAY_DAYS}`),
      ),
    ),
  }),
  v.check((request) => request.depCode !== request.arrCode, 'depCode and arrCode must be different places'),
);
export type LowestFareCalendarRequest = v.InferOutput<typeof LowestFareCalendarRequestSchema>;

export interface CalendarDay {
  date: string;
  /** The lowest total for the party (one-way, or the whole return trip with stayDays); null when none. */
  lowestPrice: number | null;
}

export interface LowestFareCalendarResponse {
  currency: 'AUD';
  days: CalendarDay[];
}
