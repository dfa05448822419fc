import type { Migration } from './migration';

/**
 * The content media library (issue 24): images content staff upload, decoded and re-encoded by sharp as
 * WebP (a display size at most 1600 px wide and a thumbnail), with the alt text the upload requires and
 * who uploaded it. The site serves them at /media/<id>.webp; a media entry's `src` may point there.
 */
export const mediaLibrary0025: Migration = {
  id: '0025_media_library',
  statements: [
    `CREATE TABLE media_images (
        id text PRIMARY KEY,
        alt text NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        bytes integer NOT NULL,
        image bytea NOT NULL,
        thumbnail bytea NOT NULL,
        uploaded_by text NOT NULL,
        created_at timestamptz NOT NULL
      )`,
    `CREATE INDEX media_images_created_idx ON media_images (created_at DESC)`,
  ],
};
