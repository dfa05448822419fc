/** Companions: travellers an account books for, each with their own passport, frequent flyers and picture. */
import { and, count, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  CompanionSchema,
  FrequentFlyerSchema,
  PassportSchema,
} from '../../shared/validation/profile-forms';
import { companions, frequentFlyers, passports } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { Platform } from '../platform/platform';
import type { DbOrTx, DbTx } from '../db/database';
import { prepareFieldEncryption } from '../security/field-encryption';
import { processProfileImage, imageUrl } from './images';
import { companionView } from './profile.service';
import {
  saveTravellerFrequentFlyers,
  saveTravellerPassport,
  writeFrequentFlyers,
  writePassport,
  type OwnedTravellerWrite,
} from './traveller-records';

const MAX_COMPANIONS = 20;
const COMPANION_NOT_FOUND = 'Companion not found';

type CompanionInput = v.InferOutput<typeof CompanionSchema>;

function companionColumns(input: CompanionInput) {
  return {
    title: input.title,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    dateOfBirth: input.dateOfBirth,
    gender: input.gender,
    mobileCountry: input.mobile?.mobileCountry ?? null,
    mobileNumber: input.mobile?.mobileNumber ?? null,
    nationality: input.nationality,
  };
}

/** The companion when it belongs to the account; a 404 otherwise (no peeking at other accounts). */
async function ownedCompanion(
  platform: Platform,
  accountId: string,
  companionId: string,
  db: DbOrTx = platform.database.db,
) {
  const [row] = await db
    .select()
    .from(companions)
    .where(and(eq(companions.id, companionId), eq(companions.accountId, accountId)));
  if (!row) throw new RequestRejected(404, COMPANION_NOT_FOUND);
  return row;
}

/** Runs `write` in one transaction, once the companion is known to be the account's (404 otherwise). */
async function writeOwnedCompanion(
  platform: Platform,
  accountId: string,
  companionId: string,
  write: (tx: DbTx) => Promise<unknown>,
) {
  await platform.database.db.transaction(async (tx) => {
    await ownedCompanion(platform, accountId, companionId, tx);
    await write(tx);
  });
}

export async function addCompanion(
  platform: Platform,
  accountId: string,
  input: CompanionInput & {
    passport?: v.InferOutput<typeof PassportSchema> | null;
    frequentFlyers?: Array<v.InferOutput<typeof FrequentFlyerSchema>>;
  },
) {
  const id = platform.ids.uuid();
  const now = platform.clock.now();
  await prepareFieldEncryption(platform);
  await platform.database.db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(companions).where(eq(companions.accountId, accountId));
    if ((row?.n ?? 0) >= MAX_COMPANIONS)
      throw new RequestRejected(400, `At most ${MAX_COMPANIONS} companions can be saved`);
    await tx
      .insert(companions)
      .values({ id, accountId, ...companionColumns(input), createdAt: now, updatedAt: now });
    if (input.passport) await writePassport(platform, tx, accountId, id, input.passport);
    if (input.frequentFlyers?.length)
      await writeFrequentFlyers(platform, tx, accountId, id, input.frequentFlyers);
  });
  return retrieveCompanion(platform, accountId, id);
}

export async function updateCompanion(
  platform: Platform,
  accountId: string,
  companionId: string,
  input: CompanionInput,
) {
  await writeOwnedCompanion(platform, accountId, companionId, (tx) =>
    tx
      .update(companions)
      .set({ ...companionColumns(input), updatedAt: platform.clock.now() })
      .where(eq(companions.id, companionId)),
  );
  return retrieveCompanion(platform, accountId, companionId);
}

export async function deleteCompanion(
  platform: Platform,
  accountId: string,
  companionId: string,
): Promise<void> {
  await writeOwnedCompanion(platform, accountId, companionId, async (tx) => {
    await tx
      .delete(passports)
      .where(and(eq(passports.travellerId, companionId), eq(passports.accountId, accountId)));
    await tx
      .delete(frequentFlyers)
      .where(and(eq(frequentFlyers.travellerId, companionId), eq(frequentFlyers.accountId, accountId)));
    await tx.delete(companions).where(eq(companions.id, companionId));
  });
}

export async function retrieveCompanion(platform: Platform, accountId: string, companionId: string) {
  return companionView(platform, await ownedCompanion(platform, accountId, companionId));
}

const ownCompanion =
  (platform: Platform, accountId: string, companionId: string): OwnedTravellerWrite =>
  (write) =>
    writeOwnedCompanion(platform, accountId, companionId, write);

export async function updateCompanionPassport(
  platform: Platform,
  accountId: string,
  companionId: string,
  input: v.InferOutput<typeof PassportSchema>,
) {
  const owned = ownCompanion(platform, accountId, companionId);
  return saveTravellerPassport(platform, accountId, companionId, input, owned);
}

export async function updateCompanionFrequentFlyers(
  platform: Platform,
  accountId: string,
  companionId: string,
  list: Array<v.InferOutput<typeof FrequentFlyerSchema>>,
) {
  const owned = ownCompanion(platform, accountId, companionId);
  return saveTravellerFrequentFlyers(platform, accountId, companionId, list, owned);
}

export async function updateCompanionImage(
  platform: Platform,
  accountId: string,
  companionId: string,
  encoded: string,
) {
  await ownedCompanion(platform, accountId, companionId);
  const image = await processProfileImage(encoded);
  await platform.database.db
    .update(companions)
    .set({ imageData: image.data, imageType: image.type, updatedAt: platform.clock.now() })
    .where(and(eq(companions.id, companionId), eq(companions.accountId, accountId)));
  return imageUrl(image.data, image.type) as string;
}
