/**
 * Preview is for content staff (issue 9, item 3): ?mode=1, the preview cookie and any preview
 * parameter show drafts and the ribbon only to a signed-in editor; everyone else gets the published
 * site. The editor endpoints take an editor's session as well as the editor key.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsEditor } from './support/editor-session';
import { newSignedInTraveller } from './support/travellers';

const DRAFT = '/insights/packing-for-a-business-class-trip';
const PUBLISHED = '/insights/qantas-787-perth-london-review';
const RIBBON = 'Preview edit mode is on';

const cmsRequest = (request: APIRequestContext, url: string, params: Record<string, string>, query = '') =>
  request.post(`/api/cmsRequest${query}`, {
    data: { url, params },
    headers: { 'Content-Type': 'application/json' },
  });

/** A preview cookie set by hand, as anyone can. */
async function forgePreviewCookie(page: Page): Promise<void> {
  const baseURL = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([{ name: 'ctg_preview', value: '1', url: baseURL }]);
}

async function expectPublishedOnly(page: Page): Promise<void> {
  await page.goto('/?mode=1');
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('mode'));
  await expect(page.getByText(RIBBON)).toHaveCount(0);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'ctg_preview')).toBe(false);
  await forgePreviewCookie(page);
  const draft = await page.goto(DRAFT);
  expect(draft?.status()).toBe(404);
  await expect(page.getByText(RIBBON)).toHaveCount(0);
  for (const [params, query] of [
    [{ preview: '1' }, ''],
    [{ preview: '1' }, '?fc-preview=1'],
    [{}, '?fc-preview=1'],
  ] as const) {
    const read = await cmsRequest(page.request, DRAFT, params, query);
    expect(read.status(), JSON.stringify([params, query])).toBe(404);
  }
  const published = await cmsRequest(page.request, PUBLISHED, { preview: '1' }, '?fc-preview=1');
  expect(published.status()).toBe(200);
  expect((await published.json()).data.isDraft).toBe(false);
}

test.describe('preview access', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('an anonymous visitor: ?mode=1 sets nothing, drafts stay 404, preview parameters are ignored', async ({
    page,
  }) => {
    const answer = await page.request.get('/?mode=1', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe('/');
    expect(answer.headers()['set-cookie'] ?? '').not.toContain('ctg_preview');
    await expectPublishedOnly(page);
  });

  test('a signed-in traveller: the same, and the editor endpoints refuse the session (403)', async ({
    page,
  }) => {
    await newSignedInTraveller(page, 'preview-traveller');
    await expectPublishedOnly(page);
    const editing = await page.request.get(
      '/api/content-editor/entries/insight/packing-for-a-business-class-trip',
    );
    expect(editing.status()).toBe(403);
  });

  test('the signed-in editor: ?mode=1 shows the ribbon and drafts; the editor endpoints take the session', async ({
    page,
  }) => {
    await signInAsEditor(page);
    await page.goto('/?mode=1');
    await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('mode'));
    const preview = (await page.context().cookies()).find((cookie) => cookie.name === 'ctg_preview');
    expect(preview).toMatchObject({ value: '1', httpOnly: true, secure: true, sameSite: 'Lax' });
    await expect(page.getByText(RIBBON)).toBeVisible();

    const draft = await page.goto(DRAFT);
    expect(draft?.status()).toBe(200);
    await expect(page.locator('.preview-ribbon')).toContainText('Preview');
    // Issue 24: a draft never says it was published; the byline keeps its spaces around the dot.
    await expect(page.getByText(/^Published /)).toHaveCount(0);
    await expect(page.getByText(/^By .+\S · Not published yet · planned for \S/)).toBeVisible();
    const island = await cmsRequest(page.request, DRAFT, {}, '?fc-preview=1');
    expect(island.status()).toBe(200);
    expect((await island.json()).data.isDraft).toBe(true);

    const editing = await page.request.get(
      '/api/content-editor/entries/insight/packing-for-a-business-class-trip',
    );
    expect(editing.status()).toBe(200);
    expect((await editing.json()).data.status).toBe('draft');

    await page.goto('/?mode=0');
    await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('mode'));
    await expect(page.getByText(RIBBON)).toHaveCount(0);
    expect((await page.goto(DRAFT))?.status()).toBe(404);
  });
});
