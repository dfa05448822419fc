import { and, eq, inArray, lte, or, type SQL } from 'drizzle-orm';
import { contentEntries, contentIndex } from '../db/schema';
import type { Platform } from '../platform/platform';
import { ALL_CONTENT_TAG } from '../../shared/contracts/cache-tags';
import { recordChange, type ChangeAction, type RecordedChange } from './content-changes.repo';
import { cacheTagsOf, toIndexRow } from './content.rules';
import { INDEXED_TYPES, type IndexedType } from './content.schema';

export interface ReadOptions {
  /** Editors' preview: drafts and future-dated items are visible. */
  preview: boolean;
}

/** Readers see published entries whose publish date has passed; preview sees everything. */
export function visibleTo(platform: Platform, options: ReadOptions): SQL | undefined {
  return options.preview
    ? undefined
    : and(eq(contentEntries.status, 'published'), lte(contentEntries.publishAt, platform.clock.now()));
}

type EntryRow = typeof contentEntries.$inferSelect;

/**
 * Preview shows a published entry's unpublished changes (its draft) in place of what readers see, marked
 * `showsDraft` so the page carries the preview ribbon and is never cached (content.service.ts isDraft).
 */
function asSeenBy<T extends EntryRow | undefined>(row: T, options: ReadOptions): T {
  if (!row || !options.preview || row.draftData === null) return row;
  const draft = { data: row.draftData, position: row.draftPosition ?? row.position, showsDraft: true };
  return { ...row, ...draft };
}

/** One entry as readers (or, in preview, editors) may see it. */
export async function findEntry(platform: Platform, type: string, key: string, options: ReadOptions) {
  const [row] = await platform.database.db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.type, type), eq(contentEntries.key, key), visibleTo(platform, options)));
  return asSeenBy(row, options);
}

/** Visible entries of one type among the given keys, by key. */
export async function findEntries(
  platform: Platform,
  type: string,
  keys: readonly string[],
  options: ReadOptions,
) {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return new Map<string, EntryRow>();
  const rows = await platform.database.db
    .select()
    .from(contentEntries)
    .where(
      and(eq(contentEntries.type, type), inArray(contentEntries.key, unique), visibleTo(platform, options)),
    );
  return new Map(rows.map((row) => [row.key, asSeenBy(row, options)]));
}

/** The visible page published at a site path. */
export async function findPageByPath(platform: Platform, path: string, options: ReadOptions) {
  const [row] = await platform.database.db
    .select({ entry: contentEntries })
    .from(contentIndex)
    .innerJoin(
      contentEntries,
      and(eq(contentEntries.type, contentIndex.type), eq(contentEntries.key, contentIndex.key)),
    )
    .where(and(eq(contentIndex.type, 'page'), eq(contentIndex.path, path), visibleTo(platform, options)));
  return asSeenBy(row?.entry, options);
}

export interface SeedEntry {
  type: string;
  key: string;
  status: 'draft' | 'published';
  publishAt: Date;
  position: number;
  data: unknown;
}

export type Tx = Parameters<Parameters<Platform['database']['db']['transaction']>[0]>[0];

/**
 * Work that must commit or fail with an editor's write (revision, audit row, stale-save check): runs
 * first inside the write's transaction; throwing rolls the write back.
 */
export type BeforeWrite = (tx: Tx) => Promise<void>;

function isIndexed(type: string): type is IndexedType {
  return (INDEXED_TYPES as readonly string[]).includes(type);
}

async function writeIndexRow(tx: Tx, type: string, key: string, data: unknown): Promise<void> {
  if (!isIndexed(type)) return;
  const row = toIndexRow(type, key, data);
  const { type: _type, key: _key, ...changes } = row;
  await tx
    .insert(contentIndex)
    .values(row)
    .onConflictDoUpdate({ target: [contentIndex.type, contentIndex.key], set: changes });
}

/** What a write of an entry that exists already replaces. */
function storedFields(platform: Platform, entry: SeedEntry) {
  return {
    status: entry.status,
    publishAt: entry.publishAt,
    position: entry.position,
    data: entry.data,
    updatedAt: platform.clock.now(),
  };
}

/**
 * Writes seed entries and their index rows in one transaction. An entry an editor has changed
 * (seeded = false) is left alone, so re-running the seed never overwrites editorial work.
 */
