import type { Context } from 'hono';

/**
 * The end user's address as the site forwarded it. The services sit behind the site (in process or on
 * a private network), so the header is trusted; it only feeds rate-limit keys.
 */
export function readClientIp(c: Context): string {
  const forwarded = c.req.header('X-Client-Ip') ?? c.req.header('X-Forwarded-For')?.split(',')[0];
  const ip = forwarded?.trim();
  return ip && ip.length <= 64 ? ip : 'unknown';
}
