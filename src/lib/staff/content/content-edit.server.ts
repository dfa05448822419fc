/**
 * The content workspace's edit page on the server (issue 24): reads the posted form into the entry's
 * data by the type's fields, then does what the pressed button says. Save, publish, schedule and
 * unpublish first save the form (so nothing typed is lost), carrying the updatedAt the form was built
 * from: the Content API refuses a stale save (409, naming who changed the entry), and the page then
 * shows the editor's values again with that message. "Add item" and "Remove" only change the form.
 */
import { readFormBody } from '../../api/json-body';
import type { RequestScope } from '../../api/service-client';
import type { ContentField } from '../../../shared/contracts/content-workspace';
import { instantToSiteLocal, siteLocalToInstant } from '../../../shared/domain/site-time';
import { writeEntry, type Answer, type EditorEntry } from './content-api.server';
import { applyListChange, readField } from './content-form';

export type EditNotice = 'saved' | 'published' | 'scheduled' | 'unpublished' | 'restored';

export type EditOutcome =
  | { kind: 'done'; notice: EditNotice }
  | {
      kind: 'form';
      data: unknown;
      expectedUpdatedAt: string;
      publishAtLocal: string;
      /** A translation key of the page's own message, or the Content API's message. */
      problem?: { key: string } | { message: string };
      status: number;
    };

const REVISION_ID = /^rev_[a-f0-9]{24}$/;
/** A long page's form (every section's fields and HTML) stays well under this. */
const EDIT_FORM_BYTES = 512 * 1024;

/** Handles the edit page's POST for an entry (existing or new). */
export async function submitContentEdit(
  request: Request,
  scope: RequestScope,
  target: { type: string; key: string },
  fields: ContentField,
): Promise<EditOutcome> {
  const form = await readFormBody(request, EDIT_FORM_BYTES).catch(() => new FormData());
  const intent = String(form.get('intent') ?? 'save');
  const expectedUpdatedAt = String(form.get('expectedUpdatedAt') ?? '');
  const publishAtLocal = String(form.get('publishAt') ?? '');
  const problems: string[] = [];
  const data = readField(form, fields, 'data', problems);
  const again = (
    status: number,
    problem?: { key: string } | { message: string },
  ): EditOutcome & { kind: 'form' } => ({
    kind: 'form',
    data,
    expectedUpdatedAt,
    publishAtLocal,
    status,
    ...(problem ? { problem } : {}),
  });

  if (intent.startsWith('add:') || intent.startsWith('remove:')) {
    return { ...again(200), data: applyListChange(fields, data, intent) };
  }
  const expected = expectedUpdatedAt ? { expectedUpdatedAt } : {};
  const refused = (answer: Extract<Answer<unknown>, { ok: false }>) =>
    again(answer.status, answer.message ? { message: answer.message } : { key: 'unavailable' });

  if (intent.startsWith('restore:')) {
    const id = intent.slice('restore:'.length);
    if (!REVISION_ID.test(id)) return again(400, { key: 'unknownRevision' });
    const restored = await writeEntry(scope, target.type, target.key, {
      method: 'POST',
      action: `revisions/${id}/restore`,
      body: expected,
    });
    return restored.ok ? { kind: 'done', notice: 'restored' } : refused(restored);
  }
  if (problems.length > 0) return again(400, { message: `${problems[0]}: must be valid JSON` });

  let publishAt: Date | null = null;
  if (intent === 'schedule') {
    publishAt = siteLocalToInstant(publishAtLocal);
    if (!publishAt) return again(400, { key: 'scheduleNeeded' });
  }
  const saved = await writeEntry(scope, target.type, target.key, {
    method: 'PUT',
    body: { data, ...expected },
  });
  if (!saved.ok) return refused(saved);
  const now = { expectedUpdatedAt: saved.data.entry.updatedAt };
  if (intent === 'save') return { kind: 'done', notice: 'saved' };
  if (intent === 'unpublish') {
    const answer = await writeEntry(scope, target.type, target.key, {
      method: 'POST',
      action: 'unpublish',
      body: now,
    });
    return answer.ok ? { kind: 'done', notice: 'unpublished' } : refused(answer);
  }
  const answer = await writeEntry(scope, target.type, target.key, {
    method: 'POST',
    action: 'publish',
    body: { ...now, ...(publishAt ? { publishAt: publishAt.toISOString() } : {}) },
  });
  if (!answer.ok) return refused(answer);
  return { kind: 'done', notice: publishAt ? 'scheduled' : 'published' };
}

/** The form's first render from the stored entry (or a new entry's blank values). */
export function formFromEntry(
  entry: EditorEntry | undefined,
  blank: unknown,
): EditOutcome & { kind: 'form' } {
  return {
    kind: 'form',
    data: entry?.data ?? blank,
    expectedUpdatedAt: entry?.updatedAt ?? '',
    publishAtLocal: entry ? instantToSiteLocal(new Date(entry.publishAt)) : '',
    status: 200,
  };
}
