/**
 * What every editor's write carries with it, in its own transaction (issue 24): the stale-save check
 * (the form's updatedAt against the stored one), the replaced version kept as a revision, and the staff
 * audit row. Run as content.repo's beforeWrite, so a refused save changes nothing and an accepted one
 * cannot commit without its revision and audit row.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { ContentRevision } from '../../shared/contracts/content-workspace';
import { DATE_TIME } from '../../shared/i18n/date-time-parts';
import { recordStaffAction, type StaffActor } from '../audit/staff-audit';
import { contentEntries, contentRevisions, staffAudit } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { Platform } from '../platform/platform';
import type { BeforeWrite, Tx } from './content.repo';
import { prefixedId } from '../platform/ids';
import { SITE_TIME_ZONE } from '../../shared/domain/site-time';

export type EditorAction = 'save' | 'publish' | 'unpublish' | 'restore' | 'discard';

export interface EditorWrite {
  type: string;
  key: string;
  action: EditorAction;
  actor: StaffActor;
  /** The updatedAt the editor's form was built from; absent for machine clients that do not send one. */
  expectedUpdatedAt?: string | undefined;
  /** The state after the write, for the audit row. */
  after: { status: string; publishAt: string; data?: unknown; draft?: boolean };
  /**
   * Which version the write replaces: the editor's working copy (a published entry's draft when it has
   * one: saves, restores, discards) or what readers see (publish, unpublish). Default: by action.
   */
  replaces?: 'working' | 'live';
}

const SITE_TIME = new Intl.DateTimeFormat('en-AU', {
  ...DATE_TIME,
  timeZone: SITE_TIME_ZONE,
  timeZoneName: 'short',
});

/** Who saved the entry last, from the audit log; seeded entries were last written by the seed. */
async function lastSaver(tx: Tx, type: string, key: string): Promise<string> {
  const [row] = await tx
    .select({ email: staffAudit.actorEmail })
    .from(staffAudit)
    .where(and(eq(staffAudit.targetType, type), eq(staffAudit.targetId, key)))
    .orderBy(desc(staffAudit.createdAt), desc(staffAudit.id))
    .limit(1);
  return row?.email ?? 'The content seed';
}

function staleSaveMessage(who: string, at: Date): string {
  return `${who} changed this at ${SITE_TIME.format(at)}; your changes were not saved`;
}

const SUMMARIES: Record<EditorAction, string> = {
  save: 'Saved',
  publish: 'Published',
  unpublish: 'Unpublished',
  restore: 'Restored a revision of',
  discard: 'Discarded the unpublished changes of',
};

type EntryRow = typeof contentEntries.$inferSelect;

/** The version of an entry a write replaces: its draft (when it has one) or what readers see. */
function replacedVersion(existing: EntryRow, replaces: 'working' | 'live') {
  const draft = replaces === 'working' && existing.draftData !== null;
  return {
    data: draft ? existing.draftData : existing.data,
    position: draft ? (existing.draftPosition ?? existing.position) : existing.position,
    versionUpdatedAt: draft ? (existing.draftSavedAt ?? existing.updatedAt) : existing.updatedAt,
  };
}

/** Keeps the version a write replaces as a revision, in the write's transaction. */
export async function keepRevision(
  platform: Platform,
  tx: Tx,
  existing: EntryRow,
  write: { action: EditorAction; actorEmail: string; replaces: 'working' | 'live' },
) {
  const version = replacedVersion(existing, write.replaces);
  await tx.insert(contentRevisions).values({
    id: prefixedId(platform.ids, 'rev'),
    type: existing.type,
    key: existing.key,
    status: existing.status,
    publishAt: existing.publishAt,
    position: version.position,
    data: version.data,
    versionUpdatedAt: version.versionUpdatedAt,
    action: write.action,
    actorEmail: write.actorEmail,
    createdAt: platform.clock.now(),
  });
  return version;
}

/** The beforeWrite of an editor's save, publish, unpublish or restore. */
export function editorWriteRecorder(platform: Platform, write: EditorWrite): BeforeWrite {
  return async (tx) => {
    const [existing] = await tx
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.type, write.type), eq(contentEntries.key, write.key)))
      .for('update');
    if (!existing) {
      if (write.action === 'save' || write.action === 'publish') {
        await audit(platform, tx, write, null);
        return;
      }
      throw new RequestRejected(404, 'Content entry not found');
    }
    if (write.expectedUpdatedAt && existing.updatedAt.toISOString() !== write.expectedUpdatedAt) {
      const who = await lastSaver(tx, write.type, write.key);
      throw new RequestRejected(409, staleSaveMessage(who, existing.updatedAt));
    }
    const replaces =
      write.replaces ?? (write.action === 'publish' || write.action === 'unpublish' ? 'live' : 'working');
    const version = await keepRevision(platform, tx, existing, {
      action: write.action,
      actorEmail: write.actor.email,
      replaces,
    });
    const before = {
      status: existing.status,
      publishAt: existing.publishAt.toISOString(),
      ...(write.after.data === undefined ? {} : { data: version.data }),
    };
    await audit(platform, tx, write, before);
  };
}

async function audit(platform: Platform, tx: Tx, write: EditorWrite, before: unknown) {
  await recordStaffAction(platform, tx, write.actor, {
    action: `content.${write.action}`,
    targetType: write.type,
    targetId: write.key,
    summary: `${SUMMARIES[write.action]} ${write.type} ${write.key}`,
    before,
    after: write.after,
  });
}

/** An entry's revisions, newest first. */
export async function listRevisions(platform: Platform, type: string, key: string, limit = 50) {
  const rows = await platform.database.db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.type, type), eq(contentRevisions.key, key)))
    .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id))
    .limit(limit);
  return rows.map(toRevision);
}

export async function findRevision(platform: Platform, type: string, key: string, id: string) {
  const [row] = await platform.database.db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.type, type), eq(contentRevisions.key, key), eq(contentRevisions.id, id)));
  return row ? toRevision(row) : undefined;
}

function toRevision(row: typeof contentRevisions.$inferSelect): ContentRevision {
  return {
    id: row.id,
    status: row.status,
    publishAt: row.publishAt.toISOString(),
    versionUpdatedAt: row.versionUpdatedAt.toISOString(),
    action: row.action,
    actorEmail: row.actorEmail,
    createdAt: row.createdAt.toISOString(),
    data: row.data,
  };
}
