/**
 * The Content API's media library (issue 24): content staff (an editor or admin session, or the editor
 * key) upload images with required alt text and list them; anyone may fetch a stored image, which is
 * what the site's pages show. Mounted before the content readers' routes, so the public image route does
 * not need their token and channel headers.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import {
  MEDIA_ID_PATTERN,
  MediaListQuerySchema,
  MediaUploadSchema,
  type MediaImage,
} from '../../shared/contracts/media-library';
import { checkEditor } from '../auth/editor-access';
import { findStaffActor } from '../audit/staff-audit';
import type { ServiceEnv } from '../http/app-factory';
import { failed, success } from '../http/envelope';
import { describeRoute } from '../http/openapi';
import { parseInput, readJsonBody } from '../http/validate';
import type { Platform } from '../platform/platform';
import { decodeUpload, processMediaImage } from './media-images';
import { addMediaImage, listMediaImages, readMediaBytes } from './media-library.repo';

const MEDIA_STAFF_MESSAGE = 'The media library is for content editors and admins';
const MEDIA_SIGN_IN_MESSAGE = 'Sign in with an editor account';
/** Stored images never change (a new upload gets a new id), so browsers and caches keep them a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const docs = {
  upload: describeRoute({
    summary: 'Upload an image (base64 jpeg, png, gif or webp, at most 2 MB) with its alt text',
    description:
      'Stored as WebP at most 1600 px wide, with a 320 px thumbnail; served at /media/{id}.webp. Audited as media.upload.',
    auth: 'editor',
    body: MediaUploadSchema,
    success: [201],
    errors: [403],
  }),
  list: describeRoute({
    summary: 'The media library, newest first; q searches the alt text',
    auth: 'editor',
    query: MediaListQuerySchema,
    errors: [403],
  }),
  serve: describeRoute({
    summary: 'A stored image (WebP); ?size=thumbnail for its thumbnail',
    params: { file: { type: 'string', pattern: '^[a-f0-9]{24}\\.webp$' } },
    query: v.object({ size: v.optional(v.picklist(['thumbnail'])) }),
    binary: { 200: 'image/webp' },
    errors: [404],
  }),
};

/** Content staff only: 401 without a credential, 403 for anyone else's session. */
function requireContentStaff(platform: Platform): MiddlewareHandler<ServiceEnv> {
  return async (c, next) => {
    const check = await checkEditor(platform, c.req.header('Authorization'));
    if (check.kind === 'editor') return next();
    if (check.kind === 'not-staff') return failed(c, 403, MEDIA_STAFF_MESSAGE);
    return failed(c, 401, MEDIA_SIGN_IN_MESSAGE);
  };
}

export function mediaLibraryRoutes(platform: Platform) {
  const app = new Hono<ServiceEnv>();
  const staff = requireContentStaff(platform);

  app.post('/editor/media', docs.upload, staff, async (c) => {
    const upload = await readJsonBody(c, MediaUploadSchema);
    const processed = await processMediaImage(decodeUpload(upload.image));
    const check = await checkEditor(platform, c.req.header('Authorization'));
    const actor = await findStaffActor(platform, check.kind === 'editor' ? check.accountId : undefined);
    const image: MediaImage = await addMediaImage(platform, actor, { alt: upload.alt, processed });
    platform.log.info({ id: image.id, bytes: image.bytes }, 'media image uploaded');
    return success(c, image, '', 201);
  });

  app.get('/editor/media', docs.list, staff, async (c) => {
    const query = parseInput(MediaListQuerySchema, c.req.query());
    const images: MediaImage[] = await listMediaImages(platform, query);
    return success(c, { images });
  });

  app.get('/media/:file', docs.serve, async (c) => {
    const id = /^([a-f0-9]{24})\.webp$/.exec(c.req.param('file'))?.[1];
    if (!id || !MEDIA_ID_PATTERN.test(id)) return failed(c, 404, 'No such image');
    const bytes = await readMediaBytes(
      platform,
      id,
      c.req.query('size') === 'thumbnail' ? 'thumbnail' : 'full',
    );
    if (!bytes) return failed(c, 404, 'No such image');
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/webp',
      'Content-Length': String(bytes.length),
      'Cache-Control': MEDIA_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}
