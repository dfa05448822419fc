/**
 * The media library page on the server (issue 24): the posted upload form (a file and its alt text) sent
 * to the Content API as base64 JSON with the editor's account token, and the library's list. The API
 * decides who may (editors and admins; 403 otherwise) and what is a valid image; this reads the form and
 * turns the answers into what the page shows.
 */
import { BadRequest, readFormBody, SITE_BODY_LIMITS } from '../../../lib/api/json-body';
import type { RequestScope } from '../../../lib/api/service-client';
import {
  MEDIA_MESSAGES,
  MediaListQuerySchema,
  type MediaImage,
} from '../../../shared/contracts/media-library';
import * as v from 'valibot';
import { editorCall, type Answer } from './content-api.server';

/** Why an upload was refused: a locale key for the rules the page knows, else the API's own words. */
type MediaRefusal = { key: keyof typeof MEDIA_MESSAGES | 'unavailable' } | { message: string };

export type MediaUploadOutcome =
  { kind: 'uploaded'; image: MediaImage } | { kind: 'refused'; status: number; refusal: MediaRefusal };

const refusalFor = (status: number, message: string): MediaRefusal => {
  const known = (Object.keys(MEDIA_MESSAGES) as Array<keyof typeof MEDIA_MESSAGES>).find(
    (key) => MEDIA_MESSAGES[key] === message,
  );
  if (known) return { key: known };
  return message && status < 500 ? { message } : { key: 'unavailable' };
};

/** Handles the page's POST: the file field `file` and the text field `alt`. */
export async function submitMediaUpload(request: Request, scope: RequestScope): Promise<MediaUploadOutcome> {
  let form: FormData;
  try {
    form = await readFormBody(request, SITE_BODY_LIMITS.uploadBytes);
  } catch (error) {
    // A body past the allowance is refused before it is read: it was a file that is too large.
    if (error instanceof BadRequest) return { kind: 'refused', status: 400, refusal: { key: 'size' } };
    throw error;
  }
  const alt = form.get('alt');
  const file = form.get('file');
  if (typeof alt !== 'string' || alt.trim() === '')
    return { kind: 'refused', status: 400, refusal: { key: 'altRequired' } };
  if (!(file instanceof File) || file.size === 0)
    return { kind: 'refused', status: 400, refusal: { key: 'missing' } };
  const image = Buffer.from(await file.arrayBuffer()).toString('base64');
  const answer = await editorCall<MediaImage>(scope, {
    method: 'POST',
    path: '/editor/media',
    body: { alt, image },
  });
  return answer.ok
    ? { kind: 'uploaded', image: answer.data }
    : { kind: 'refused', status: answer.status, refusal: refusalFor(answer.status, answer.message) };
}

/** The search box's text, dropped when the API would refuse it (it came from this page's own form). */
export function readMediaSearch(url: URL): string {
  const q = url.searchParams.get('q')?.trim() ?? '';
  return q && v.safeParse(MediaListQuerySchema, { q }).success ? q : '';
}

export const loadMediaLibrary = (scope: RequestScope, q: string): Promise<Answer<{ images: MediaImage[] }>> =>
  editorCall<{ images: MediaImage[] }>(scope, { path: '/editor/media', query: q ? { q } : {} });
