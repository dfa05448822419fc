import { describe, expect, it } from 'vitest';
import { findHardCodedStrings, userInterfaceFiles } from '../../../scripts/i18n/hard-coded-strings';

describe('user-visible text comes from the i18next resources', () => {
  it('finds a hard-coded label, attribute and sentence (the check can fail)', async () => {
    const { writeFileSync, mkdtempSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'i18n-scan-'));
    const tsx = join(dir, 'Sample.tsx');
    writeFileSync(
      tsx,
      `const label = 'Search again';\nexport const A = () => <button aria-label="Close dialog" title={t('x')}>Next page {count}</button>;\n`,
    );
    const astro = join(dir, 'Sample.astro');
    writeFileSync(
      astro,
      `---\nconst a = 'Not scanned here';\n---\n<p>Back to the hotels</p><img alt="Harbour view" /><p>{a}</p>\n`,
    );
    const found = await findHardCodedStrings([tsx, astro]);
    expect(found.map((item) => item.text)).toEqual([
      'Search again',
      'aria-label="Close dialog"',
      'Next page',
      'Back to the hotels',
      'alt="Harbour view"',
    ]);
  });

  it('no .astro or .tsx file of the site writes English text itself', async () => {
    const found = await findHardCodedStrings(userInterfaceFiles());
    expect(found.map((item) => `${item.file}:${item.line} ${item.text}`)).toEqual([]);
  }, 60_000);
});
