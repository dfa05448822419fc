/** Drizzle table of the media library (DDL in migrations/0025-media-library.ts). */
import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Node Buffer (PGlite answers Uint8Array, node-postgres Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const mediaImages = pgTable('media_images', {
  id: text('id').primaryKey(),
  alt: text('alt').notNull(),
  /** Of the stored display image, after resizing. */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  /** WebP, at most MEDIA_MAX_WIDTH wide. */
  image: bytea('image').notNull(),
  /** WebP, at most MEDIA_THUMBNAIL_WIDTH wide. */
  thumbnail: bytea('thumbnail').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
