/**
 * The media library's rows: add an upload (with its audit row, one transaction), list newest first with
 * an alt-text search, and read one image's bytes for serving.
 */
import { desc, eq, ilike } from 'drizzle-orm';
import { mediaThumbnailUrl, mediaUrl, type MediaImage } from '../../shared/contracts/media-library';
import { recordStaffAction, type StaffActor } from '../audit/staff-audit';
import { mediaImages } from '../db/schema';
import type { Platform } from '../platform/platform';
import type { ProcessedImage } from './media-images';

/** The library lists at most this many images per answer (newest first). */
const LIST_LIMIT = 200;

const summaryColumns = {
  id: mediaImages.id,
  alt: mediaImages.alt,
  width: mediaImages.width,
  height: mediaImages.height,
  bytes: mediaImages.bytes,
  uploadedBy: mediaImages.uploadedBy,
  createdAt: mediaImages.createdAt,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] };

function toMediaImage(row: SummaryRow): MediaImage {
  return {
    ...row,
    url: mediaUrl(row.id),
    thumbnailUrl: mediaThumbnailUrl(row.id),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function addMediaImage(
  platform: Platform,
  actor: StaffActor,
  upload: { alt: string; processed: ProcessedImage },
): Promise<MediaImage> {
  const id = platform.ids.uuid().replaceAll('-', '').slice(0, 24);
  const { image, thumbnail, width, height } = upload.processed;
  const row = {
    id,
    alt: upload.alt,
    width,
    height,
    bytes: image.length,
    uploadedBy: actor.email,
    createdAt: platform.clock.now(),
  };
  await platform.database.db.transaction(async (tx) => {
    await tx.insert(mediaImages).values({ ...row, image, thumbnail });
    await recordStaffAction(platform, tx, actor, {
      action: 'media.upload',
      targetType: 'media-image',
      targetId: id,
      summary: `Uploaded image "${upload.alt}" (${width}×${height})`,
      after: { alt: upload.alt, width, height, bytes: image.length },
    });
  });
  return toMediaImage(row);
}

/** Escapes LIKE's wildcards so a search for "100%" means those characters. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

export async function listMediaImages(platform: Platform, query: { q?: string | undefined }) {
  const rows = await platform.database.db
    .select(summaryColumns)
    .from(mediaImages)
    .where(query.q ? ilike(mediaImages.alt, likeContains(query.q)) : undefined)
    .orderBy(desc(mediaImages.createdAt), desc(mediaImages.id))
    .limit(LIST_LIMIT);
  return rows.map(toMediaImage);
}

export async function readMediaBytes(
  platform: Platform,
  id: string,
  size: 'full' | 'thumbnail',
): Promise<Buffer | undefined> {
  const column = size === 'thumbnail' ? mediaImages.thumbnail : mediaImages.image;
  const [row] = await platform.database.db
    .select({ bytes: column })
    .from(mediaImages)
    .where(eq(mediaImages.id, id));
  return row?.bytes;
}
