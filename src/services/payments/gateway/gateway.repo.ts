import { and, asc, eq, lte } from 'drizzle-orm';
import { gatewayAuthorisations, gatewayTokens } from '../../db/schema';
import type { Db } from '../../db/database';
import type { Tx } from './gateway-idempotency.repo';
import type { AuthorisationStatus } from './gateway.rules';

export type TokenRow = typeof gatewayTokens.$inferSelect;
export type AuthorisationRow = typeof gatewayAuthorisations.$inferSelect;
type Executor = Db | Tx;

export async function insertToken(db: Executor, row: typeof gatewayTokens.$inferInsert): Promise<TokenRow> {
  const [inserted] = await db.insert(gatewayTokens).values(row).returning();
  return inserted!;
}

/** The token, locked until the transaction ends, so it can be used by one authorisation only. */
export async function lockToken(tx: Tx, id: string): Promise<TokenRow | undefined> {
  const [row] = await tx.select().from(gatewayTokens).where(eq(gatewayTokens.id, id)).for('update');
  return row;
}

export async function markTokenUsed(tx: Tx, id: string, at: Date): Promise<void> {
  await tx.update(gatewayTokens).set({ usedAt: at }).where(eq(gatewayTokens.id, id));
}

export async function insertAuthorisation(
  tx: Tx,
  row: typeof gatewayAuthorisations.$inferInsert,
): Promise<AuthorisationRow> {
  const [inserted] = await tx.insert(gatewayAuthorisations).values(row).returning();
  return inserted!;
}

/** The caller's authorisation, by id or by its challenge id. */
type AuthorisationKey = { id: string } | { challengeId: string };

function whereAuthorisation(keyId: string, key: AuthorisationKey) {
  return and(
    eq(gatewayAuthorisations.keyId, keyId),
    'id' in key
      ? eq(gatewayAuthorisations.id, key.id)
      : eq(gatewayAuthorisations.challengeId, key.challengeId),
  );
}

export async function findAuthorisation(
  db: Executor,
  keyId: string,
  key: AuthorisationKey,
): Promise<AuthorisationRow | undefined> {
  const [row] = await db.select().from(gatewayAuthorisations).where(whereAuthorisation(keyId, key));
  return row;
}

/**
 * The caller's authorisation, locked (SELECT … FOR UPDATE) until the transaction ends: a concurrent
 * capture, void or challenge answer of the same authorisation waits and then sees this one's result.
 */
export async function lockAuthorisation(
  tx: Tx,
  keyId: string,
  key: AuthorisationKey,
): Promise<AuthorisationRow | undefined> {
  const [row] = await tx
    .select()
    .from(gatewayAuthorisations)
    .where(whereAuthorisation(keyId, key))
    .for('update');
  return row;
}

export async function updateAuthorisation(
  tx: Tx,
  id: string,
  changes: Partial<typeof gatewayAuthorisations.$inferInsert> & { updatedAt: Date },
): Promise<AuthorisationRow> {
  const [updated] = await tx
    .update(gatewayAuthorisations)
    .set(changes)
    .where(eq(gatewayAuthorisations.id, id))
    .returning();
  return updated!;
}

export async function listAuthorisations(
  db: Executor,
  keyId: string,
  filter: { status?: AuthorisationStatus | undefined; approvedBefore?: Date | undefined; limit: number },
): Promise<AuthorisationRow[]> {
  return db
    .select()
    .from(gatewayAuthorisations)
    .where(
      and(
        eq(gatewayAuthorisations.keyId, keyId),
        filter.status ? eq(gatewayAuthorisations.status, filter.status) : undefined,
        filter.approvedBefore ? lte(gatewayAuthorisations.approvedAt, filter.approvedBefore) : undefined,
      ),
    )
    .orderBy(asc(gatewayAuthorisations.createdAt), asc(gatewayAuthorisations.id))
    .limit(filter.limit);
}