export async function upsertSeedEntries(platform: Platform, entries: SeedEntry[]): Promise<number> {
  let written = 0;
  await platform.database.db.transaction(async (tx) => {
    for (const entry of entries) {
      const result = await tx
        .insert(contentEntries)
        .values({ ...entry, seeded: true })
        .onConflictDoUpdate({
          target: [contentEntries.type, contentEntries.key],
          set: storedFields(platform, entry),
          setWhere: or(eq(contentEntries.seeded, true)),
        })
        .returning({ key: contentEntries.key });
      if (result.length > 0) await writeIndexRow(tx, entry.type, entry.key, entry.data);
      written += result.length;
    }
    // A seed run can change anything, so sites purge everything (it runs before a site caches a page
    // in the embedded set-up; in a scaled one it reaches the running sites through the feed).
    if (written > 0) {
      await recordChange(platform, tx, { type: 'seed', key: '*', action: 'seeded', tags: [ALL_CONTENT_TAG] });
    }
  });
  return written;
}

/** Where an item is on the site (pages, insights, deals, promotions), from its index row. */
export async function sitePathOf(db: Tx | Platform['database']['db'], type: string, key: string) {
  const [indexed] = await db
    .select({ path: contentIndex.path })
    .from(contentIndex)
    .where(and(eq(contentIndex.type, type), eq(contentIndex.key, key)));
  return indexed?.path;
}

/** No draft beside the stored version: a write of what readers see replaces any draft. */
const NO_DRAFT = {
  draftData: null,
  draftPosition: null,
  draftPublishAt: null,
  draftSavedAt: null,
  draftSavedBy: null,
};

/**
 * An editor's write: stores the entry (validated by the caller) as edited (seeded = false, so seeds
 * leave it alone) with its index row, drops any draft it had (the write is what readers see now), and
 * records the change. Returns the cache tags it invalidates: the old path's too, when a page moved.
 */
export async function saveEntry(
  platform: Platform,
  entry: SeedEntry,
  beforeWrite?: BeforeWrite,
  action: ChangeAction = 'saved',
): Promise<RecordedChange> {
  return platform.database.db.transaction(async (tx) => {
    await beforeWrite?.(tx);
    const previousPath = await sitePathOf(tx, entry.type, entry.key);
    await tx
      .insert(contentEntries)
      .values({ ...entry, seeded: false })
      .onConflictDoUpdate({
        target: [contentEntries.type, contentEntries.key],
        set: { ...storedFields(platform, entry), seeded: false, ...NO_DRAFT },
      });
    await writeIndexRow(tx, entry.type, entry.key, entry.data);
    const path = isIndexed(entry.type) ? toIndexRow(entry.type, entry.key, entry.data).path : undefined;
    const tags = cacheTagsOf(entry.type, entry.key, path);
    if (previousPath && previousPath !== path) tags.push(...cacheTagsOf(entry.type, entry.key, previousPath));
    const unique = [...new Set(tags)];
    const changeId = await recordChange(platform, tx, {
      type: entry.type,
      key: entry.key,
      action,
      tags: unique,
    });
    return { tags: unique, changeId };
  });
}

/**
 * Publishes an entry (now, or at the given date) or takes it back to draft, and records the change.
 * Returns the cache tags the site's route caches must invalidate, or null when there is no such entry.
 */
export async function setEntryStatus(
  platform: Platform,
  type: string,
  key: string,
  change: { status: 'published'; at?: Date | undefined } | { status: 'draft' },
  beforeWrite?: BeforeWrite,
): Promise<RecordedChange | null> {
  const now = platform.clock.now();
  return platform.database.db.transaction(async (tx) => {
    await beforeWrite?.(tx);
    const rows = await tx
      .update(contentEntries)
      .set({
        status: change.status,
        ...(change.status === 'published' ? { publishAt: change.at ?? now } : {}),
        seeded: false,
        updatedAt: now,
      })
      .where(and(eq(contentEntries.type, type), eq(contentEntries.key, key)))
      .returning({ key: contentEntries.key });
    if (rows.length === 0) return null;
    const tags = cacheTagsOf(type, key, await sitePathOf(tx, type, key));
    const action = change.status === 'published' ? 'published' : 'unpublished';
    const changeId = await recordChange(platform, tx, { type, key, action, tags });
    return { tags, changeId };
  });
}

/** Publishes an entry now or at the given date; the tags it invalidates, or null (see setEntryStatus). */
export async function publishEntry(platform: Platform, type: string, key: string, at?: Date) {
  return (await setEntryStatus(platform, type, key, { status: 'published', at }))?.tags ?? null;
}

/** An entry as an editor sees it: any status, with its bookkeeping. */
export async function findEditorEntry(platform: Platform, type: string, key: string) {
  const [row] = await platform.database.db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.type, type), eq(contentEntries.key, key)));
  return row;
}

/** The page (other than `key`) already published or drafted at a site path, if any. */
export async function pageKeyAtPath(platform: Platform, path: string) {
  const [row] = await platform.database.db
    .select({ type: contentIndex.type, key: contentIndex.key })
    .from(contentIndex)
    .where(eq(contentIndex.path, path));
  return row;
}

// ---- listings ----
