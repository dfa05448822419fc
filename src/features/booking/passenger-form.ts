import * as v from 'valibot';
import { fieldErrors } from '../../lib/validation/field-errors';
import { personFieldsOf } from '../account/person-fields';
import type { FullProfile } from '../../shared/contracts/account';
import type { Offer } from '../../shared/contracts/offer';
import type { PassengerType } from '../../shared/domain/passengers';
import { passengerSchemaFor } from '../../shared/validation/booking-forms';
import { MESSAGES } from '../../shared/validation/messages';
import type { PassengerDetails } from './flight-offer.store';

/** The passenger and contact forms' values as the shared booking schemas read them. */

export function passengerInput(travelerId: string, details: PassengerDetails) {
  const { frequentFlyerAirline, frequentFlyerNumber, ...rest } = details;
  return {
    travelerId,
    ...rest,
    frequentFlyer:
      frequentFlyerAirline || frequentFlyerNumber
        ? { airlineCode: frequentFlyerAirline, membershipNumber: frequentFlyerNumber }
        : null,
  };
}

/** A traveller's errors by field name of PassengerDetails; undefined when the form is valid. */
export function passengerErrors(
  passengerType: PassengerType,
  offer: Pick<Offer, 'firstTravelDate' | 'lastTravelDate' | 'international'>,
  travelerId: string,
  details: PassengerDetails,
): Record<string, string> | undefined {
  return fieldErrors(passengerSchemaFor(passengerType, offer), passengerInput(travelerId, details), {
    'frequentFlyer.airlineCode': 'frequentFlyerAirline',
    'frequentFlyer.membershipNumber': 'frequentFlyerNumber',
  });
}

/** The name with title is longer than a ticket takes: the booking stops (spec §5). */
export function isNameTooLong(errors: Record<string, string> | undefined): boolean {
  return errors?.['lastName'] === MESSAGES.nameTooLong;
}

type Person = Pick<
  FullProfile,
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'dateOfBirth'
  | 'gender'
  | 'nationality'
  | 'passport'
  | 'frequentFlyers'
>;

/**
 * A passenger form filled from the profile or a companion. The passport number is never sent back by
 * the Main API (only its last characters), so the traveller types it again. The frequent-flyer membership
 * filled is the first whose programme the form offers (the trip's airlines): a membership of another
 * airline would sit in the form unseen behind "No programme" and be sent with the order.
 */
export function detailsFromPerson(person: Person, programmes: readonly string[]): PassengerDetails {
  const frequentFlyer = person.frequentFlyers.find((membership) =>
    programmes.includes(membership.airlineCode),
  );
  return {
    passportNumber: '',
    ...personFieldsOf(person),
    passportIssueDate: person.passport?.dateOfIssue ?? '',
    passportExpiryDate: person.passport?.dateOfExpiry ?? '',
    passportCountry: person.passport?.countryOfIssue ?? '',
    frequentFlyerAirline: frequentFlyer?.airlineCode ?? '',
    frequentFlyerNumber: frequentFlyer?.membershipNumber ?? '',
  };
}

interface ProfilePerson {
  id: string;
  /** The person's name. */
  label: string;
  person: Person;
  /** Set for a traveller of the linked reservation-system profile: that profile's id. */
  reservationProfileId?: string;
}

/** One person however a profile writes them: names without case or spacing, and the date of birth. */
const samePersonKey = (person: Pick<Person, 'firstName' | 'lastName' | 'dateOfBirth'>) =>
  [person.firstName, person.lastName, person.dateOfBirth ?? '']
    .map((part) => part.trim().toLocaleLowerCase())
    .join('|');

/**
 * The people of a profile a passenger form can be filled from: the traveller, then companions, then the
 * travellers of the linked reservation-system ("Sabre") profile (its holder, then its companions). A
 * reservation traveller who is already listed (the holder is usually the account's own traveller) is
 * not offered twice; the account's own details, which the traveller keeps, are the ones offered.
 */
export function profilePeople(profile: FullProfile | null): ProfilePerson[] {
  if (!profile) return [];
  // Optional chaining: profiles built by older callers and fixtures carry no linked accounts.
  const reservation = profile.linkedAccounts?.reservationProfile ?? null;
  const own: ProfilePerson[] = [
    { id: 'me', label: `${profile.firstName} ${profile.lastName}`, person: profile },
    ...profile.companions.map((companion) => ({
      id: companion.companionId,
      label: `${companion.firstName} ${companion.lastName}`,
      person: companion,
    })),
  ];
  const listed = new Set(own.map(({ person }) => samePersonKey(person)));
  const fromReservation = (reservation?.travellers ?? [])
    .filter((traveller) => !listed.has(samePersonKey(traveller)))
    .map((traveller) => ({
      id: traveller.travellerId,
      label: `${traveller.firstName} ${traveller.lastName}`,
      person: traveller,
      reservationProfileId: reservation!.id,
    }));
  return [...own, ...fromReservation];
}

/** The traveller's form passes the passenger schema for the trip (the steps after it need that). */
export function isValidPassenger(
  passengerType: PassengerType,
  offer: Pick<Offer, 'firstTravelDate' | 'lastTravelDate' | 'international'>,
  travelerId: string,
  details: PassengerDetails,
): boolean {
  return v.safeParse(passengerSchemaFor(passengerType, offer), passengerInput(travelerId, details)).success;
}
