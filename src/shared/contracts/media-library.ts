/**
 * The content media library (issue 24): what an upload sends to the Content API, what the library lists,
 * and the site address of a stored image. Shared by the service and the workspace page.
 */
import * as v from 'valibot';

/** An upload's decoded file may be at most this large (the site's picture rule, spec §"Profile picture"). */
export const MEDIA_MAX_BYTES = 2 * 1024 * 1024;
/** Widest stored display image and thumbnail, in pixels; smaller images are never enlarged. */
export const MEDIA_MAX_WIDTH = 1600;
export const MEDIA_THUMBNAIL_WIDTH = 320;
export const MEDIA_ALT_MAX = 300;
/** The image types an upload may be, judged by the file's content (never its name). */
export const MEDIA_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const MEDIA_MESSAGES = {
  altRequired: 'Alt text is required: describe the image for people who cannot see it',
  format: 'Not an image the site accepts. Upload a jpeg, png, gif or webp image.',
  size: 'The image is larger than 2 MB. Upload a smaller image.',
  missing: 'Choose an image to upload',
} as const;

export const MEDIA_ID_PATTERN = /^[a-f0-9]{24}$/;
/** The site address of a stored image (a media entry's `src` may be this). */
export const mediaUrl = (id: string) => `/media/${id}.webp`;
export const mediaThumbnailUrl = (id: string) => `/media/${id}.webp?size=thumbnail`;
/** A media entry `src` that names a library image rather than a file of src/assets. */
export const MEDIA_URL_PATTERN = /^\/media\/([a-f0-9]{24})\.webp$/;

export const MediaUploadSchema = v.object({
  // A missing field gets the same message as an empty one.
  alt: v.pipe(
    v.optional(v.string(MEDIA_MESSAGES.altRequired), ''),
    v.trim(),
    v.nonEmpty(MEDIA_MESSAGES.altRequired),
    v.maxLength(MEDIA_ALT_MAX, `Alt text: at most ${MEDIA_ALT_MAX} characters`),
  ),
  /** The file's bytes in base64, optionally as a data: URL. */
  image: v.pipe(v.optional(v.string(MEDIA_MESSAGES.missing), ''), v.nonEmpty(MEDIA_MESSAGES.missing)),
});

export const MediaListQuerySchema = v.object({
  /** Alt text contains (case-insensitive). */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
});

export interface MediaImage {
  id: string;
  alt: string;
  width: number;
  height: number;
  bytes: number;
  url: string;
  thumbnailUrl: string;
  uploadedBy: string;
  createdAt: string;
}
