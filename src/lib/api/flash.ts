import type { AstroCookies } from 'astro';
import { cookieOptions } from './cookies';

/**
 * A one-time message for the next page (the result of a form post that redirects: POST, redirect,
 * GET). HttpOnly and short-lived; the page that shows it deletes it. Rendered as escaped text.
 */
const FLASH_COOKIE = 'ctg_flash';

export function setFlash(cookies: AstroCookies, url: URL, message: string): void {
  cookies.set(FLASH_COOKIE, message.slice(0, 300), cookieOptions(url, { httpOnly: true, maxAgeSeconds: 60 }));
}

export function takeFlash(cookies: AstroCookies): string | undefined {
  const message = cookies.get(FLASH_COOKIE)?.value;
  if (message !== undefined) cookies.delete(FLASH_COOKIE, { path: '/' });
  return message || undefined;
}
