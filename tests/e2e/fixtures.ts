import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

export { expect };

/** The server whose Content and Main services are unreachable (playwright.config.ts). */
export const BROKEN_BASE_URL = process.env.E2E_BROKEN_BASE_URL ?? 'http://127.0.0.1:4322';

interface BrowserErrorOptions {
  /**
   * Console errors a test expects, e.g. Chromium's "Failed to load resource: the server responded with
   * a status of 404" when the test opens a missing page on purpose. Everything else fails the test.
   * Give one RegExp (or strings): Playwright reads an option array whose second item is an object (a
   * second RegExp) as a [value, options] tuple.
   */
  expectedConsoleErrors: (string | RegExp)[];
}

function describeConsoleMessage(message: ConsoleMessage): string {
  const { url, lineNumber, columnNumber } = message.location();
  const where = url ? ` (${url}:${lineNumber + 1}:${columnNumber + 1})` : '';
  return `console.error: ${message.text()}${where}`;
}

function isExpected(text: string, expected: (string | RegExp)[]): boolean {
  return expected.some((pattern) =>
    typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text),
  );
}

/**
 * Playwright's `test`, where any browser console error or uncaught page error fails the test
 * (docs/principles.md "Tests"), listing the messages.
 */
export const test = base.extend<BrowserErrorOptions>({
  expectedConsoleErrors: [[], { option: true }],
  page: async ({ page, expectedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = describeConsoleMessage(message);
      if (!isExpected(text, expectedConsoleErrors)) problems.push(text);
    });
    page.on('pageerror', (error) => {
      problems.push(`pageerror: ${error.stack ?? `${error.name}: ${error.message}`}`);
    });
    await use(page);
    expect(problems.length, `browser errors on the page:\n${problems.join('\n')}\n`).toBe(0);
  },
});

export interface AxeOptions {
  /** CSS selectors to leave out (e.g. a third-party widget). */
  exclude?: string[];
  /** Axe rule ids to skip, each with a reason at the call site. */
  disableRules?: string[];
}

/** Fails with a readable list when axe finds WCAG 2.1 A/AA violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  const found = violations.map((violation) => {
    const nodes = violation.nodes
      .map(
        (node) =>
          `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
      )
      .join('\n');
    return `${violation.id} [${violation.impact ?? 'n/a'}] ${violation.help} (${violation.helpUrl})\n${nodes}`;
  });
  expect(found.length, `accessibility violations on ${page.url()}:\n\n${found.join('\n\n')}\n`).toBe(0);
}
