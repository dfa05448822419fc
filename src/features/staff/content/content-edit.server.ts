/**
 * The content workspace's edit page on the server (issue 24): reads the posted form into the entry's
 * data by the type's fields, then does what the pressed button says. Save, publish, schedule and
 * unpublish each send the form's data with the status in one save (one revision, one audit row), so
 * nothing typed is lost; of an entry readers see, "Save" keeps a draft and the Content API leaves the
 * live page alone until it is published. Every write carries the updatedAt the form was built from: the
 * Content API refuses a stale save (409, naming who changed the entry), and the page then shows the
 * editor's values again with that message. "Add item" and "Remove" only change the form.
 */
import { readFormBody } from '../../../lib/api/json-body';
import type { RequestScope } from '../../../lib/api/service-client';
import type { ContentField, EditorEntry } from '../../../shared/contracts/content-workspace';
import { instantToSiteLocal, siteLocalToInstant } from '../../../shared/domain/site-time';
import { writeEntry, type Answer } from './content-api.server';
import { applyListChange, readField } from './content-form';

export type EditNotice =
  'saved' | 'draftSaved' | 'published' | 'scheduled' | 'unpublished' | 'restored' | 'discarded';

/** The notices the page shows after a redirect (`?done=`). */
export const EDIT_NOTICES: readonly EditNotice[] = [
  'saved',
  'draftSaved',
  'published',
  'scheduled',
  'unpublished',
  'restored',
  'discarded',
];

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
  if (intent === 'discard') {
    const discarded = await writeEntry(scope, target.type, target.key, {
      method: 'POST',
      action: 'discard',
      body: expected,
    });
    return discarded.ok ? { kind: 'done', notice: 'discarded' } : refused(discarded);
  }
  if (problems.length > 0) return again(400, { message: `${problems[0]}: must be valid JSON` });

  let publishAt: Date | null = null;
  if (intent === 'schedule') {
    publishAt = siteLocalToInstant(publishAtLocal);
    if (!publishAt) return again(400, { key: 'scheduleNeeded' });
    // A time already past would publish at once while the page said "scheduled": refused, nothing saved.
    if (publishAt.getTime() <= Date.now()) return again(400, { key: 'scheduleInPast' });
  }
  const status = intent === 'unpublish' ? 'draft' : intent === 'save' ? undefined : 'published';
  const saved = await writeEntry(scope, target.type, target.key, {
    method: 'PUT',
    body: {
      data,
      ...expected,
      ...(status ? { status } : { asDraft: true }),
      ...(publishAt ? { publishAt: publishAt.toISOString() } : {}),
    },
  });
  if (!saved.ok) return refused(saved);
  if (intent === 'unpublish') return { kind: 'done', notice: 'unpublished' };
  if (intent === 'save') return { kind: 'done', notice: saved.data.entry.draft ? 'draftSaved' : 'saved' };
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
    // A scheduled draft's time is the one the editor may change; otherwise the entry's publish date.
    publishAtLocal: entry ? instantToSiteLocal(new Date(entry.draft?.publishAt ?? entry.publishAt)) : '',
    status: 200,
  };
}
