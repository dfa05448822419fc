/**
 * Publishing and the route cache (ADR 009): anonymous visitors are served cached pages, a publish
 * purges exactly what it changed at once, a publish date arriving purges through the change feed, and
 * drafts never reach a cache. Content is written through the editor endpoints, as an editor tool would.
 */
import { editContent } from './support/editor';
import { signInAsEditor } from './support/editor-session';
import { expect, test } from './fixtures';

const cacheStatus = async (request: import('@playwright/test').APIRequestContext, path: string) =>
  (await request.get(path)).headers()['x-cache'];

test.describe('publishing and the route cache', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('a page goes from draft to published to edited to withdrawn, each seen on the next visit', async ({
    page,
    request,
  }) => {
    const key = `route-cache-check-${Date.now()}`;
    const path = `/${key}`;
    const pageData = (title: string) => ({
      path,
      title,
      template: 'Default',
      layout: 'page',
      summary: 'How quickly an edit reaches readers.',
      sections: [{ layoutId: 10, body: `<p>${title}: published through the editor endpoints.</p>` }],
    });

    const draft = await editContent(request, 'PUT', `page/${key}`, { data: pageData('Fare alerts') });
    expect(draft.status).toBe(201);
    expect(draft.body.data.entry.status).toBe('draft');
    expect((await request.get(path)).status()).toBe(404);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(path);

    const published = await editContent(request, 'POST', `page/${key}/publish`, {});
    expect(published.body.data.cacheTags).toContain(`path:${path}`);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fare alerts');
    // The browser sends Accept-Language and this client does not: both are English, so one copy. (The
    // change feed may report this publish once more and purge it again: then the next visit re-caches.)
    await expect.poll(() => cacheStatus(request, path), { timeout: 5_000 }).toBe('HIT');
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`${path}</loc>`);

    // An edit to the published page: the next visit renders it afresh, not the cached copy.
    await editContent(request, 'PUT', `page/${key}`, { data: pageData('Fare alerts, weekly') });
    const edited = await request.get(path);
    expect(edited.headers()['x-cache']).toBe('MISS');
    expect(await edited.text()).toContain('Fare alerts, weekly');
    // A browser keeps its own copy for the minute Cache-Control allows; a reload asks the site again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fare alerts, weekly');

    await editContent(request, 'POST', `page/${key}/unpublish`, {});
    expect((await request.get(path)).status()).toBe(404);
  });

  test('a write purges the listings of its type and leaves other pages cached', async ({ request }) => {
    // Each page cached and fresh first. A copy an earlier test cached over a minute ago is stale: that
    // visit answers STALE and renders afresh in the background, so the next may still be STALE (CI saw
    // it once); hence a poll, with a budget for one page render.
    for (const path of ['/deals', '/insights', '/deals/sydney-london-qantas']) {
      await expect.poll(() => cacheStatus(request, path), { timeout: 10_000 }).toBe('HIT');
    }

    // Saving a deal unchanged still counts as a write of a deal.
    const deal = await editContent(request, 'GET', 'deal/sydney-london-qantas');
    const saved = await editContent(request, 'PUT', 'deal/sydney-london-qantas', {
      data: deal.body.data.data,
    });
    expect(saved.body.data.cacheTags).toEqual(
      expect.arrayContaining(['list:deal', 'content:deal:sydney-london-qantas']),
    );
    expect(await cacheStatus(request, '/deals')).toBe('MISS');
    expect(await cacheStatus(request, '/deals/sydney-london-qantas')).toBe('MISS');
    expect(await cacheStatus(request, '/insights')).toBe('HIT');
  });

  test('a publish date arriving purges cached pages through the change feed', async ({ request }) => {
    // A media item every page could show (pages carry list:media), published a few seconds ahead.
    const key = `feed-probe-${Date.now()}`;
    const publishAt = new Date(Date.now() + 3_000).toISOString();
    const media = await editContent(request, 'PUT', `media/${key}`, {
      data: {
        kind: 'Image',
        title: 'Perth on the Swan River',
        src: 'content/perth-coast.svg',
        alt: 'A city skyline on a wide river',
        width: 1200,
        height: 675,
      },
      status: 'published',
      publishAt,
    });
    expect(media.status).toBe(201);
    // Cached and fresh first (a stale copy is re-rendered in the background, as above).
    await expect.poll(() => cacheStatus(request, '/deals'), { timeout: 10_000 }).toBe('HIT');
    // Nobody writes anything when the date arrives: the change feed reports it and the site purges.
    await expect
      .poll(() => cacheStatus(request, '/deals'), { timeout: 15_000, intervals: [500] })
      .toBe('MISS');
  });

  test('anonymous visitors only: a signed-in or preview visit is never answered from the cache', async ({
    page,
    request,
  }) => {
    // Cached and fresh first (a stale copy is re-rendered in the background, as above).
    await expect.poll(() => cacheStatus(request, '/insights'), { timeout: 10_000 }).toBe('HIT');
    await signInAsEditor(page);
    await page.goto('/?mode=1');
    await page.waitForURL((url) => url.pathname === '/' && !url.search.includes('mode'));
    const preview = await page.request.get('/insights');
    expect(preview.headers()['x-cache']).toBeUndefined();
    expect(preview.headers()['cache-control']).toContain('private');
    await page.goto('/?mode=0');
  });

  test('the editor endpoints refuse a wrong key and unknown addresses', async ({ request }) => {
    const wrong = await editContent(request, 'GET', 'deal/sydney-london-qantas', undefined, 'not-the-key');
    expect(wrong.status).toBe(401);
    expect((await editContent(request, 'POST', 'deal/sydney-london-qantas', {})).status).toBe(404);
    expect((await editContent(request, 'GET', 'deal/Not_A_Key')).status).toBe(404);
  });
});
