import { expect, test } from './fixtures';
import { signInAsEditor } from './support/editor-session';
import { FIXED_SPEC_REDIRECTS } from './support/spec-redirects';

/**
 * Editors' preview of drafts, and the routing and SEO of content: real 404s, the spec's permanent
 * redirects, the sitemap and robots.txt, caching, and the back-up dashboard pages' sign-in.
 */

test.describe("editors' preview", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });
  const draft = '/insights/packing-for-a-business-class-trip';

  test('drafts are 404 and absent from listings, search and the sitemap outside preview', async ({
    page,
  }) => {
    const response = await page.goto(draft);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Page Not Found: ${draft}`);
    await page.goto('/insights?page=2');
    await expect(page.locator(`a[href="${draft}"]`)).toHaveCount(0);
    await page.goto('/search?q=packing');
    await expect(page.locator(`a[href="${draft}"]`)).toHaveCount(0);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/insights/qantas-787-perth-london-review');
    expect(sitemap).not.toContain(draft);
  });

  test('after /?mode=1 an editor sees drafts with the Preview ribbon; still never in the sitemap', async ({
    page,
  }) => {
    await signInAsEditor(page);
    await page.goto('/?mode=1');
    await page.waitForURL((url) => url.pathname === '/' && !url.search.includes('mode'), { timeout: 5000 });
    const response = await page.goto(draft);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('private');
    await expect(page.locator('.preview-ribbon')).toContainText('Preview');
    await page.goto('/insights?page=2');
    await expect(page.locator(`a[href="${draft}"]`)).toHaveCount(1);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain(draft);
    // No edit overlay: no content admin is configured.
    await expect(page.locator('.edit-button')).toHaveCount(0);
    await page.goto('/?mode=0');
  });
});

test.describe('routing and SEO', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });
  test('unknown content is a real 404', async ({ page }) => {
    for (const path of [
      '/insights/no-such-insight',
      '/deals/no-such-deal',
      '/promotions/nope',
      '/no-such-page',
      '/about/nope',
      '/insights/tag/nope',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Page Not Found: ${path}`);
    }
  });

  test("the spec's permanent redirects land on real pages", async ({ page }) => {
    const cases: [string, string][] = [
      ...FIXED_SPEC_REDIRECTS,
      ['/news/qantas-project-sunrise', '/insights/qantas-project-sunrise'],
      ['/reviews/etihad-business-class-review', '/insights/etihad-business-class-review'],
      ['/news/tag/qantas', '/insights/tag/qantas'],
      ['/deals/sydney-london-qantas/enquiry', '/deals/enquiry/sydney-london-qantas'],
    ];
    for (const [from, to] of cases) {
      const redirect = await page.request.get(from, { maxRedirects: 0 });
      expect(redirect.status(), from).toBe(301);
      expect(new URL(redirect.headers().location ?? '', 'http://x').pathname, from).toBe(to);
      const landed = await page.request.get(to);
      expect(landed.status(), to).toBe(200);
    }
  });

  test('sitemap.xml and robots.txt', async ({ page }) => {
    const sitemap = await page.request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    for (const path of [
      '/about',
      '/deals/sydney-london-qantas',
      '/promotions/europe-in-business-2027',
      '/webinar-offers',
    ]) {
      expect(xml).toContain(`${path}</loc>`);
    }
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
    expect(robots).toContain('Disallow: /account');
  });

  test('published pages are cacheable for anonymous visitors, private once signed in or in preview', async ({
    page,
  }) => {
    await page.goto('/deals');
    const second = await page.request.get('/deals/sydney-london-qantas');
    expect(second.headers()['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  test('the back-up dashboard pages need a sign-in and check their date', async ({ page }) => {
    const backend = await page.request.get('/dashboard/ctg-backend', { maxRedirects: 0 });
    expect(backend.status()).toBe(302);
    expect(backend.headers().location).toBe('/account?returnUrl=%2Fdashboard%2Fctg-backend');
    const dated = await page.request.get('/dashboard/2026-01-15', { maxRedirects: 0 });
    expect(dated.status()).toBe(302);
    // The login guard answers before the page's date check, so a signed-out visitor learns nothing
    // about which dates exist; the date rule itself is unit-tested (content-helpers.test.ts).
    expect((await page.request.get('/dashboard/2026-02-30', { maxRedirects: 0 })).status()).toBe(302);
    expect((await page.request.get('/backup/no', { maxRedirects: 0 })).status()).toBe(404);
  });
});
