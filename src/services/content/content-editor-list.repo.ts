/**
 * The content workspace's list (issue 24): every stored entry of every type, any status, searched by
 * key or title and filtered by type, status and the Sydney days it was last saved on. Newest first.
 */
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { EntryListQuery, EntrySummary } from '../../shared/contracts/content-workspace';
import { siteLocalToInstant } from '../../shared/domain/site-time';
import { contentEntries, contentIndex } from '../db/schema';
import type { Platform } from '../platform/platform';

const LIST_LIMIT = 200;
const DAY_MS = 86_400_000;

/** The words a person knows an entry by: its index title, else its data's title or name, else its key. */
const titleOf = sql<string>`coalesce(${contentIndex.title}, ${contentEntries.data}->>'title', ${contentEntries.data}->>'name', ${contentEntries.key})`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export async function listEditorEntries(platform: Platform, query: EntryListQuery): Promise<EntrySummary[]> {
  const where: SQL[] = [];
  if (query.type) where.push(eq(contentEntries.type, query.type));
  if (query.status) where.push(eq(contentEntries.status, query.status));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    where.push(or(ilike(contentEntries.key, pattern), ilike(titleOf, pattern)) as SQL);
  }
  const from = query.from ? siteLocalToInstant(query.from) : null;
  if (from) where.push(gte(contentEntries.updatedAt, from));
  // "to" is inclusive: everything before the start of the next Sydney day.
  if (query.to) {
    const dayAfter = new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    const end = siteLocalToInstant(dayAfter);
    if (end) where.push(lt(contentEntries.updatedAt, end));
  }
  const rows = await platform.database.db
    .select({
      type: contentEntries.type,
      key: contentEntries.key,
      title: titleOf,
      status: contentEntries.status,
      publishAt: contentEntries.publishAt,
      updatedAt: contentEntries.updatedAt,
      sitePath: contentIndex.path,
    })
    .from(contentEntries)
    .leftJoin(
      contentIndex,
      and(eq(contentIndex.type, contentEntries.type), eq(contentIndex.key, contentEntries.key)),
    )
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(contentEntries.updatedAt), contentEntries.type, contentEntries.key)
    .limit(LIST_LIMIT);
  return rows.map((row) => ({
    ...row,
    title: String(row.title),
    publishAt: row.publishAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sitePath: row.sitePath ?? (row.type === 'home' ? '/' : null),
  }));
}
