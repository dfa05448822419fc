/**
 * Who counts as content staff (docs/principles.md "Roles"): a signed-in account whose role is editor or
 * admin, proved by its account token (live session; the role is read from the database on every call, so a
 * demotion or a sign-out takes effect at once), or a machine client holding the editor key
 * CONTENT_EDITOR_TOKEN. Never a query parameter or anything else the caller merely states.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { isContentStaff, type AccountRole } from '../../shared/contracts/profile';
import { accountProfiles } from '../db/schema';
import type { Platform } from '../platform/platform';
import type { ServiceEnv } from '../http/app-factory';
import { isSessionLive, requireToken } from './require-token';
import { readToken } from './tokens';

export type EditorCheck =
  /** The editor key, or the live session of an editor or admin. */
  | { kind: 'editor'; via: 'key' | 'session'; accountId?: string }
  /** A live account session whose account is not content staff. */
  | { kind: 'not-staff'; accountId: string }
  /** No bearer credential at all. */
  | { kind: 'missing' }
  /** A bearer that is neither the key nor the token of a live account session. */
  | { kind: 'invalid' };

const digest = (value: string) => createHash('sha256').update(value).digest();

function readBearer(authorization: string | undefined): string {
  return /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
}

/** Constant-time comparison with the configured editor key; false when none is configured. */
function isEditorKey(platform: Platform, presented: string): boolean {
  const expected = platform.config.contentEditorToken;
  if (!expected || !presented) return false;
  // Comparing digests keeps the comparison constant-time whatever the presented length.
  return timingSafeEqual(digest(presented), digest(expected));
}

/** The account's role; an account without a profile row is a traveller. */
export async function findAccountRole(platform: Platform, accountId: string): Promise<AccountRole> {
  if (!/^[0-9a-f-]{36}$/i.test(accountId)) return 'traveller';
  const [row] = await platform.database.db
    .select({ role: accountProfiles.role })
    .from(accountProfiles)
    .where(eq(accountProfiles.accountId, accountId));
  return row?.role ?? 'traveller';
}

export async function checkEditor(
  platform: Platform,
  authorization: string | undefined,
): Promise<EditorCheck> {
  const bearer = readBearer(authorization);
  if (!bearer) return { kind: 'missing' };
  if (isEditorKey(platform, bearer)) return { kind: 'editor', via: 'key' };
  const claims = await readToken(platform, bearer);
  if (claims?.typ !== 'account' || !(await isSessionLive(platform, claims.sid))) return { kind: 'invalid' };
  const role = await findAccountRole(platform, claims.sub);
  return isContentStaff(role)
    ? { kind: 'editor', via: 'session', accountId: claims.sub }
    : { kind: 'not-staff', accountId: claims.sub };
}

/**
 * The read options of a Content API call: drafts (`preview=1`) only for content staff. A preview
 * asked for by anyone else is ignored, so they get exactly what every reader gets: the published
 * content (no error that would tell a stale preview cookie apart from a real outage).
 */
export async function draftReadOptions(platform: Platform, c: Context): Promise<{ preview: boolean }> {
  if (c.req.query('preview') !== '1') return { preview: false };
  const check = await checkEditor(platform, c.req.header('Authorization'));
  return { preview: check.kind === 'editor' };
}

/**
 * The Content API readers' guard: a public or account token as requireToken checks it, or the editor
 * key, with which machine clients read (and preview drafts) without a token.
 */
export function requireContentReader(platform: Platform): MiddlewareHandler<ServiceEnv> {
  const readerToken = requireToken(platform, ['public', 'account']);
  return (c, next) =>
    isEditorKey(platform, readBearer(c.req.header('Authorization'))) ? next() : readerToken(c, next);
}
