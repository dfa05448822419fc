/**
 * Editors' writes over HTTP: save (create or replace) an entry, publish it, take it back to draft. Each
 * returns the cache tags it invalidates; the change is also recorded in the feed the sites read. A save
 * of an entry readers can see is kept as its draft (content-drafts.repo.ts) until it is published.
 */
import * as v from 'valibot';
import type { Platform } from '../platform/platform';
import { RequestRejected } from '../http/envelope';
import { ExpectedUpdatedAt, type EditorEntry } from '../../shared/contracts/content-workspace';
import type { StaffActor } from '../audit/staff-audit';
import { findEditorEntry, pageKeyAtPath, saveEntry, setEntryStatus, sitePathOf } from './content.repo';
import { NO_DRAFT_MESSAGE, discardDraft, saveDraft } from './content-drafts.repo';
import { editorWriteRecorder, type EditorAction, type EditorWrite } from './content-revisions.repo';
import { toIndexRow } from './content.rules';
import { CONTENT_TYPE_SCHEMAS, INDEXED_TYPES, type ContentType, type IndexedType } from './content.schema';
import { sanitizeEntryData } from './content-entries.service';

export const SaveEntryRequestSchema = v.object({
  data: v.record(v.string(), v.unknown(), 'data must be an object'),
  status: v.optional(v.picklist(['draft', 'published'], 'status must be draft or published')),
  publishAt: v.optional(v.pipe(v.string(), v.isoTimestamp('publishAt must be an ISO date and time'))),
  position: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000))),
  /**
   * Of an entry readers see now, keep this save as its draft (the workspace's Save). Without it a save
   * changes what readers see at once, as it always has for machine clients.
   */
  asDraft: v.optional(v.boolean('asDraft must be true or false')),
  expectedUpdatedAt: ExpectedUpdatedAt,
});

export const PublishRequestSchema = v.object({
  publishAt: v.optional(v.pipe(v.string(), v.isoTimestamp('publishAt must be an ISO date and time'))),
  expectedUpdatedAt: ExpectedUpdatedAt,
});

export const UnpublishRequestSchema = v.object({ expectedUpdatedAt: ExpectedUpdatedAt });
export const DiscardRequestSchema = v.object({ expectedUpdatedAt: ExpectedUpdatedAt });

type StoredEntry = NonNullable<Awaited<ReturnType<typeof findEditorEntry>>>;

