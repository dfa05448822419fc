/**
 * Preview edit mode (spec §2): on with ?mode=1, kept in a session cookie, reload after 1 second.
 * Preview (drafts, the ribbon, the edit overlay) is for signed-in content staff (editor or admin): for
 * anyone else ?mode=1, the cookie and any preview parameter change nothing.
 */
import type { AstroCookieSetOptions } from 'astro';
import { cookieOptions } from '../api/cookies';
import { isContentStaff, type Profile } from '../../shared/contracts/profile';

export const PREVIEW_COOKIE = 'ctg_preview';
export const PREVIEW_RELOAD_DELAY_SECONDS = 1;

export interface PreviewRequest {
  enable: boolean;
  /** The same URL without the mode parameter. */
  cleanPath: string;
}

export function readPreviewRequest(url: URL): PreviewRequest | null {
  const mode = url.searchParams.get('mode');
  if (mode !== '1' && mode !== '0') return null;
  const params = new URLSearchParams(url.search);
  params.delete('mode');
  const query = params.toString();
  return { enable: mode === '1', cleanPath: `${url.pathname}${query ? `?${query}` : ''}` };
}

/** This request is in preview: the cookie says so and the signed-in visitor is content staff. */
export function isPreviewActive(cookieValue: string | undefined, profile: Profile | null): boolean {
  return cookieValue === '1' && isContentStaff(profile?.role);
}

/**
 * What ?mode= does: staff turn preview on; anyone may turn it off (it only deletes a cookie); anyone
 * else asking for it on is refused (sent to the page without the parameter, no cookie set).
 */
export function previewSwitchFor(
  request: PreviewRequest,
  profile: Profile | null,
): 'enable' | 'disable' | 'refuse' {
  if (!request.enable) return 'disable';
  return isContentStaff(profile?.role) ? 'enable' : 'refuse';
}

/** The preview cookie: for the browser session, set like the site's other cookies (Secure and all). */
export function previewCookieOptions(url: URL): AstroCookieSetOptions {
  return cookieOptions(url, { httpOnly: true });
}

/**
 * The Content API query of an island's content read (/api/cmsRequest): the caller's parameters
 * without any `preview` of theirs, and `preview=1` only when preview was asked for (fc-preview=1) and
 * the visitor is previewing (isPreviewActive).
 */
export function contentQueryForIsland(
  params: Record<string, string | number | boolean>,
  facts: { askedForPreview: boolean; previewing: boolean },
): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key.toLowerCase() !== 'preview') query[key] = String(value);
  }
  if (facts.askedForPreview && facts.previewing) query.preview = '1';
  return query;
}
