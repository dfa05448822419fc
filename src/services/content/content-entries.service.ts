/**
 * Reading content entries: each entry's data checked against its schema, RichText sanitised, the media
 * its `image` names resolved, and the shared steps of the card answers (insights, deals, promotions:
 * content.service.ts) and their paged lists.
 */
import * as v from 'valibot';
import { sanitizeRichText } from '../../shared/content/sanitize';
import type { Platform } from '../platform/platform';
import { findEntries, findEntry, type ReadOptions } from './content.repo';
import { listIndexed, type ListQuery } from './content-query.repo';
import { CONTENT_TYPE_SCHEMAS, RICH_TEXT_FIELDS, type ContentType, type Media } from './content.schema';

/** RichText is served sanitised; external links are allowed and the site applies its own policy again. */
export function cleanRichText(html: string): string {
  return sanitizeRichText(html, { allowExternalLinks: true });
}

/** Sanitises every RichText field of an entry's data (including page sections). */
export function sanitizeEntryData(type: ContentType, data: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...data };
  for (const field of RICH_TEXT_FIELDS[type] ?? []) {
    if (typeof copy[field] === 'string') copy[field] = cleanRichText(copy[field]);
  }
  if (type === 'page' && Array.isArray(copy.sections)) {
    copy.sections = (copy.sections as Record<string, unknown>[]).map((section) =>
      typeof section.body === 'string' ? { ...section, body: cleanRichText(section.body) } : section,
    );
  }
  return copy;
}

/** An entry's data, checked against its schema; a stored entry that no longer fits is treated as absent. */
export function dataOf<T extends ContentType>(
  platform: Platform,
  type: T,
  row: { key: string; data: unknown },
) {
  const result = v.safeParse(CONTENT_TYPE_SCHEMAS[type], row.data);
  if (!result.success) {
    platform.log.warn(
      { type, key: row.key, issue: result.issues[0].message },
      'stored content entry does not match its schema',
    );
    return undefined;
  }
  return result.output as v.InferOutput<(typeof CONTENT_TYPE_SCHEMAS)[T]>;
}

/** Not what readers see: unpublished, not yet due, or (in preview) showing a published entry's draft. */
export function isDraft(
  platform: Platform,
  row: { status: string; publishAt: Date; showsDraft?: boolean },
): boolean {
  return row.showsDraft === true || row.status !== 'published' || row.publishAt > platform.clock.now();
}

// ---- media ----

export type MediaView = Media & { key: string };

export async function loadMedia(platform: Platform, keys: (string | undefined)[], options: ReadOptions) {
  const rows = await findEntries(
    platform,
    'media',
    keys.filter((key): key is string => Boolean(key)),
    options,
  );
  const media = new Map<string, MediaView>();
  for (const [key, row] of rows) {
    const data = dataOf(platform, 'media', row);
    if (data) media.set(key, { key, ...data });
  }
  return media;
}

interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

export function paged<T>(items: T[], query: { page: number; pageSize: number }, total: number): Paged<T> {
  return {
    items,
    page: query.page,
    pageSize: query.pageSize,
    total,
    hasMore: query.page * query.pageSize < total,
  };
}

/** Types shown as cards: each names its picture by a media key in `image`. */
type CardType = 'insight' | 'deal' | 'promotion';
type DataOf<T extends ContentType> = v.InferOutput<(typeof CONTENT_TYPE_SCHEMAS)[T]>;
export type EntryLike = { key: string; data: unknown; status: string; publishAt: Date };
type ToCard<T extends CardType, C> = (row: EntryLike, data: DataOf<T>, media: Map<string, MediaView>) => C;

/** Cards of the rows whose data fits their schema, in order, with the media their images name. */
export async function cardsOf<T extends CardType, C>(
  platform: Platform,
  type: T,
  rows: EntryLike[],
  options: ReadOptions,
  toCard: ToCard<T, C>,
) {
  const parsed = rows.flatMap((row) => {
    const data = dataOf(platform, type, row);
    return data ? [{ row, data }] : [];
  });
  const media = await loadMedia(
    platform,
    parsed.map((item) => item.data.image),
    options,
  );
  return parsed.map(({ row, data }) => toCard(row, data, media));
}

/** One page of a listing of cards of one type. */
export async function listCards<T extends CardType, C>(
  platform: Platform,
  type: T,
  query: Omit<ListQuery, 'type'>,
  options: ReadOptions,
  toCard: ToCard<T, C>,
) {
  const { rows, total } = await listIndexed(platform, { ...query, type }, options);
  return paged(await cardsOf(platform, type, rows, options, toCard), query, total);
}

/** One visible entry whose data fits its schema, with the media its image names. */
export async function findWithMedia<T extends CardType>(
  platform: Platform,
  type: T,
  key: string,
  options: ReadOptions,
) {
  const row = await findEntry(platform, type, key, options);
  const data = row && dataOf(platform, type, row);
  if (!row || !data) return undefined;
  const media = await loadMedia(platform, [data.image], options);
  return { row, data, media };
}
