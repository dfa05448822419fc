/**
 * Editors' writes over HTTP: save (create or replace) an entry, publish it, take it back to draft. Each
 * returns the cache tags it invalidates; the change is also recorded in the feed the sites read.
 */
import * as v from 'valibot';
import type { Platform } from '../platform/platform';
import { RequestRejected } from '../http/envelope';
import { findEditorEntry, pageKeyAtPath, saveEntry, setEntryStatus } from './content.repo';
import { toIndexRow } from './content.rules';
import { CONTENT_TYPE_SCHEMAS, INDEXED_TYPES, type ContentType, type IndexedType } from './content.schema';
import { sanitizeEntryData } from './content.service';

export const SaveEntryRequestSchema = v.object({
  data: v.record(v.string(), v.unknown(), 'data must be an object'),
  status: v.optional(v.picklist(['draft', 'published'], 'status must be draft or published')),
  publishAt: v.optional(v.pipe(v.string(), v.isoTimestamp('publishAt must be an ISO date and time'))),
  position: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000))),
});

export const PublishRequestSchema = v.object({
  publishAt: v.optional(v.pipe(v.string(), v.isoTimestamp('publishAt must be an ISO date and time'))),
});

export interface EditorEntry {
  type: string;
  key: string;
  status: 'draft' | 'published';
  publishAt: string;
  position: number;
  updatedAt: string;
  data: unknown;
}

function toEditorEntry(row: NonNullable<Awaited<ReturnType<typeof findEditorEntry>>>): EditorEntry {
  return {
    type: row.type,
    key: row.key,
    status: row.status,
    publishAt: row.publishAt.toISOString(),
    position: row.position,
    updatedAt: row.updatedAt.toISOString(),
    data: row.data,
  };
}

export function isContentType(type: string): type is ContentType {
  return Object.hasOwn(CONTENT_TYPE_SCHEMAS, type);
}

export async function readEditorEntry(platform: Platform, type: ContentType, key: string) {
  const row = await findEditorEntry(platform, type, key);
  return row ? toEditorEntry(row) : undefined;
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
  const change = await saveEntry(platform, {
    type,
    key,
    status: request.status ?? existing?.status ?? 'draft',
    publishAt: request.publishAt
      ? new Date(request.publishAt)
      : (existing?.publishAt ?? platform.clock.now()),
    position: request.position ?? existing?.position ?? 0,
    data,
  });
  const entry = await readEditorEntry(platform, type, key);
  return { entry, cacheTags: change.tags, changeId: change.changeId, created: !existing };
}

/** Publishes (now or at publishAt) or unpublishes; undefined when there is no such entry. */
export async function changeEditorEntryStatus(
  platform: Platform,
  type: ContentType,
  key: string,
  change: { status: 'published'; at?: Date | undefined } | { status: 'draft' },
) {
  const recorded = await setEntryStatus(platform, type, key, change);
  if (!recorded) return undefined;
  return {
    entry: await readEditorEntry(platform, type, key),
    cacheTags: recorded.tags,
    changeId: recorded.changeId,
  };
}
