import { describe, expect, it } from 'vitest';
import type { FullProfile } from '../../shared/contracts/account';
import { BOOKING_MESSAGES } from '../../shared/validation/booking-forms';
import { MESSAGES } from '../../shared/validation/messages';
import { EMPTY_PASSENGER } from './booking-state';
import { contactErrors } from './contact-form';
import {
  detailsFromPerson,
  isNameTooLong,
  passengerErrors,
  passengerInput,
  profilePeople,
} from './passenger-form';
import { janeCitizen } from './traveller.fixture';

const trip = { firstTravelDate: '2027-03-10', lastTravelDate: '2027-03-24', international: true };
const adult = {
  ...EMPTY_PASSENGER,
  title: 'Mr',
  firstName: 'James',
  lastName: 'Citizen',
  dateOfBirth: '1980-05-01',
  gender: 'Male',
  nationality: 'AU',
  passportNumber: 'pa1234567',
  passportIssueDate: '2020-01-01',
  passportExpiryDate: '2030-01-01',
  passportCountry: 'AU',
};

describe('passenger and contact forms of the booking', () => {
  it('accepts a complete adult and maps the frequent flyer entry', () => {
    expect(passengerErrors('Adult', trip, 'T1', adult)).toBeUndefined();
    expect(passengerInput('T1', adult).frequentFlyer).toBeNull();
    const flyer = { ...adult, frequentFlyerAirline: 'QF', frequentFlyerNumber: '1234' };
    expect(passengerInput('T1', flyer).frequentFlyer).toEqual({
      airlineCode: 'QF',
      membershipNumber: '1234',
    });
    expect(passengerErrors('Adult', trip, 'T1', { ...adult, frequentFlyerNumber: '1' })).toHaveProperty(
      'frequentFlyerAirline',
    );
  });

  it('applies the age rule of the passenger type on the first travel date', () => {
    expect(passengerErrors('Infants', trip, 'T2', adult)?.['dateOfBirth']).toBe(BOOKING_MESSAGES.infantAge);
    expect(passengerErrors('Children', trip, 'T2', adult)?.['dateOfBirth']).toBe(BOOKING_MESSAGES.childAge);
    expect(passengerErrors('Infants', trip, 'T2', { ...adult, dateOfBirth: '2026-01-01' })).toBeUndefined();
  });

  it('needs the passport to last 6 months past an international return', () => {
    expect(passengerErrors('Adult', trip, 'T1', { ...adult, passportExpiryDate: '2027-06-01' })).toEqual({
      passportExpiryDate: BOOKING_MESSAGES.passportSixMonths,
    });
    const domestic = { ...trip, international: false };
    expect(
      passengerErrors('Adult', domestic, 'T1', { ...adult, passportExpiryDate: '2027-06-01' }),
    ).toBeUndefined();
  });

  it('stops a name with title over 29 characters', () => {
    const errors = passengerErrors('Adult', trip, 'T1', {
      ...adult,
      firstName: 'Maximilian Alexander',
      lastName: 'Citizenship',
    });
    expect(errors?.['lastName']).toBe(MESSAGES.nameTooLong);
    expect(isNameTooLong(errors)).toBe(true);
    expect(isNameTooLong(passengerErrors('Adult', trip, 'T1', { ...adult, lastName: '' }))).toBe(false);
  });

  it('checks the contact and shows the mobile error on the number', () => {
    expect(
      contactErrors({ email: 'jane@example.com', mobileCountry: 'AU', mobileNumber: '0412 345 678' }),
    ).toBeUndefined();
    const errors = contactErrors({ email: 'nope', mobileCountry: 'AU', mobileNumber: '12' });
    expect(errors?.['email']).toBe(MESSAGES.email);
    expect(errors?.['mobileNumber']).toBe(MESSAGES.mobile);
  });

  it('fills a form from the profile or a companion, never with a passport number', () => {
    const profile = {
      ...janeCitizen,
      passport: {
        passportNumberMasked: '***567',
        countryOfIssue: 'AU',
        dateOfIssue: '2021-01-01',
        dateOfExpiry: '2031-01-01',
      },
      frequentFlyers: [{ airlineCode: 'QF', programName: 'Frequent Flyer', membershipNumber: '998877' }],
      companions: [
        {
          companionId: 'c1',
          firstName: 'Sam',
          lastName: 'Citizen',
          title: null,
          dateOfBirth: null,
          gender: null,
          nationality: null,
          passport: null,
          frequentFlyers: [],
        },
      ],
    } as unknown as FullProfile;
    const people = profilePeople(profile);
    expect(people.map((person) => person.label)).toEqual(['Jane Citizen', 'Sam Citizen']);
    expect(detailsFromPerson(people[0]!.person, ['BA', 'QF'])).toMatchObject({
      title: 'Ms',
      passportNumber: '',
      passportExpiryDate: '2031-01-01',
      frequentFlyerAirline: 'QF',
      frequentFlyerNumber: '998877',
    });
    expect(detailsFromPerson(people[1]!.person, ['BA', 'QF'])).toMatchObject({
      firstName: 'Sam',
      dateOfBirth: '',
      passportCountry: '',
    });
    expect(profilePeople(null)).toEqual([]);
  });

  it("never fills a membership of a programme the trip's form does not offer (it would be sent unseen)", () => {
    const companion = {
      firstName: 'Mei',
      lastName: 'Tan',
      title: 'Ms',
      dateOfBirth: '1990-03-02',
      gender: 'Female',
      nationality: 'SG',
      passport: null,
      frequentFlyers: [
        { airlineCode: 'SQ', programName: 'KrisFlyer', membershipNumber: '8812345678' },
        { airlineCode: 'QF', programName: 'Frequent Flyer', membershipNumber: '1234567' },
      ],
    } as unknown as Parameters<typeof detailsFromPerson>[0];
    // A BA/Qantas trip: the Qantas membership, not KrisFlyer hidden behind "No programme".
    expect(detailsFromPerson(companion, ['BA', 'QF'])).toMatchObject({
      frequentFlyerAirline: 'QF',
      frequentFlyerNumber: '1234567',
    });
    expect(detailsFromPerson(companion, ['BA'])).toMatchObject({
      frequentFlyerAirline: '',
      frequentFlyerNumber: '',
    });
  });
});
