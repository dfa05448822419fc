/**
 * Pieces the editor endpoints share (content-editor.routes.ts, content-workspace.routes.ts): the entry
 * a path addresses, its 404, and who is writing.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { findStaffActor } from '../audit/staff-audit';
import { checkEditor } from '../auth/editor-access';
import { failed } from '../http/envelope';
import type { Platform } from '../platform/platform';
import { isContentType } from './content-editor.service';
import type { ContentType } from './content.schema';

const KeySchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,79}$/));

/** Who is writing, for the audit log and revisions: the editor's account, or the editor key. */
export async function editorActor(platform: Platform, c: Context) {
  const check = await checkEditor(platform, c.req.header('Authorization'));
  return findStaffActor(platform, check.kind === 'editor' ? check.accountId : undefined);
}

/** The entry addressed by the path, or a 404 answer when the type or key cannot exist. */
export function target(c: Context): { type: ContentType; key: string } | undefined {
  const type = c.req.param('type') ?? '';
  const key = v.safeParse(KeySchema, c.req.param('key'));
  if (!isContentType(type) || !key.success) return undefined;
  return { type, key: key.output };
}

export const notFound = (c: Context) => failed(c, 404, 'Content entry not found');
