/**
 * The Content API's editor endpoints (docs/content-api.md, "Editing and publishing"), for content
 * staff: the live session of an editor or admin account (its account token), or machine clients
 * holding the editor key CONTENT_EDITOR_TOKEN. A traveller's session is refused (403); bad keys and
 * tokens are rate limited per address, so the key cannot be guessed by trying.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { checkEditor } from '../auth/editor-access';
import type { ServiceEnv } from '../http/app-factory';
import { readClientIp } from '../http/client-ip';
import { failed, success } from '../http/envelope';
import { RATE_LIMITED_MESSAGE, consumeRateLimit, type RateLimitRule } from '../http/rate-limit';
import { readJsonBody } from '../http/validate';
import type { Platform } from '../platform/platform';
import {
  DiscardRequestSchema,
  PublishRequestSchema,
  SaveEntryRequestSchema,
  UnpublishRequestSchema,
  changeEditorEntryStatus,
  discardEditorDraft,
  readEditorEntry,
  saveEditorEntry,
} from './content-editor.service';
import { contentEditorDocs as docs } from './content.openapi';
import { contentWorkspaceRoutes } from './content-workspace.routes';
import { editorActor, notFound, target } from './content-editor.params';

export const EDITING_OFF_MESSAGE =
  'Editing with an editor key is not enabled on this server. Sign in with an editor account instead.';
export const EDITOR_KEY_MESSAGE = 'Sign in with an editor account, or present a valid editor key';
export const EDITOR_ROLE_MESSAGE = 'Editing content needs an editor account';
const WRONG_KEY_LIMIT: RateLimitRule = { name: 'content-editor-key', limit: 10, windowSeconds: 600 };

function requireEditor(platform: Platform): MiddlewareHandler<ServiceEnv> {
  return async (c, next) => {
    const check = await checkEditor(platform, c.req.header('Authorization'));
    if (check.kind === 'editor') return next();
    if (check.kind === 'not-staff') return failed(c, 403, EDITOR_ROLE_MESSAGE);
    const guessing = check.kind === 'invalid';
    if (guessing && !(await consumeRateLimit(platform.cache, WRONG_KEY_LIMIT, readClientIp(c)))) {
      return failed(c, 429, RATE_LIMITED_MESSAGE);
    }
    // Without a configured key only editor sessions can edit: say so rather than ask for a key.
    if (!platform.config.contentEditorToken) return failed(c, 403, EDITING_OFF_MESSAGE);
    return failed(c, 401, EDITOR_KEY_MESSAGE);
  };
}

export function contentEditorRoutes(platform: Platform) {
  const app = new Hono<ServiceEnv>();
  app.use(requireEditor(platform));
  contentWorkspaceRoutes(platform, app);

  app.get('/entries/:type/:key', docs.read, async (c) => {
    const item = target(c);
    const entry = item && (await readEditorEntry(platform, item.type, item.key));
    return entry ? success(c, entry) : notFound(c);
  });

  app.put('/entries/:type/:key', docs.save, async (c) => {
    const item = target(c);
    if (!item) return notFound(c);
    const request = await readJsonBody(c, SaveEntryRequestSchema);
    const actor = await editorActor(platform, c);
    const saved = await saveEditorEntry(platform, item.type, item.key, request, { actor });
    platform.log.info({ type: item.type, key: item.key, created: saved.created }, 'content entry saved');
    const { entry, cacheTags, changeId } = saved;
    return success(c, { entry, cacheTags, changeId }, '', saved.created ? 201 : 200);
  });

  app.post('/entries/:type/:key/publish', docs.publish, async (c) => {
    const item = target(c);
    if (!item) return notFound(c);
    const { publishAt, expectedUpdatedAt } = await readJsonBody(c, PublishRequestSchema);
    const changed = await changeEditorEntryStatus(
      platform,
      item.type,
      item.key,
      { status: 'published', at: publishAt ? new Date(publishAt) : undefined },
      { actor: await editorActor(platform, c), expectedUpdatedAt },
    );
    if (!changed) return notFound(c);
    platform.log.info({ type: item.type, key: item.key }, 'content entry published');
    return success(c, changed);
  });

  app.post('/entries/:type/:key/unpublish', docs.unpublish, async (c) => {
    const item = target(c);
    if (!item) return notFound(c);
    const { expectedUpdatedAt } = await readJsonBody(c, UnpublishRequestSchema);
    const changed = await changeEditorEntryStatus(
      platform,
      item.type,
      item.key,
      { status: 'draft' },
      { actor: await editorActor(platform, c), expectedUpdatedAt },
    );
    if (!changed) return notFound(c);
    platform.log.info({ type: item.type, key: item.key }, 'content entry unpublished');
    return success(c, changed);
  });

  app.post('/entries/:type/:key/discard', docs.discard, async (c) => {
    const item = target(c);
    if (!item) return notFound(c);
    const { expectedUpdatedAt } = await readJsonBody(c, DiscardRequestSchema);
    const actor = await editorActor(platform, c);
    const discarded = await discardEditorDraft(platform, item.type, item.key, { actor, expectedUpdatedAt });
    if (!discarded) return notFound(c);
    platform.log.info({ type: item.type, key: item.key }, 'content draft discarded');
    return success(c, discarded);
  });

  return app;
}
