/**
 * The content workspace's list page on the server: the filter form's query (search, type, status, days)
 * read leniently (a bad value is dropped rather than refused: it came from this page's own form), and the
 * entries the Content API answers for it.
 */
import * as v from 'valibot';
import type { RequestScope } from '../../../lib/api/service-client';
import { EntryListQuerySchema, type EntryListQuery } from '../../../shared/contracts/content-workspace';
import { listEntries } from './content-api.server';

export function readListQuery(url: URL): EntryListQuery {
  const query: Record<string, string> = {};
  for (const name of ['q', 'type', 'status', 'from', 'to'] as const) {
    const value = url.searchParams.get(name)?.trim();
    if (!value) continue;
    const one = v.safeParse(EntryListQuerySchema, { [name]: value });
    if (one.success) query[name] = value;
  }
  return query as EntryListQuery;
}

export async function loadContentList(scope: RequestScope, query: EntryListQuery) {
  return listEntries(scope, query);
}

/** A key for a new entry: lower-case words joined by hyphens, as the Content API accepts. */
export const NEW_KEY_PATTERN = '[a-z0-9][a-z0-9\\-]{0,79}';
