/**
 * /metrics is served only on an instance's own METRICS_PORT (loopback), never through the public site:
 * whatever the load balancer forwards, a visitor asking for it gets the 404 page.
 */
import { expect, test } from './fixtures';

test.describe('the public site', () => {
  for (const path of ['/metrics', '/metrics/services', '/api/metrics']) {
    test(`answers 404 to GET ${path}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).not.toContain('http_requests_total');
    });
  }
});