function toEditorEntry(row: StoredEntry, sitePath: string | undefined): EditorEntry {
  const drafted = row.draftData !== null;
  return {
    type: row.type,
    key: row.key,
    status: row.status,
    publishAt: row.publishAt.toISOString(),
    position: drafted ? (row.draftPosition ?? row.position) : row.position,
    updatedAt: row.updatedAt.toISOString(),
    data: drafted ? row.draftData : row.data,
    sitePath: sitePath ?? (row.type === 'home' ? '/' : null),
    draft: drafted
      ? {
          savedAt: (row.draftSavedAt ?? row.updatedAt).toISOString(),
          savedBy: row.draftSavedBy ?? '',
          publishAt: row.draftPublishAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** Readers see the entry now: a save of it becomes a draft instead of changing what they see. */
function isLive(platform: Platform, row: StoredEntry | undefined): row is StoredEntry {
  return row?.status === 'published' && row.publishAt <= platform.clock.now();
}

export function isContentType(type: string): type is ContentType {
  return Object.hasOwn(CONTENT_TYPE_SCHEMAS, type);
}

export async function readEditorEntry(platform: Platform, type: ContentType, key: string) {
  const row = await findEditorEntry(platform, type, key);
  return row ? toEditorEntry(row, await sitePathOf(platform.database.db, type, key)) : undefined;
}

/**
 * Creates or replaces an entry. Its data must fit its type's schema (400 naming the field otherwise);
 * RichText is sanitised on the way in as for the seed; a page may not take another page's path (409).
 * A new entry is a draft unless told otherwise. Of an entry readers see, a save with `asDraft`, a
 * restore, or a publish scheduled for later is kept as its draft; `status: 'published'` publishes the
 * data in the same write (one revision, one audit row), `status: 'draft'` takes the entry back to draft.
 */
export async function saveEditorEntry(
  platform: Platform,
  type: ContentType,
  key: string,
  request: v.InferOutput<typeof SaveEntryRequestSchema>,
  who: { actor: StaffActor; action?: Extract<EditorAction, 'save' | 'restore'> },
) {
  const parsed = v.safeParse(CONTENT_TYPE_SCHEMAS[type], request.data);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue.path?.map((item) => String(item.key)).join('.');
    throw new RequestRejected(400, `data${where ? `.${where}` : ''}: ${issue.message}`);
  }
  const data = sanitizeEntryData(type, parsed.output as Record<string, unknown>);
  if ((INDEXED_TYPES as readonly string[]).includes(type)) {
    const path = toIndexRow(type as IndexedType, key, data).path;
    const holder = await pageKeyAtPath(platform, path);
    if (holder && (holder.type !== type || holder.key !== key)) {
      throw new RequestRejected(409, `The path ${path} is already used by ${holder.type} ${holder.key}`);
    }
  }
  const existing = await findEditorEntry(platform, type, key);
  const now = platform.clock.now();
  const requestedAt = request.publishAt ? new Date(request.publishAt) : undefined;
  const write = (action: EditorAction, after: EditorWrite['after'], replaces?: EditorWrite['replaces']) =>
    editorWriteRecorder(platform, {
      type,
      key,
      action,
      actor: who.actor,
      expectedUpdatedAt: request.expectedUpdatedAt,
      after,
      ...(replaces ? { replaces } : {}),
    });

  const scheduling = request.status === 'published' && requestedAt !== undefined && requestedAt > now;
  const drafting = request.status === undefined && (request.asDraft === true || who.action === 'restore');
  if (isLive(platform, existing) && (drafting || scheduling)) {
    const position = request.position ?? existing.draftPosition ?? existing.position;
    // A plain save keeps the draft's schedule, if it has one; "publish at" sets a new one.
    const publishAt = scheduling ? requestedAt : existing.draftPublishAt;
    const action = scheduling ? 'publish' : (who.action ?? 'save');
    const after = { status: existing.status, publishAt: (publishAt ?? existing.publishAt).toISOString() };
    const change = await saveDraft(
      platform,
      { type, key, data, position, publishAt, savedBy: who.actor.email },
      write(action, { ...after, data, draft: true }, 'working'),
    );
    const entry = await readEditorEntry(platform, type, key);
    return { entry, cacheTags: change.tags, changeId: change.changeId, created: false };
  }

  const status = request.status ?? existing?.status ?? 'draft';
  // Publishing what readers do not see yet is "now"; a live entry keeps its publish date.
  const publishingNow = request.status === 'published' && !isLive(platform, existing);
  const stored = {
    type,
    key,
    status,
    publishAt: requestedAt ?? (publishingNow ? now : (existing?.publishAt ?? now)),
    position: request.position ?? existing?.position ?? 0,
    data,
  };
  const action: EditorAction =
    request.status === 'published'
      ? 'publish'
      : request.status === 'draft' && existing?.status === 'published'
        ? 'unpublish'
        : (who.action ?? 'save');
  const feedAction = action === 'publish' ? 'published' : action === 'unpublish' ? 'unpublished' : 'saved';
  const after = { status: stored.status, publishAt: stored.publishAt.toISOString(), data };
  const change = await saveEntry(platform, stored, write(action, after, 'live'), feedAction);
  const entry = await readEditorEntry(platform, type, key);
  return { entry, cacheTags: change.tags, changeId: change.changeId, created: !existing };
}

/**
 * Publishes (now or at publishAt) or unpublishes; undefined when there is no such entry. An entry with
 * a draft publishes the draft (or schedules it, when readers see the entry now and publishAt is later);
 * unpublishing one takes the draft back with it.
 */
export async function changeEditorEntryStatus(
  platform: Platform,
  type: ContentType,
  key: string,
  change: { status: 'published'; at?: Date | undefined } | { status: 'draft' },
  who: { actor: StaffActor; expectedUpdatedAt?: string | undefined },
) {
  const publishing = change.status === 'published';
  const existing = await findEditorEntry(platform, type, key);
  if (!existing) return undefined;
  const now = platform.clock.now();
  const publishAt = publishing ? (change.at ?? now) : existing.publishAt;
  const write = (after: EditorWrite['after'], replaces?: EditorWrite['replaces']) =>
    editorWriteRecorder(platform, {
      type,
      key,
      action: publishing ? 'publish' : 'unpublish',
      actor: who.actor,
      // The draft is read before the write: it must still be the one published (409 otherwise).
      expectedUpdatedAt: who.expectedUpdatedAt ?? existing.updatedAt.toISOString(),
      after,
      ...(replaces ? { replaces } : {}),
    });
  const after = { status: change.status, publishAt: publishAt.toISOString() };
  let recorded;
  if (existing.draftData === null) {
    recorded = await setEntryStatus(platform, type, key, change, write(after));
  } else if (publishing && publishAt > now && isLive(platform, existing)) {
    const draft = { data: existing.draftData, position: existing.draftPosition ?? existing.position };
    recorded = await saveDraft(
      platform,
      { type, key, ...draft, publishAt, savedBy: existing.draftSavedBy ?? who.actor.email },
      write({ ...after, draft: true }, 'working'),
    );
  } else {
    const stored = {
      type,
      key,
      status: change.status,
      publishAt,
      position: existing.draftPosition ?? existing.position,
      data: existing.draftData,
    };
    const feedAction = publishing ? 'published' : 'unpublished';
    recorded = await saveEntry(platform, stored, write({ ...after, data: stored.data }), feedAction);
  }
  if (!recorded) return undefined;
  return {
    entry: await readEditorEntry(platform, type, key),
    cacheTags: recorded.tags,
    changeId: recorded.changeId,
  };
}

/** Drops a published entry's unpublished changes (kept as a revision); undefined when no such entry. */
export async function discardEditorDraft(
  platform: Platform,
  type: ContentType,
  key: string,
  who: { actor: StaffActor; expectedUpdatedAt?: string | undefined },
) {
  const existing = await findEditorEntry(platform, type, key);
  if (!existing) return undefined;
  if (existing.draftData === null) throw new RequestRejected(409, NO_DRAFT_MESSAGE);
  await discardDraft(
    platform,
    type,
    key,
    editorWriteRecorder(platform, {
      type,
      key,
      action: 'discard',
      actor: who.actor,
      expectedUpdatedAt: who.expectedUpdatedAt,
      after: { status: existing.status, publishAt: existing.publishAt.toISOString(), data: existing.data },
    }),
  );
  return { entry: await readEditorEntry(platform, type, key), cacheTags: [] as string[] };
}
