/**
 * The content change feed: every write that can change what readers see is recorded, in the same
 * transaction, with the cache tags it invalidates. Site instances read the feed after their cursor and
 * purge their route caches; items whose publish date arrives are reported too, though nobody wrote them.
 */
import { and, asc, eq, gt, lt, lte, max, min } from 'drizzle-orm';
import { contentChanges, contentEntries, contentIndex } from '../db/schema';
import type { ChangesAnswer } from '../../shared/contracts/cache-tags';
import type { Platform } from '../platform/platform';
import { cacheTagsOf } from './content.rules';

type Db = Platform['database']['db'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type ChangeAction = (typeof contentChanges.$inferInsert)['action'];

/** How long changes are kept: a site instance that has not asked for longer starts over (reset). */
const CHANGE_RETENTION_DAYS = 7;
/** Changes answered per call; `hasMore` asks the caller to come back for the rest at once. */
const CHANGES_PAGE = 500;

export async function recordChange(
  platform: Platform,
  tx: Tx,
  change: { type: string; key: string; action: ChangeAction; tags: string[] },
): Promise<number> {
  const now = platform.clock.now();
  const [row] = await tx
    .insert(contentChanges)
    .values({ ...change, changedAt: now })
    .returning({ id: contentChanges.id });
  const cutoff = new Date(now.getTime() - CHANGE_RETENTION_DAYS * 86_400_000);
  await tx.delete(contentChanges).where(lt(contentChanges.changedAt, cutoff));
  return Number(row!.id);
}

/** A write's outcome: the tags it invalidates and its place in the feed. */
export interface RecordedChange {
  tags: string[];
  changeId: number;
}

/**
 * Changes after `after` (none: just the current cursor, for a caller starting with an empty cache) and
 * the tags of items whose publish date fell in (since, now].
 */
export async function readChanges(
  platform: Platform,
  query: { after?: number | undefined; since?: Date | undefined },
): Promise<ChangesAnswer> {
  const db = platform.database.db;
  const now = platform.clock.now();
  const [bounds] = await db
    .select({ first: min(contentChanges.id), last: max(contentChanges.id) })
    .from(contentChanges);
  const first = bounds?.first === null || bounds?.first === undefined ? null : Number(bounds.first);
  const last = bounds?.last === null || bounds?.last === undefined ? 0 : Number(bounds.last);
  const answer = (cursor: number, reset: boolean, more: Partial<ChangesAnswer> = {}): ChangesAnswer => ({
    cursor,
    now: now.toISOString(),
    changes: [],
    arrivedTags: [],
    reset,
    hasMore: false,
    ...more,
  });
  if (query.after === undefined) return answer(last, false);
  if (query.after > last || (first !== null && query.after < first - 1)) return answer(last, true);

  const rows = await db
    .select({ id: contentChanges.id, tags: contentChanges.tags })
    .from(contentChanges)
    .where(gt(contentChanges.id, query.after))
    .orderBy(asc(contentChanges.id))
    .limit(CHANGES_PAGE);
  const arrived = query.since ? await arrivedPublishDates(platform, query.since, now) : [];
  const cursor = rows.length > 0 ? Number(rows[rows.length - 1]!.id) : query.after;
  return answer(cursor, false, {
    changes: rows.map((row) => ({ id: Number(row.id), tags: row.tags })),
    arrivedTags: [...new Set(arrived)].sort(),
    hasMore: rows.length === CHANGES_PAGE,
  });
}

/** Tags of published items whose publish date is in (since, now]: they became visible on their own. */
async function arrivedPublishDates(platform: Platform, since: Date, now: Date): Promise<string[]> {
  if (since >= now) return [];
  const rows = await platform.database.db
    .select({ type: contentEntries.type, key: contentEntries.key, path: contentIndex.path })
    .from(contentEntries)
    .leftJoin(
      contentIndex,
      and(eq(contentIndex.type, contentEntries.type), eq(contentIndex.key, contentEntries.key)),
    )
    .where(
      and(
        eq(contentEntries.status, 'published'),
        gt(contentEntries.publishAt, since),
        lte(contentEntries.publishAt, now),
      ),
    )
    .limit(CHANGES_PAGE);
  return rows.flatMap((row) => cacheTagsOf(row.type, row.key, row.path ?? undefined));
}
