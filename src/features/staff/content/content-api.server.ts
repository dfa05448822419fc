/**
 * The content workspace's calls to the Content API's editor endpoints, with the editor's account token.
 * The API decides who may (editors and admins; 403 otherwise) and what is valid; this turns its answers
 * into results a page can show. A successful write purges this instance's route cache at once, as the
 * editor proxy does; other instances follow the change feed the write was recorded in.
 */
import { ApiError } from '../../../lib/api/envelope';
import { callService, type RequestScope, type ServiceCall } from '../../../lib/api/service-client';
import { ServiceUnavailableError } from '../../../lib/api/transport';
import { runningContentChangeFeed } from '../../../lib/cache/content-change-polling';
import { applyContentChange } from '../../../lib/cache/content-invalidation';
import type {
  ContentField,
  ContentRevision,
  EditorEntry,
  EntryListAnswer,
  EntryListQuery,
} from '../../../shared/contracts/content-workspace';

export type Answer<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

const UNAVAILABLE_STATUS = 503;

export async function editorCall<T>(scope: RequestScope, call: ServiceCall): Promise<Answer<T>> {
  try {
    const outcome = await callService<T>(scope, 'content', { ...call, token: 'account' });
    return outcome.kind === 'ok'
      ? { ok: true, data: outcome.data }
      : { ok: false, status: UNAVAILABLE_STATUS, message: '' };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.httpStatus, message: error.message };
    if (error instanceof ServiceUnavailableError)
      return { ok: false, status: UNAVAILABLE_STATUS, message: '' };
    throw error;
  }
}

const entryPath = (type: string, key: string) =>
  `/editor/entries/${encodeURIComponent(type)}/${encodeURIComponent(key)}`;

export const listEntries = (scope: RequestScope, query: EntryListQuery) =>
  editorCall<EntryListAnswer>(scope, { path: '/editor/entries', query: { ...query } });

export const readEntry = (scope: RequestScope, type: string, key: string) =>
  editorCall<EditorEntry>(scope, { path: entryPath(type, key) });

export const readFields = (scope: RequestScope, type: string) =>
  editorCall<ContentField>(scope, { path: `/editor/fields/${encodeURIComponent(type)}` });

export const readRevisions = (scope: RequestScope, type: string, key: string) =>
  editorCall<{ revisions: ContentRevision[] }>(scope, { path: `${entryPath(type, key)}/revisions` });

interface WriteAnswer {
  entry: EditorEntry;
  cacheTags?: string[];
  changeId?: number;
}

/** A write (save, publish, unpublish, restore); purges this instance's route cache when it succeeds. */
export async function writeEntry(
  scope: RequestScope,
  type: string,
  key: string,
  call: { method: 'PUT' | 'POST'; action?: string; body: unknown },
): Promise<Answer<WriteAnswer>> {
  const answer = await editorCall<WriteAnswer>(scope, {
    method: call.method,
    path: `${entryPath(type, key)}${call.action ? `/${call.action}` : ''}`,
    body: call.body,
  });
  if (answer.ok && Array.isArray(answer.data.cacheTags)) {
    applyContentChange({ tags: answer.data.cacheTags });
    if (typeof answer.data.changeId === 'number')
      runningContentChangeFeed()?.noteAppliedHere(answer.data.changeId);
  }
  return answer;
}
