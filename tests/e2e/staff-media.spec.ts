/**
 * The content media library (issue 24): the demo editor uploads a PNG with its alt text, finds it in the
 * library, the site serves it as WebP cached for good, and a media entry pointing at it becomes a deal's
 * image, which the deal page then shows to any reader. An upload without alt text is refused.
 */
import sharp from 'sharp';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { DEMO_AGENT, signInAsEditor, signInAsStaff } from './support/editor-session';

const MEDIA_PATH = '/dashboard/ctg-backend/content/media';
const DEAL = 'sydney-chicago-united';

async function pngFile(name: string) {
  const buffer = await sharp({
    create: { width: 1800, height: 1200, channels: 3, background: { r: 10, g: 80, b: 150 } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

test.describe('media library', () => {
  // Strings, not two RegExps: a two-item array whose second item is an object reads as [value, options].
  test.use({ expectedConsoleErrors: ['status of 400', 'status of 403'] });

  test('upload an image with alt text and show it on a deal page', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const alt = `Chicago skyline at dawn ${stamp}`;
    await signInAsEditor(page);

    await page.goto('/dashboard/ctg-backend/content');
    await page.getByRole('link', { name: 'Media library' }).click();
    await expect(page).toHaveURL(MEDIA_PATH);
    await expectNoAxeViolations(page);

    // Without alt text the upload is refused (the browser's own check is skipped to reach the server).
    await page.locator('#media-file').setInputFiles(await pngFile('no-alt.png'));
    await page.locator('#media-alt').evaluate((input) => input.removeAttribute('required'));
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('alert')).toContainText('Alt text is required');

    await page.locator('#media-file').setInputFiles(await pngFile('skyline.png'));
    await page.locator('#media-alt').fill(alt);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByTestId('media-uploaded')).toContainText(alt);
    const url = (await page.getByTestId('media-uploaded').locator('code').textContent()) ?? '';
    expect(url).toMatch(/^\/media\/[a-f0-9]{24}\.webp$/);

    const item = page.locator('[data-testid="media-library"] li', { hasText: alt });
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('media-url')).toHaveText(url);
    await item.locator('img').scrollIntoViewIfNeeded();
    await expect
      .poll(() => item.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(320);
    await expectNoAxeViolations(page);

    const served = await page.request.get(url);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['cache-control']).toContain('immutable');
    const stored = await sharp(await served.body()).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1600 });

    // Searching the alt text finds it.
    await page.goto(`${MEDIA_PATH}?q=${encodeURIComponent(`dawn ${stamp}`)}`);
    await expect(page.locator('[data-testid="media-library"] li')).toHaveCount(1);

    // A media entry pointing at the image (the entry the library offers), published.
    const entryJson = (await item.getByTestId('media-entry-json').textContent()) ?? '';
    const mediaKey = `chicago-skyline-${stamp}`;
    await page.goto(`/dashboard/ctg-backend/content/media/${mediaKey}`);
    await page.locator('[name="data"]').fill(entryJson);
    await page.getByRole('button', { name: 'Save and publish now' }).click();
    await expect(page.getByTestId('content-notice')).toContainText('Saved and published');

    // The deal's image is that entry, with a hint to the library beside the field.
    await page.goto(`/dashboard/ctg-backend/content/deal/${DEAL}`);
    await expect(page.getByRole('link', { name: 'Open the media library' }).first()).toBeVisible();
    await page.locator('[name="data.image"]').fill(mediaKey);
    await page.getByRole('button', { name: 'Save and publish now' }).click();
    await expect(page.getByTestId('content-notice')).toContainText('Saved and published');

    const anonymous = await browser.newContext();
    const reader = await anonymous.newPage();
    await expect
      .poll(async () => {
        await reader.goto(`/deals/${DEAL}`);
        return reader.locator(`img[src="${url}"]`).count();
      })
      .toBe(1);
    const shown = reader.locator(`img[src="${url}"]`);
    await expect(shown).toHaveAttribute('alt', alt);
    // Its social card image is the library image's absolute address.
    const absolute = new URL(url, reader.url()).href;
    await expect(reader.locator('meta[property="og:image"]')).toHaveAttribute('content', absolute);
    await expect(reader.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', alt);
    await shown.scrollIntoViewIfNeeded();
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1600);
    await anonymous.close();
  });

  test('agents get 403 from the media library', async ({ browser }) => {
    const context = await browser.newContext();
    const agent = await context.newPage();
    await signInAsStaff(agent, DEMO_AGENT);
    expect((await agent.goto(MEDIA_PATH))?.status()).toBe(403);
    await expect(agent.getByRole('alert')).toContainText('content editors and admins');
    await context.close();
  });
});
