import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The kit's button and field classes that markup names are defined in the site's CSS: an undefined one
 * (`btn-secondary` on the trip page's "Show flights") draws a bare control that does not look pressable,
 * and no type check or lint notices.
 */
const tracked = (pattern: string) =>
  execFileSync('git', ['ls-files', '-co', '--exclude-standard', pattern], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

const css = tracked('src/**/*.css')
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const defined = new Set([...css.matchAll(/\.((?:btn|field)-[a-z-]+)/g)].map((match) => match[1]!));

describe('kit classes', () => {
  const used = new Map<string, string>();
  for (const file of [...tracked('src/**/*.astro'), ...tracked('src/**/*.tsx')]) {
    // Class attributes only ("…", {`…`}, class:list={[…]}), not imports such as known-field-kit.
    const source = readFileSync(file, 'utf8');
    for (const attribute of source.matchAll(/\bclass(?:Name|:list)?=(?:"([^"]*)"|\{([^}]*)\})/g))
      for (const match of (attribute[1] ?? attribute[2]!).matchAll(
        /(?<![\w-])((?:btn|field)-[a-z]+(?:-[a-z]+)*)/g,
      ))
        if (!used.has(match[1]!)) used.set(match[1]!, file);
  }

  it('finds the kit in use', () => {
    expect([...used.keys()]).toEqual(expect.arrayContaining(['btn-primary', 'btn-ghost', 'field-input']));
  });

  it.each([...used])('defines %s (first used in %s)', (name) => {
    expect(defined.has(name)).toBe(true);
  });
});
