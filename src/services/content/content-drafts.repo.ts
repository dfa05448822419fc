/**
 * Drafts of published entries (issue 24, ADR 028 amendment): an editor's save of a published entry is
 * stored beside the published version, which readers, the public Content API and the route caches keep
 * until the draft is published (content-editor.service.ts), published at its scheduled time (the
 * periodic pass below) or discarded. A draft write records nothing in the change feed: nothing readers
 * see has changed, so no cache is purged.
 */
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { contentEntries } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { Platform } from '../platform/platform';
import { keepRevision } from './content-revisions.repo';
import { saveEntry, type BeforeWrite } from './content.repo';

export const NO_DRAFT_MESSAGE = 'This entry has no unpublished changes';

export interface DraftWrite {
  type: string;
  key: string;
  data: unknown;
  position: number;
  /** When the draft is to replace the published version; null: when an editor publishes it. */
  publishAt: Date | null;
  savedBy: string;
}

const entryIs = (type: string, key: string) =>
  and(eq(contentEntries.type, type), eq(contentEntries.key, key));

/** Stores (or replaces) a published entry's draft; the published version is left as it is. */
export async function saveDraft(platform: Platform, draft: DraftWrite, beforeWrite: BeforeWrite) {
  const now = platform.clock.now();
  await platform.database.db.transaction(async (tx) => {
    await beforeWrite(tx);
    await tx
      .update(contentEntries)
      .set({
        draftData: draft.data,
        draftPosition: draft.position,
        draftPublishAt: draft.publishAt,
        draftSavedAt: now,
        draftSavedBy: draft.savedBy,
        seeded: false,
        updatedAt: now,
      })
      .where(entryIs(draft.type, draft.key));
  });
  return { tags: [] as string[], changeId: undefined };
}

/** Drops a published entry's draft; 409 when it has none (another editor discarded or published it). */
export async function discardDraft(platform: Platform, type: string, key: string, beforeWrite: BeforeWrite) {
  await platform.database.db.transaction(async (tx) => {
    await beforeWrite(tx);
    const rows = await tx
      .update(contentEntries)
      .set({
        draftData: null,
        draftPosition: null,
        draftPublishAt: null,
        draftSavedAt: null,
        draftSavedBy: null,
        updatedAt: platform.clock.now(),
      })
      .where(and(entryIs(type, key), isNotNull(contentEntries.draftData)))
      .returning({ key: contentEntries.key });
    if (rows.length === 0) throw new RequestRejected(409, NO_DRAFT_MESSAGE);
  });
}

/** Thrown inside a due draft's transaction when someone changed the entry since it was picked. */
class NoLongerDue extends Error {}

/**
 * Publishes every draft whose scheduled time has come, each in its own transaction: the draft becomes
 * what readers see, the replaced version is kept as a revision (by whoever scheduled it; the schedule
 * itself was their audited action), and the change feed purges the route caches. Idempotent: a draft
 * published, rescheduled or discarded in between is skipped. Answers how many were published.
 */
export async function publishDueDrafts(platform: Platform, limit = 50): Promise<number> {
  const now = platform.clock.now();
  const due = await platform.database.db
    .select()
    .from(contentEntries)
    .where(and(isNotNull(contentEntries.draftData), lte(contentEntries.draftPublishAt, now)))
    .orderBy(asc(contentEntries.draftPublishAt))
    .limit(limit);
  let published = 0;
  for (const row of due) {
    const entry = {
      type: row.type,
      key: row.key,
      status: 'published' as const,
      publishAt: row.draftPublishAt ?? now,
      position: row.draftPosition ?? row.position,
      data: row.draftData,
    };
    const check: BeforeWrite = async (tx) => {
      const [current] = await tx
        .select()
        .from(contentEntries)
        .where(entryIs(row.type, row.key))
        .for('update');
      if (!current || current.updatedAt.getTime() !== row.updatedAt.getTime()) throw new NoLongerDue();
      await keepRevision(platform, tx, current, {
        action: 'publish',
        actorEmail: row.draftSavedBy ?? 'scheduled publication',
        replaces: 'live',
      });
    };
    try {
      await saveEntry(platform, entry, check, 'published');
      published += 1;
    } catch (error) {
      if (!(error instanceof NoLongerDue)) throw error;
    }
  }
  return published;
}
