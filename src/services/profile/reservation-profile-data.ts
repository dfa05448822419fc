/**
 * The reference reservation system's traveller profiles (the "Sabre" profiles of the spec), as its
 * seed keeps them: each profile's travellers (the holder first, then the companions it books with),
 * their passports and frequent-flyer memberships, and the profile's seat and meal preference. The two
 * Sam Walker profiles are the same person twice, as reservation systems often hold (the "choose one of
 * the matching profiles" case of the link).
 */
import type { ReservationFrequentFlyer } from '../db/schema';
import type { SeatPreferenceCode } from '../../shared/domain/seat-preferences';

interface SeedTraveller {
  title: string;
  givenName: string;
  familyName: string;
  dateOfBirth: string;
  gender: 'Male' | 'Female';
  nationality: string;
  passport: { number: string; expiry: string; country: string };
  frequentFlyers: ReservationFrequentFlyer[];
}

interface SeedReservationProfile {
  id: string;
  email: string;
  /** A code of GET /Utilities/GetSeatPreferenceOptions (W, A, N), as account preferences store it. */
  seatPreference: SeatPreferenceCode | null;
  mealPreference: string | null;
  /** The holder first: the profile's name and date of birth are the holder's. */
  travellers: [SeedTraveller, ...SeedTraveller[]];
}

const QANTAS = 'Qantas Frequent Flyer';

/** The holder of both Sam Walker profiles: one person, held twice (see above). */
const SAM_WALKER = {
  title: 'Mr',
  givenName: 'Sam',
  familyName: 'Walker',
  dateOfBirth: '1979-09-30',
  gender: 'Male',
} as const;

export const RESERVATION_PROFILE_SEED: SeedReservationProfile[] = [
  {
    id: 'SBR-OLIVIA-7Q4K2M',
    email: 'demo@ctg.example',
    seatPreference: 'W',
    mealPreference: 'VGML',
    travellers: [
      {
        title: 'Ms',
        givenName: 'Olivia',
        familyName: 'Nguyen',
        dateOfBirth: '1988-04-12',
        gender: 'Female',
        nationality: 'AU',
        passport: { number: 'PA1234567', expiry: '2031-03-01', country: 'AU' },
        frequentFlyers: [{ airlineCode: 'QF', programName: QANTAS, membershipNumber: '1234567890' }],
      },
      {
        title: 'Mr',
        givenName: 'Marcus',
        familyName: 'Reid',
        dateOfBirth: '1986-08-23',
        gender: 'Male',
        nationality: 'GB',
        passport: { number: '533218847', expiry: '2032-06-14', country: 'GB' },
        // A frequent traveller's several programmes: the booking fills the one the trip's airline runs.
        frequentFlyers: [
          { airlineCode: 'QF', programName: QANTAS, membershipNumber: '2087654321' },
          { airlineCode: 'BA', programName: 'British Airways Executive Club', membershipNumber: '77123456' },
          { airlineCode: 'EK', programName: 'Emirates Skywards', membershipNumber: 'EK310482917' },
          { airlineCode: 'SQ', programName: 'KrisFlyer', membershipNumber: '8876543210' },
          { airlineCode: 'CX', programName: 'Asia Miles', membershipNumber: '1602938475' },
        ],
      },
    ],
  },
  {
    id: 'SBR-SAM-3H8D1X',
    email: 'sam.walker@example.com',
    seatPreference: 'A',
    mealPreference: null,
    travellers: [
      {
        ...SAM_WALKER,
        nationality: 'AU',
        passport: { number: 'PA8831205', expiry: '2029-11-30', country: 'AU' },
        frequentFlyers: [
          { airlineCode: 'VA', programName: 'Velocity Frequent Flyer', membershipNumber: '2104567893' },
        ],
      },
    ],
  },
  {
    id: 'SBR-SAM-9P2L6V',
    email: 's.walker@example.net',
    seatPreference: 'W',
    mealPreference: 'LSML',
    travellers: [
      {
        ...SAM_WALKER,
        nationality: 'GB',
        passport: { number: '548102239', expiry: '2028-02-17', country: 'GB' },
        frequentFlyers: [
          { airlineCode: 'BA', programName: 'British Airways Executive Club', membershipNumber: '49201837' },
        ],
      },
      {
        title: 'Mrs',
        givenName: 'Claire',
        familyName: 'Walker',
        dateOfBirth: '1981-05-14',
        gender: 'Female',
        nationality: 'GB',
        passport: { number: '548102240', expiry: '2028-02-17', country: 'GB' },
        frequentFlyers: [],
      },
    ],
  },
  {
    id: 'SBR-JAMES-5T7R0C',
    email: 'james.okafor@example.com',
    seatPreference: 'A',
    mealPreference: 'DBML',
    travellers: [
      {
        title: 'Mr',
        givenName: 'James',
        familyName: 'Okafor',
        dateOfBirth: '1990-01-21',
        gender: 'Male',
        nationality: 'NG',
        passport: { number: 'A09384756', expiry: '2030-07-09', country: 'NG' },
        frequentFlyers: [
          { airlineCode: 'EK', programName: 'Emirates Skywards', membershipNumber: 'EK512034786' },
        ],
      },
      {
        title: 'Mrs',
        givenName: 'Adaeze',
        familyName: 'Okafor',
        dateOfBirth: '1992-03-08',
        gender: 'Female',
        nationality: 'NG',
        passport: { number: 'A10293847', expiry: '2031-01-22', country: 'NG' },
        frequentFlyers: [],
      },
      {
        title: 'Miss',
        givenName: 'Chioma',
        familyName: 'Okafor',
        dateOfBirth: '2019-10-05',
        gender: 'Female',
        nationality: 'NG',
        passport: { number: 'A11928374', expiry: '2029-10-04', country: 'NG' },
        frequentFlyers: [],
      },
    ],
  },
  {
    id: 'SBR-MEI-2W6N4B',
    email: 'mei.tanaka@example.org',
    seatPreference: 'W',
    mealPreference: 'FPML',
    travellers: [
      {
        title: 'Ms',
        givenName: 'Mei',
        familyName: 'Tanaka',
        dateOfBirth: '1985-07-03',
        gender: 'Female',
        nationality: 'JP',
        passport: { number: 'TR4728193', expiry: '2033-04-11', country: 'JP' },
        frequentFlyers: [
          { airlineCode: 'JL', programName: 'JAL Mileage Bank', membershipNumber: '402938475' },
          { airlineCode: 'NH', programName: 'ANA Mileage Club', membershipNumber: '4102938475' },
        ],
      },
    ],
  },
];
