/**
 * The reservation-system ("Sabre") profile an order is booked under: the one linked to the signed-in
 * account that books it. Guests and unlinked accounts book without one.
 */
import { and, eq } from 'drizzle-orm';
import type { TokenClaims } from '../http/token-claims';
import { accountProfiles, reservationProfiles } from '../db/schema';
import type { Platform } from '../platform/platform';

const ACCOUNT_ID = /^[0-9a-f-]{36}$/i;

/** The linked profile's id, or null. Both sides of the link must agree (the profile names the account). */
export async function linkedReservationProfileOf(
  platform: Platform,
  claims: Pick<TokenClaims, 'typ' | 'sub'>,
): Promise<string | null> {
  if (claims.typ !== 'account' || !ACCOUNT_ID.test(claims.sub)) return null;
  const [row] = await platform.database.db
    .select({ id: reservationProfiles.id })
    .from(accountProfiles)
    .innerJoin(
      reservationProfiles,
      and(
        eq(reservationProfiles.id, accountProfiles.reservationProfileId),
        eq(reservationProfiles.linkedAccountId, accountProfiles.accountId),
      ),
    )
    .where(eq(accountProfiles.accountId, claims.sub));
  return row?.id ?? null;
}
