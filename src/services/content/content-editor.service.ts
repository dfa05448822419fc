/**
 * Editors' writes over HTTP: save (create or replace) an entry, publish it, take it back to draft. Each
 * returns the cache tags it invalidates; the change is also recorded in the feed the sites read.
 */
import * as v from 'valibot';
import type { Platform } from '../platform/platform';
import { RequestRejected } from '../http/envelope';
import { ExpectedUpdatedAt } from '../../shared/contracts/content-workspace';
import type { StaffActor } from '../audit/staff-audit';
import { findEditorEntry, pageKeyAtPath, saveEntry, setEntryStatus, sitePathOf } from './content.repo';
import { editorWriteRecorder, type EditorAction } from './content-revisions.repo';
import { toIndexRow } from './content.rules';
import { CONTENT_TYPE_SCHEMAS, INDEXED_TYPES, type ContentType, type IndexedType } from './content.schema';
import { sanitizeEntryData } from './content.service';

export const SaveEntryRequestSchema = v.object({
  data: v.record(v.string(), v.unknown(), 'data must be an object'),
  status: v.optional(v.picklist(['draft', 'published'], 'status must be draft or published')),
  publishAt: v.optional(v.pipe(v.string(), v.isoTimestamp('publishAt must be an ISO date and time'))),
  position: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000))),
  expectedUpdatedAt: ExpectedUpdatedAt,
});

export const PublishRequestSchema = v.object({
  publishAt: v.optional(v.pipe(v.string(), v.isoTimestamp('publishAt must be an ISO date and time'))),
  expectedUpdatedAt: ExpectedUpdatedAt,
});

export const UnpublishRequestSchema = v.object({ expectedUpdatedAt: ExpectedUpdatedAt });

export interface EditorEntry {
  type: string;
  key: string;
  status: 'draft' | 'published';
  publishAt: string;
  position: number;
  updatedAt: string;
  data: unknown;
  /** Where the entry is on the site (pages, insights, deals, promotions, home), for previews. */
  sitePath: string | null;
}

function toEditorEntry(
  row: NonNullable<Awaited<ReturnType<typeof findEditorEntry>>>,
  sitePath: string | undefined,
): EditorEntry {
  return {
    type: row.type,
    key: row.key,
    status: row.status,
    publishAt: row.publishAt.toISOString(),
    position: row.position,
    updatedAt: row.updatedAt.toISOString(),
    data: row.data,
    sitePath: sitePath ?? (row.type === 'home' ? '/' : null),
  };
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
 * A new entry is a draft unless told otherwise; an existing one keeps its status and publish date.
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
  const stored = {
    type,
    key,
    status: request.status ?? existing?.status ?? 'draft',
    publishAt: request.publishAt
      ? new Date(request.publishAt)
      : (existing?.publishAt ?? platform.clock.now()),
    position: request.position ?? existing?.position ?? 0,
    data,
  };
  const change = await saveEntry(
    platform,
    stored,
    editorWriteRecorder(platform, {
      type,
      key,
      action: who.action ?? 'save',
      actor: who.actor,
      expectedUpdatedAt: request.expectedUpdatedAt,
      after: { status: stored.status, publishAt: stored.publishAt.toISOString(), data },
    }),
  );
  const entry = await readEditorEntry(platform, type, key);
  return { entry, cacheTags: change.tags, changeId: change.changeId, created: !existing };
}

/** Publishes (now or at publishAt) or unpublishes; undefined when there is no such entry. */
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
  const publishAt = publishing ? (change.at ?? platform.clock.now()) : existing.publishAt;
  const recorder = editorWriteRecorder(platform, {
    type,
    key,
    action: publishing ? 'publish' : 'unpublish',
    actor: who.actor,
    expectedUpdatedAt: who.expectedUpdatedAt,
    after: { status: change.status, publishAt: publishAt.toISOString() },
  });
  const recorded = await setEntryStatus(platform, type, key, change, recorder);
  if (!recorded) return undefined;
  return {
    entry: await readEditorEntry(platform, type, key),
    cacheTags: recorded.tags,
    changeId: recorded.changeId,
  };
}
