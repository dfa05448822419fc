/**
 * Turning an upload into what the media library stores: the file is judged by its content (sharp reads
 * it; its name and claimed type are ignored), must be a jpeg, png, gif or webp of at most 2 MB, and is
 * re-encoded as WebP (which drops metadata and anything that is not pixels) at two widths. Anything
 * sharp cannot read is a 400, never a 500.
 */
import sharp from 'sharp';
import {
  MEDIA_MAX_BYTES,
  MEDIA_MAX_WIDTH,
  MEDIA_MESSAGES,
  MEDIA_THUMBNAIL_WIDTH,
} from '../../shared/contracts/media-library';
import { RequestRejected } from '../http/envelope';

/** Refuses decompression bombs: a small file that would decode to an enormous image. */
const PIXEL_LIMIT = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);

export interface ProcessedImage {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/** The upload's bytes from base64 (optionally a data: URL), size-checked before decoding. */
export function decodeUpload(encoded: string): Buffer {
  const base64 = encoded.replace(/^data:[^;,]{0,100};base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new RequestRejected(400, MEDIA_MESSAGES.format);
  // 4 base64 characters carry 3 bytes: a too-large file is refused without decoding it.
  if (Math.floor((base64.length * 3) / 4) > MEDIA_MAX_BYTES + 2)
    throw new RequestRejected(400, MEDIA_MESSAGES.size);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new RequestRejected(400, MEDIA_MESSAGES.missing);
  if (bytes.length > MEDIA_MAX_BYTES) throw new RequestRejected(400, MEDIA_MESSAGES.size);
  return bytes;
}

export async function processMediaImage(bytes: Buffer): Promise<ProcessedImage> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: PIXEL_LIMIT }).metadata()).format;
  } catch {
    throw new RequestRejected(400, MEDIA_MESSAGES.format);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new RequestRejected(400, MEDIA_MESSAGES.format);
  try {
    // An animated gif or webp keeps its first frame; rotate() applies the camera's orientation.
    const source = () => sharp(bytes, { limitInputPixels: PIXEL_LIMIT, pages: 1 }).rotate();
    const display = await source()
      .resize({ width: MEDIA_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await source()
      .resize({ width: MEDIA_THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { image: display.data, thumbnail, width: display.info.width, height: display.info.height };
  } catch {
    throw new RequestRejected(400, MEDIA_MESSAGES.format);
  }
}
