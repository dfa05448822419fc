/**
 * The content workspace's editor endpoints (issue 24), behind the same content-staff guard as the other
 * editor endpoints (content-editor.routes.ts): the list of every entry, the typed form fields of each
 * type, an entry's revisions, and restoring one (a new save, audited, refused when stale).
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import {
  EntryListQuerySchema,
  RestoreRequestSchema,
  type ContentField,
  type ContentRevision,
  type EntryListAnswer,
} from '../../shared/contracts/content-workspace';
import type { ServiceEnv } from '../http/app-factory';
import { failed, success } from '../http/envelope';
import { describeRoute } from '../http/openapi';
import { parseInput, readJsonBody } from '../http/validate';
import type { Platform } from '../platform/platform';
import { editorActor, notFound, target } from './content-editor.params';
import { isContentType, saveEditorEntry } from './content-editor.service';
import { listEditorEntries } from './content-editor-list.repo';
import { contentFormFields } from './content-form-fields';
import { findRevision, listRevisions } from './content-revisions.repo';
import { CONTENT_TYPES } from './content.schema';
import { edit } from './content.openapi';

const docs = {
  list: describeRoute({
    summary: 'Every entry of every type, any status: search by key or title, filter by type, status, days',
    auth: 'editor',
    query: EntryListQuerySchema,
    errors: [403],
  }),
  fields: describeRoute({
    summary: "A content type's form fields, derived from its schema",
    auth: 'editor',
    params: { type: { enum: CONTENT_TYPES } },
    errors: [403, 404],
  }),
  revisions: edit("An entry's earlier versions, newest first"),
  restore: edit('Restore an earlier version (a new save)', {
    body: RestoreRequestSchema,
    params: {
      type: { enum: CONTENT_TYPES },
      key: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,79}$' },
      id: { type: 'string', pattern: '^rev_[a-f0-9]{24}$' },
    },
  }),
};

export function contentWorkspaceRoutes(platform: Platform, app: Hono<ServiceEnv>) {
  app.get('/entries', docs.list, async (c) => {
    const query = parseInput(EntryListQuerySchema, c.req.query());
    if (query.type && !isContentType(query.type)) return failed(c, 400, 'type: must be a content type');
    const answer: EntryListAnswer = {
      types: [...CONTENT_TYPES],
      entries: await listEditorEntries(platform, query),
    };
    return success(c, answer);
  });

  app.get('/fields/:type', docs.fields, (c) => {
    const type = c.req.param('type');
    if (!isContentType(type)) return failed(c, 404, 'No such content type');
    const fields: ContentField = contentFormFields(type);
    return success(c, fields);
  });

  app.get('/entries/:type/:key/revisions', docs.revisions, async (c) => {
    const item = target(c);
    if (!item) return notFound(c);
    const revisions: ContentRevision[] = await listRevisions(platform, item.type, item.key);
    return success(c, { revisions });
  });

  app.post('/entries/:type/:key/revisions/:id/restore', docs.restore, async (c) => {
    const item = target(c);
    const id = v.safeParse(v.pipe(v.string(), v.regex(/^rev_[a-f0-9]{24}$/)), c.req.param('id'));
    if (!item || !id.success) return notFound(c);
    const { expectedUpdatedAt } = await readJsonBody(c, RestoreRequestSchema);
    const revision = await findRevision(platform, item.type, item.key, id.output);
    if (!revision) return failed(c, 404, 'No such revision of this entry');
    const saved = await saveEditorEntry(
      platform,
      item.type,
      item.key,
      { data: revision.data as Record<string, unknown>, expectedUpdatedAt },
      { actor: await editorActor(platform, c), action: 'restore' },
    );
    platform.log.info({ type: item.type, key: item.key, revision: revision.id }, 'content revision restored');
    const { entry, cacheTags, changeId } = saved;
    return success(c, { entry, cacheTags, changeId });
  });
}
