import { expect, test } from './fixtures';

/**
 * Spec §8 "Lazy page-part load failure raises a chunk-error event" and §2's recovery reload (issue 25
 * item 12): when the flight search island's own chunk fails to load, the page raises `chunk-error` and
 * reloads once, and the island hydrates from the reloaded page. Before, Astro's failed import of the
 * island (and Astro's one retry of it) left the form unhydrated, with no event.
 */
// One pattern: Playwright reads a two-item array given to test.use as [value, fixture options].
test.use({
  expectedConsoleErrors: [
    /Failed to load resource: net::ERR_CONNECTION_RESET|\[astro-island\] Error hydrating/,
  ],
});

test('a failed island chunk raises chunk-error and one reload hydrates the island', async ({ page }) => {
  await page.addInitScript(() => {
    window.addEventListener('chunk-error', (event) => {
      const { message } = (event as CustomEvent<{ message: string }>).detail;
      sessionStorage.setItem(
        'e2e-chunk-errors',
        `${sessionStorage.getItem('e2e-chunk-errors') ?? ''}${message}\n`,
      );
    });
  });
  let requests = 0;
  // The first page's import and Astro's retry of it fail; the reloaded page's import succeeds.
  await page.route(/\/_astro\/FlightSearchIsland\.[\w-]+\.js(\?.*)?$/, async (route) => {
    if (requests++ < 2) await route.abort('connectionreset');
    else await route.continue();
  });
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  await page.goto('/');
  await expect.poll(() => loads.length, { message: 'one recovery reload', timeout: 30_000 }).toBe(2);
  // Hydrated after the reload: the island's chunk came on the third request.
  await expect(page.locator('astro-island[component-url*="FlightSearchIsland"]')).not.toHaveAttribute(
    'ssr',
    '',
  );
  expect(requests).toBe(3);
  const events = await page.evaluate(() => sessionStorage.getItem('e2e-chunk-errors') ?? '');
  expect(events).toMatch(/FlightSearchIsland/);
});
