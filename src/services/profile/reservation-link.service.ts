/** Linking an account to its reservation-system ("Sabre") profile (spec §4 link statuses, §6). */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { ReservationLinkStatus } from '../../shared/contracts/account';
import { accountProfiles, reservationProfiles } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { Platform } from '../platform/platform';
import { ensureAccountProfile, findAccountById } from '../account/account.repo';
import { recordSecurityEvent } from '../security/events';
import { maskEmail } from '../security/secrets';
import { SESSION_GONE } from './profile.service';

type ProfileRow = typeof reservationProfiles.$inferSelect;

/**
 * Candidates: profiles not linked to another account whose email is the account's, or whose given
 * and family names and date of birth are the account's.
 */
async function findCandidates(platform: Platform, accountId: string): Promise<ProfileRow[]> {
  const account = await findAccountById(platform, accountId);
  if (!account) throw new RequestRejected(401, SESSION_GONE);
  const profile = await ensureAccountProfile(platform, accountId);
  const byName = profile.dateOfBirth
    ? and(
        sql`lower(${reservationProfiles.givenName}) = ${account.givenName.toLowerCase()}`,
        sql`lower(${reservationProfiles.familyName}) = ${account.familyName.toLowerCase()}`,
        eq(reservationProfiles.dateOfBirth, profile.dateOfBirth),
      )
    : undefined;
  const byEmail = sql`lower(${reservationProfiles.email}) = ${account.email}`;
  return platform.database.db
    .select()
    .from(reservationProfiles)
    .where(
      and(
        byName ? or(byEmail, byName) : byEmail,
        or(isNull(reservationProfiles.linkedAccountId), eq(reservationProfiles.linkedAccountId, accountId)),
      ),
    )
    .orderBy(reservationProfiles.id);
}

export async function checkReservationProfileLinking(platform: Platform, accountId: string) {
  const candidates = await findCandidates(platform, accountId);
  const status: ReservationLinkStatus =
    candidates.length === 0
      ? 'NoProfileFound'
      : candidates.length === 1
        ? 'MatchOneProfile'
        : 'MatchMultipleProfiles';
  const profile = await ensureAccountProfile(platform, accountId);
  return {
    status,
    linkedProfileId: profile.reservationProfileId,
    profiles: candidates.map((row) => ({
      profileId: row.id,
      name: `${row.givenName} ${row.familyName}`,
      email: row.email ? maskEmail(row.email) : null,
      dateOfBirth: row.dateOfBirth,
    })),
  };
}

export async function linkReservationProfile(
  platform: Platform,
  accountId: string,
  profileId: string | undefined,
  clientIp: string,
) {
  const candidates = await findCandidates(platform, accountId);
  const chosen = profileId
    ? candidates.find((row) => row.id === profileId)
    : candidates.length === 1
      ? candidates[0]
      : undefined;
  if (!chosen) {
    throw new RequestRejected(
      candidates.length === 0 ? 404 : 400,
      candidates.length === 0
        ? 'No reservation profile matches this account'
        : 'Please choose one of the matching profiles',
    );
  }
  await platform.database.db.transaction(async (tx) => {
    await tx
      .update(reservationProfiles)
      .set({ linkedAccountId: null })
      .where(eq(reservationProfiles.linkedAccountId, accountId));
    const claimed = await tx
      .update(reservationProfiles)
      .set({ linkedAccountId: accountId })
      .where(
        and(
          eq(reservationProfiles.id, chosen.id),
          or(isNull(reservationProfiles.linkedAccountId), eq(reservationProfiles.linkedAccountId, accountId)),
        ),
      )
      .returning({ id: reservationProfiles.id });
    if (claimed.length === 0)
      throw new RequestRejected(409, 'This profile is already linked to another account');
    await ensureAccountProfile(platform, accountId, tx);
    await tx
      .update(accountProfiles)
      .set({ reservationProfileId: chosen.id, updatedAt: platform.clock.now() })
      .where(eq(accountProfiles.accountId, accountId));
    await recordSecurityEvent(platform, tx, {
      accountId,
      type: 'reservation-profile-linked',
      ip: clientIp,
      detail: { profileId: chosen.id },
    });
  });
  return {
    profileId: chosen.id,
    name: `${chosen.givenName} ${chosen.familyName}`,
    message: `Account successfully linked to ${chosen.id} profile`,
  };
}
