import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, PROFILE_IMAGE_MAX_BYTES } from '../../shared/validation/profile-forms';
import { processProfileImage } from './images';

describe('processProfileImage', () => {
  it('refuses a file over 2MB with the size message, judged on the decoded bytes', async () => {
    const big = Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1, 0xff);
    await expect(processProfileImage(big.toString('base64'))).rejects.toMatchObject({
      statusCode: 400,
      message: IMAGE_MESSAGES.size,
    });
  });

  it('accepts a jpeg of just under 2MB and re-encodes it small, without metadata', async () => {
    const noisy = Buffer.alloc(1500 * 1000 * 3);
    for (let i = 0; i < noisy.length; i += 1) noisy[i] = (i * 2654435761) % 251;
    const jpeg = await sharp(noisy, { raw: { width: 1500, height: 1000, channels: 3 } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
      .jpeg({ quality: 90 })
      .toBuffer();
    expect(jpeg.length).toBeLessThan(PROFILE_IMAGE_MAX_BYTES);
    const stored = await processProfileImage(jpeg.toString('base64'));
    const meta = await sharp(Buffer.from(stored.data, 'base64')).metadata();
    expect(stored.type).toBe('image/jpeg');
    expect(meta).toMatchObject({ format: 'jpeg', width: 512 });
    expect(meta.exif).toBeUndefined();
  });

  it.each([
    [
      'a webp',
      async () =>
        (
          await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
            .webp()
            .toBuffer()
        ).toString('base64'),
    ],
    ['text', async () => Buffer.from('hello').toString('base64')],
    ['an empty file', async () => ''],
  ])('refuses %s with the format message', async (_label, make) => {
    await expect(processProfileImage(await make())).rejects.toMatchObject({
      statusCode: 400,
      message: IMAGE_MESSAGES.format,
    });
  });
});
