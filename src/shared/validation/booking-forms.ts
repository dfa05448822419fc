/**
 * The booking forms (passengers, contact, confirmation), shared by the booking island (TanStack Form)
 * and the Booking API's OrderCreate, which re-validates everything. Rules that depend on the trip (age
 * on the travel date, passport validity) take the offer's dates: passengerSchemaFor(trip).
 */
import * as v from 'valibot';
import { ageOn, type PassengerType } from '../domain/passengers';
import { passesLuhn } from '../domain/luhn';
import {
  AirlineCodeSchema,
  CountryCodeSchema,
  DateOfBirthSchema,
  GenderSchema,
  PassportNumberSchema,
  TitleSchema,
  form,
  isIsoDate,
  personName,
  todayIso,
} from './fields';
import { ticketNameFits } from './form-checks';
import { MESSAGES } from './messages';

export const BOOKING_MESSAGES = {
  adultAge: 'An adult must be 12 or older on the travel date',
  childAge: 'A child must be 2 to 11 years old on the travel date',
  infantAge: 'An infant must be under 2 years old on the travel date',
  passportExpired: 'The passport must be valid for the whole trip',
  passportSixMonths: 'For international travel the passport must be valid for 6 months after the return date',
  terms: 'Please agree to the terms and conditions',
  cardNumber: 'Invalid credit card number',
} as const;

/** What the passenger rules need to know of the trip (from the offer). */
export interface TripDates {
  firstTravelDate: string;
  lastTravelDate: string;
  international: boolean;
}

const FrequentFlyerEntrySchema = v.nullable(
  form({
    airlineCode: AirlineCodeSchema,
    membershipNumber: v.pipe(
      v.string(MESSAGES.membershipNumber),
      v.trim(),
      v.toUpperCase(),
      v.regex(/^[A-Z0-9]{3,20}$/, MESSAGES.membershipNumber),
    ),
  }),
);

const requiredDate = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.check(isIsoDate, MESSAGES.date));

export const PassengerFormSchema = form({
  travelerId: v.pipe(v.string(), v.regex(/^T[1-9]$/, 'travelerId must be T1 to T9')),
  title: TitleSchema,
  firstName: personName('First name'),
  lastName: personName('Last name'),
  dateOfBirth: DateOfBirthSchema,
  gender: GenderSchema,
  nationality: CountryCodeSchema,
  passportNumber: PassportNumberSchema,
  passportIssueDate: v.pipe(
    requiredDate(MESSAGES.required),
    v.check((value) => value <= todayIso(), MESSAGES.issueInPast),
  ),
  passportExpiryDate: requiredDate(MESSAGES.expiryRequired),
  passportCountry: v.pipe(
    v.string(MESSAGES.countryOfIssueRequired),
    v.trim(),
    v.minLength(1, MESSAGES.countryOfIssueRequired),
    CountryCodeSchema,
  ),
  frequentFlyer: v.optional(FrequentFlyerEntrySchema, null),
});
export type PassengerForm = v.InferOutput<typeof PassengerFormSchema>;

/** Six calendar months after a date (YYYY-MM-DD), clamped to the month's last day. */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The age rule's message when a date of birth does not match the passenger type on the first flight. */
function ageProblem(type: PassengerType, dateOfBirth: string, travelDate: string): string | null {
  const age = ageOn(dateOfBirth, travelDate);
  if (type === 'Adult') return age >= 12 ? null : BOOKING_MESSAGES.adultAge;
  if (type === 'Children') return age >= 2 && age < 12 ? null : BOOKING_MESSAGES.childAge;
  return age < 2 ? null : BOOKING_MESSAGES.infantAge;
}

/** The passport rule's message: valid through the trip, and 6 months past its end when international. */
function passportProblem(expiry: string, trip: TripDates): string | null {
  if (expiry <= trip.lastTravelDate) return BOOKING_MESSAGES.passportExpired;
  if (trip.international && expiry < addMonths(trip.lastTravelDate, 6)) {
    return BOOKING_MESSAGES.passportSixMonths;
  }
  return null;
}

/** One traveller's form with the trip's rules: type by age, ticket name length, passport validity. */
export function passengerSchemaFor(passengerType: PassengerType, trip: TripDates) {
  return v.pipe(
    PassengerFormSchema,
    ticketNameFits(),
    v.forward(
      v.partialCheck(
        [['dateOfBirth']],
        (input) => ageProblem(passengerType, input.dateOfBirth, trip.firstTravelDate) === null,
        (issue) =>
          ageProblem(passengerType, String(issue.input.dateOfBirth), trip.firstTravelDate) ??
          MESSAGES.invalidDateOfBirth,
      ),
      ['dateOfBirth'],
    ),
    v.forward(
      v.partialCheck(
        [['passportExpiryDate']],
        (input) => passportProblem(input.passportExpiryDate, trip) === null,
        (issue) => passportProblem(String(issue.input.passportExpiryDate), trip) ?? MESSAGES.date,
      ),
      ['passportExpiryDate'],
    ),
  );
}

/** Spec §5: booking needs the terms agreed and the dates, flights and passenger details confirmed. */
export const BookingConsentSchema = form({
  termsAccepted: v.literal(true, BOOKING_MESSAGES.terms),
  detailsConfirmed: v.literal(true, MESSAGES.confirmDetails),
});

/** Luhn check of a card number (digits and spaces). */
export function isLuhnValid(cardNumber: string): boolean {
  const digits = cardNumber.replace(/ /g, '');
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
}
