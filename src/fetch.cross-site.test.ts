import { describe, expect, it } from 'vitest';
import app from './fetch';
import { CROSS_SITE_MESSAGE } from './lib/routing/cross-site-guard';

/**
 * The site's own request entry (src/fetch.ts), not a stand-in: a forged state-changing request is
 * refused before Astro and the BFF see it, with the security headers like every answer. Issue 21,
 * item 1: these used to reach the services (JSON content types escape Astro's origin check). What is
 * let through is tested on the guard itself (cross-site-guard.test.ts): here it would reach Astro and
 * open the embedded database.
 */
const ORDER_CREATE = 'http://localhost:4321/api/booking/Order/OrderCreate';

const post = (url: string, headers: Record<string, string>) =>
  app.request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ offerId: 'o-1' }),
  });

describe('src/fetch.ts refuses cross-site requests', () => {
  it.each([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['Origin: null', { Origin: 'null' }],
    ['the same host on another port', { Origin: 'http://localhost:4322' }],
    ['Sec-Fetch-Site: cross-site without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site without Origin', { 'Sec-Fetch-Site': 'same-site' }],
  ])('answers a JSON POST to OrderCreate with %s with 403 and the security headers', async (_, headers) => {
    const response = await post(ORDER_CREATE, headers);
    expect(response.status).toBe(403);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(await response.json()).toMatchObject({ status: 'Failed', message: CROSS_SITE_MESSAGE });
  });
});
