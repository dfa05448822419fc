/**
 * The passenger picker offers the travellers of the linked reservation-system ("Sabre") profile after
 * the account's own people, and fills a form from one as from a companion: programmes of the trip's
 * airlines only, never a passport number.
 */
import { describe, expect, it } from 'vitest';
import type { FullProfile, ReservationTravellerView } from '../../shared/contracts/account';
import { detailsFromPerson, profilePeople } from './passenger-form';

const companion: ReservationTravellerView = {
  travellerId: 'SBR-OLIVIA-7Q4K2M-1',
  holder: false,
  title: 'Mr',
  firstName: 'Marcus',
  lastName: 'Reid',
  dateOfBirth: '1986-08-23',
  gender: 'Male',
  nationality: 'GB',
  passport: {
    passportNumberMasked: '******847',
    countryOfIssue: 'GB',
    dateOfIssue: null,
    dateOfExpiry: '2032-06-14',
  },
  frequentFlyers: [
    { airlineCode: 'BA', programName: 'British Airways Executive Club', membershipNumber: '77123456' },
    { airlineCode: 'QF', programName: 'Qantas Frequent Flyer', membershipNumber: '2087654321' },
  ],
};

const profile = {
  title: 'Ms',
  firstName: 'Olivia',
  lastName: 'Nguyen',
  dateOfBirth: '1988-04-12',
  gender: 'Female',
  nationality: 'AU',
  passport: null,
  frequentFlyers: [],
  companions: [],
  linkedAccounts: {
    google: null,
    facebook: null,
    reservationProfile: {
      id: 'SBR-OLIVIA-7Q4K2M',
      name: 'Olivia Nguyen',
      seatPreference: 'W',
      mealPreference: 'VGML',
      travellers: [{ ...companion, travellerId: 'SBR-OLIVIA-7Q4K2M-0', holder: true }, companion],
    },
  },
} as unknown as FullProfile;

describe('the reservation profile in the passenger picker', () => {
  it("lists the profile's travellers after the account holder, each naming the profile", () => {
    const people = profilePeople(profile);
    expect(people.map((person) => [person.id, person.reservationProfileId])).toEqual([
      ['me', undefined],
      ['SBR-OLIVIA-7Q4K2M-0', 'SBR-OLIVIA-7Q4K2M'],
      ['SBR-OLIVIA-7Q4K2M-1', 'SBR-OLIVIA-7Q4K2M'],
    ]);
  });

  it("fills the form from a profile traveller with the trip airline's programme, never a passport number", () => {
    const chosen = profilePeople(profile).find((person) => person.id === 'SBR-OLIVIA-7Q4K2M-1')!;
    // The traveller's own name, birth date, gender and nationality, as the profile holds them.
    const { title, firstName, lastName, dateOfBirth, gender, nationality } = companion;
    expect(detailsFromPerson(chosen.person, ['QF', 'EK'])).toEqual({
      title,
      firstName,
      lastName,
      dateOfBirth,
      gender,
      nationality,
      passportNumber: '',
      passportIssueDate: '',
      passportExpiryDate: '2032-06-14',
      passportCountry: 'GB',
      frequentFlyerAirline: 'QF',
      frequentFlyerNumber: '2087654321',
    });
  });

  it('offers no profile travellers when no reservation profile is linked', () => {
    const unlinked = {
      ...profile,
      linkedAccounts: { ...profile.linkedAccounts, reservationProfile: null },
    } as FullProfile;
    expect(profilePeople(unlinked).map((person) => person.id)).toEqual(['me']);
  });

  it('offers the account holder once when the profile holder is the same person', () => {
    const sameHolder = {
      ...profile,
      linkedAccounts: {
        ...profile.linkedAccounts,
        reservationProfile: {
          ...profile.linkedAccounts!.reservationProfile!,
          travellers: [
            {
              ...companion,
              travellerId: 'SBR-OLIVIA-7Q4K2M-0',
              holder: true,
              title: 'Ms' as const,
              firstName: 'OLIVIA',
              lastName: 'Nguyen ',
              dateOfBirth: '1988-04-12',
            },
            companion,
          ],
        },
      },
    } as FullProfile;
    expect(profilePeople(sameHolder).map((person) => person.id)).toEqual(['me', 'SBR-OLIVIA-7Q4K2M-1']);
  });
});
