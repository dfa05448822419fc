import { and, eq, lte, or } from 'drizzle-orm';
import { contentEntries } from '../db/schema';
import type { Platform } from '../platform/platform';

export interface ReadOptions {
  /** Editors' preview: drafts and future-dated items are visible. */
  preview: boolean;
}

/** One entry as readers (or, in preview, editors) may see it. */
export async function findEntry(platform: Platform, type: string, key: string, options: ReadOptions) {
  const visibility = options.preview
    ? undefined
    : and(eq(contentEntries.status, 'published'), lte(contentEntries.publishAt, platform.clock.now()));
  const [row] = await platform.database.db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.type, type), eq(contentEntries.key, key), visibility));
  return row;
}

export interface SeedEntry {
  type: string;
  key: string;
  status: 'draft' | 'published';
  publishAt: Date;
  position: number;
  data: unknown;
}

/**
 * Writes seed entries. An entry an editor has changed (seeded = false) is left alone, so re-running the
 * seed never overwrites editorial work.
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
          set: {
            status: entry.status,
            publishAt: entry.publishAt,
            position: entry.position,
            data: entry.data,
            updatedAt: platform.clock.now(),
          },
          setWhere: or(eq(contentEntries.seeded, true)),
        })
        .returning({ key: contentEntries.key });
      written += result.length;
    }
  });
  return written;
}
