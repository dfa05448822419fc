import { readFileSync } from 'node:fs';
import { compile } from 'tailwindcss';
import { describe, expect, it } from 'vitest';

// The blocks as Tailwind writes them out: the dark values are written once in tokens.css and emitted
// for both the dark theme and the system's dark preference.
const source = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const css = (await compile(source)).build([]);

/** The custom properties declared directly in the first block that follows `selector`. */
function tokensOf(selector: string, from = 0): Record<string, string> {
  const start = css.indexOf(`${selector} {`, from);
  if (start < 0) throw new Error(`no block for ${selector}`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--c-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]));
}

const light = tokensOf(':root');
const dark = tokensOf(":root[data-theme='dark']");
const systemDark = tokensOf(':root:not([data-theme])', css.indexOf('@media (prefers-color-scheme: dark)'));
const contrast = tokensOf(":root[data-theme='contrast']");
const themes = { light, dark, systemDark, contrast };

function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

// Text pairs need 4.5:1 (WCAG AA); focus rings and form control borders 3:1 (non-text contrast).
const PAIRS: ReadonlyArray<readonly [string, string, number]> = [
  ['--c-ink', '--c-canvas', 4.5],
  ['--c-ink', '--c-surface', 4.5],
  ['--c-ink', '--c-surface-alt', 4.5],
  ['--c-ink-muted', '--c-canvas', 4.5],
  ['--c-ink-muted', '--c-surface', 4.5],
  ['--c-ink-muted', '--c-surface-alt', 4.5],
  ['--c-link', '--c-canvas', 4.5],
  ['--c-link', '--c-surface', 4.5],
  ['--c-link', '--c-surface-alt', 4.5],
  ['--c-accent-text', '--c-canvas', 4.5],
  ['--c-on-brand', '--c-brand', 4.5],
  ['--c-on-brand', '--c-brand-deep', 4.5],
  ['--c-on-brand-muted', '--c-brand', 4.5],
  ['--c-on-brand-muted', '--c-brand-deep', 4.5],
  ['--c-on-brand-muted', '--c-hero-to', 4.5],
  ['--c-accent', '--c-brand', 4.5],
  ['--c-accent', '--c-hero-to', 4.5],
  ['--c-accent-ink', '--c-accent', 4.5],
  ['--c-accent-ink', '--c-accent-hover', 4.5],
  ['--c-on-button', '--c-button', 4.5],
  ['--c-on-button', '--c-button-hover', 4.5],
  ['--c-on-notice', '--c-notice', 4.5],
  ['--c-danger', '--c-danger-surface', 4.5],
  ['--c-line-strong', '--c-surface', 3],
  ['--c-focus', '--c-canvas', 3],
  ['--c-focus', '--c-surface', 3],
  ['--c-focus-on-brand', '--c-brand', 3],
  ['--c-focus-on-brand', '--c-brand-deep', 3],
];

describe('theme tokens', () => {
  it('the system dark preference uses exactly the dark theme', () => {
    expect(systemDark).toEqual(dark);
  });

  it('every theme defines every token', () => {
    const names = Object.keys(light).sort();
    for (const tokens of [dark, contrast]) expect(Object.keys(tokens).sort()).toEqual(names);
  });

  for (const [theme, tokens] of Object.entries(themes)) {
    it.each(PAIRS)(`${theme}: %s on %s reaches %d:1`, (foreground, background, minimum) => {
      const ratio = contrastRatio(tokens[foreground]!, tokens[background]!);
      expect(
        ratio,
        `${foreground} ${tokens[foreground]} on ${background} ${tokens[background]}`,
      ).toBeGreaterThanOrEqual(minimum);
    });
  }
});
