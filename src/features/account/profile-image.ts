/** Profile picture rules as the browser can check them before uploading (spec §5); the service re-checks by content. */
const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/gif']);
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|gif)$/i;
export const PICTURE_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';

export type PictureProblem = 'format' | 'size' | null;

export function checkPicture(file: { name: string; type: string; size: number }): PictureProblem {
  const typeOk = file.type ? ACCEPTED_TYPES.has(file.type) : ACCEPTED_EXTENSIONS.test(file.name);
  if (!typeOk || !ACCEPTED_EXTENSIONS.test(file.name)) return 'format';
  if (file.size > PICTURE_MAX_BYTES) return 'size';
  return null;
}
