import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Content pages ship no JavaScript file; the only scripts allowed are inline: the analytics push, and
 * on kept-alive pages (/contact) the form draft keeper (src/features/content/form-draft.ts).
 */
export async function expectNoScriptFiles(page: Page) {
  expect(await page.locator('script[src]').count()).toBe(0);
  const executable = await page
    .locator('script:not([type="application/ld+json"])')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
  for (const code of executable)
    expect(code).toMatch(
      /^\(window\.dataLayer=window\.dataLayer\|\|\[\]\)\.push|^\(function keepFormDraft\(/,
    );
}

/** The events the page pushed to the analytics data layer, in order. */
export async function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event),
  );
}
