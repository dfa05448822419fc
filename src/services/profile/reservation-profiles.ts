import { reservationProfiles } from '../db/schema';
import type { Platform } from '../platform/platform';

/**
 * The reference reservation system's traveller profiles (the "Sabre" profiles of the spec). A real
 * deployment would query the reservation system; the embedded one keeps this seeded set.
 */
export const RESERVATION_PROFILES: Array<typeof reservationProfiles.$inferInsert> = [
  {
    id: 'SBR-OLIVIA-7Q4K2M',
    givenName: 'Olivia',
    familyName: 'Nguyen',
    email: 'demo@ctg.example',
    dateOfBirth: '1988-04-12',
  },
  {
    id: 'SBR-SAM-3H8D1X',
    givenName: 'Sam',
    familyName: 'Walker',
    email: 'sam.walker@example.com',
    dateOfBirth: '1979-09-30',
  },
  {
    id: 'SBR-SAM-9P2L6V',
    givenName: 'Sam',
    familyName: 'Walker',
    email: 's.walker@example.net',
    dateOfBirth: '1979-09-30',
  },
  {
    id: 'SBR-JAMES-5T7R0C',
    givenName: 'James',
    familyName: 'Okafor',
    email: 'james.okafor@example.com',
    dateOfBirth: '1990-01-21',
  },
  {
    id: 'SBR-MEI-2W6N4B',
    givenName: 'Mei',
    familyName: 'Tanaka',
    email: 'mei.tanaka@example.org',
    dateOfBirth: '1985-07-03',
  },
];

/** Idempotent: adds the profiles that are missing, keeps existing links. */
export async function seedReservationProfiles(platform: Platform): Promise<void> {
  await platform.database.db.insert(reservationProfiles).values(RESERVATION_PROFILES).onConflictDoNothing();
}
