/**
 * A traveller's passport (number encrypted at rest) and frequent flyer programmes, for the account
 * holder and companions alike: the traveller id is the account's own id or the companion's.
 */
import { and, asc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { FrequentFlyerSchema, PassportSchema } from '../../shared/validation/profile-forms';
import { frequentFlyers, passports } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { Platform } from '../platform/platform';
import type { DbOrTx, Tx } from '../security/events';
import { decryptField, encryptField, prepareFieldEncryption } from '../security/field-encryption';
import { maskPassportNumber } from './reservation-profiles';

const passportContext = (travellerId: string) => `passport:${travellerId}`;

export async function readPassport(platform: Platform, accountId: string, travellerId: string) {
  const [row] = await platform.database.db
    .select()
    .from(passports)
    .where(and(eq(passports.travellerId, travellerId), eq(passports.accountId, accountId)));
  if (!row) return null;
  const number = await decryptField(platform, row.numberCiphertext, passportContext(travellerId));
  return {
    passportNumberMasked: maskPassportNumber(number),
    countryOfIssue: row.countryOfIssue,
    dateOfIssue: row.issueDate,
    dateOfExpiry: row.expiryDate,
  };
}

export async function writePassport(
  platform: Platform,
  db: DbOrTx,
  accountId: string,
  travellerId: string,
  input: v.InferOutput<typeof PassportSchema>,
): Promise<void> {
  const values = {
    numberCiphertext: await encryptField(platform, input.passportNumber, passportContext(travellerId)),
    countryOfIssue: input.countryOfIssue,
    issueDate: input.dateOfIssue,
    expiryDate: input.dateOfExpiry,
    updatedAt: platform.clock.now(),
  };
  await db
    .insert(passports)
    .values({ travellerId, accountId, ...values })
    .onConflictDoUpdate({ target: passports.travellerId, set: values });
}

export async function readFrequentFlyers(platform: Platform, accountId: string, travellerId: string) {
  const rows = await platform.database.db
    .select()
    .from(frequentFlyers)
    .where(and(eq(frequentFlyers.travellerId, travellerId), eq(frequentFlyers.accountId, accountId)))
    .orderBy(asc(frequentFlyers.position));
  return rows.map((row) => ({
    airlineCode: row.airlineCode,
    programName: row.programName,
    membershipNumber: row.membershipNumber,
  }));
}

/** Replaces the traveller's list; one entry per airline. */
export async function writeFrequentFlyers(
  platform: Platform,
  db: DbOrTx,
  accountId: string,
  travellerId: string,
  list: Array<v.InferOutput<typeof FrequentFlyerSchema>>,
): Promise<void> {
  const airlines = list.map((entry) => entry.airlineCode);
  if (new Set(airlines).size !== airlines.length)
    throw new RequestRejected(400, 'Each airline can appear only once');
  await db
    .delete(frequentFlyers)
    .where(and(eq(frequentFlyers.travellerId, travellerId), eq(frequentFlyers.accountId, accountId)));
  if (list.length === 0) return;
  await db.insert(frequentFlyers).values(
    list.map((entry, position) => ({
      id: platform.ids.uuid(),
      accountId,
      travellerId,
      airlineCode: entry.airlineCode,
      programName: entry.programName,
      membershipNumber: entry.membershipNumber,
      position,
    })),
  );
}

/** Runs a write of a traveller's records in one transaction that first checks the traveller is the account's. */
export type OwnedTravellerWrite = (write: (tx: Tx) => Promise<unknown>) => Promise<void>;

/** Saves a traveller's passport (the holder's or a companion's) through `owned` and reads it back. */
export async function saveTravellerPassport(
  platform: Platform,
  accountId: string,
  travellerId: string,
  input: v.InferOutput<typeof PassportSchema>,
  owned: OwnedTravellerWrite,
) {
  await prepareFieldEncryption(platform);
  await owned((tx) => writePassport(platform, tx, accountId, travellerId, input));
  return readPassport(platform, accountId, travellerId);
}

/** Replaces a traveller's frequent flyer programmes through `owned` and reads them back. */
export async function saveTravellerFrequentFlyers(
  platform: Platform,
  accountId: string,
  travellerId: string,
  list: Array<v.InferOutput<typeof FrequentFlyerSchema>>,
  owned: OwnedTravellerWrite,
) {
  await owned((tx) => writeFrequentFlyers(platform, tx, accountId, travellerId, list));
  return readFrequentFlyers(platform, accountId, travellerId);
}
