/**
 * Server-side reads from the Content API for pages: preview drafts only in preview edit mode, answers
 * checked against their wire schema, and the outcomes a page acts on (found, not found, unavailable).
 */
import * as v from 'valibot';
import { ApiError } from '../../lib/api/envelope';
import { callService, type RequestScope } from '../../lib/api/service-client';

export type ContentRead<T> =
  | { kind: 'ok'; data: T; message: string }
  /** 404, or a 400 for parameters the API refuses: the page answers 404. */
  | { kind: 'notFound'; message: string }
  /** The API answered 502 (swallowed by the client rules): the page shows the 502 page. */
  | { kind: 'unavailable' };

export interface ContentReader {
  scope: RequestScope;
  preview: boolean;
}

/** Thrown when an answer does not match its schema: a contract break, so a 500. */
class ContentContractError extends Error {
  constructor(path: string, issue: string) {
    super(`Content API answer for ${path} did not match its schema: ${issue}`);
    this.name = 'ContentContractError';
  }
}

export async function readContent<S extends v.GenericSchema>(
  reader: ContentReader,
  path: string,
  schema: S,
  query: Record<string, string | undefined> = {},
): Promise<ContentRead<v.InferOutput<S>>> {
  try {
    // Drafts are served to the editor's own session (the Content API checks the role), not the site's.
    const outcome = await callService<unknown>(reader.scope, 'content', {
      path,
      query: { ...query, ...(reader.preview ? { preview: '1' } : {}) },
      ...(reader.preview ? { token: 'account' as const } : {}),
    });
    if (outcome.kind === 'swallowed') return { kind: 'unavailable' };
    const parsed = v.safeParse(schema, outcome.data);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      throw new ContentContractError(path, `${v.getDotPath(issue) ?? ''} ${issue.message}`);
    }
    return { kind: 'ok', data: parsed.output, message: outcome.message };
  } catch (error) {
    if (error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 400)) {
      return { kind: 'notFound', message: error.message };
    }
    throw error;
  }
}

/** Reads pages 1..lastPage of a listing in parallel and joins them ("load more" without script). */
export async function readListingPages<T>(
  reader: ContentReader,
  path: string,
  schema: v.GenericSchema<unknown, { items: T[]; total: number; hasMore: boolean; pageSize: number }>,
  query: Record<string, string | undefined>,
  lastPage: number,
): Promise<ContentRead<{ items: T[]; total: number; hasMore: boolean; pageSize: number }>> {
  const pages = await Promise.all(
    Array.from({ length: lastPage }, (_, index) =>
      readContent(reader, path, schema, { ...query, page: String(index + 1) }),
    ),
  );
  const items: T[] = [];
  let last: { total: number; hasMore: boolean; pageSize: number } | undefined;
  let message = '';
  for (const page of pages) {
    if (page.kind !== 'ok') return page;
    items.push(...page.data.items);
    last = page.data;
    message = page.message;
  }
  return {
    kind: 'ok',
    data: { items, total: last?.total ?? 0, hasMore: last?.hasMore ?? false, pageSize: last?.pageSize ?? 0 },
    message,
  };
}
