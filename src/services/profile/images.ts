import sharp from 'sharp';
import { IMAGE_MESSAGES, PROFILE_IMAGE_MAX_BYTES } from '../../shared/validation/profile-forms';
import { RequestRejected } from '../http/envelope';

/** Longest side of a stored profile picture, in pixels. */
const STORED_IMAGE_SIZE = 512;

export interface StoredImage {
  data: string;
  type: 'image/jpeg' | 'image/png';
}

/**
 * Decodes an uploaded picture (base64 or a data: URL), checks it by its content (not its name or
 * claimed type): jpeg, png or gif of at most 2MB; then re-encodes it with sharp, which drops any
 * metadata and anything that is not pixels. A gif keeps its first frame, as a png.
 */
export async function processProfileImage(encoded: string): Promise<StoredImage> {
  const base64 = encoded.replace(/^data:[^;,]{0,100};base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new RequestRejected(400, IMAGE_MESSAGES.format);
  // Size is judged on the decoded bytes; 4 base64 characters carry 3 bytes.
  if (Math.floor((base64.length * 3) / 4) > PROFILE_IMAGE_MAX_BYTES + 2)
    throw new RequestRejected(400, IMAGE_MESSAGES.size);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new RequestRejected(400, IMAGE_MESSAGES.format);
  if (bytes.length > PROFILE_IMAGE_MAX_BYTES) throw new RequestRejected(400, IMAGE_MESSAGES.size);
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    throw new RequestRejected(400, IMAGE_MESSAGES.format);
  }
  if (format !== 'jpeg' && format !== 'png' && format !== 'gif')
    throw new RequestRejected(400, IMAGE_MESSAGES.format);
  try {
    const pipeline = sharp(bytes, { limitInputPixels: 40_000_000, pages: 1 })
      .rotate()
      .resize(STORED_IMAGE_SIZE, STORED_IMAGE_SIZE, { fit: 'inside', withoutEnlargement: true });
    const output =
      format === 'jpeg'
        ? await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
        : await pipeline.png().toBuffer();
    return { data: output.toString('base64'), type: format === 'jpeg' ? 'image/jpeg' : 'image/png' };
  } catch {
    throw new RequestRejected(400, IMAGE_MESSAGES.format);
  }
}

export function imageUrl(data: string | null, type: string | null): string | null {
  return data && type ? `data:${type};base64,${data}` : null;
}
