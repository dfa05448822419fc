import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classListsIn, oneClassRules, orderConflicts } from './css-order-conflicts';

async function filesUnder(folder: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(process.cwd(), join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

describe('styles that do not depend on the order stylesheets load in', () => {
  it('no element carries two classes whose one-class rules in different files set the same property', async () => {
    const rules = [];
    for (const file of await filesUnder('src', /\.css$/))
      rules.push(...oneClassRules(file, await readFile(file, 'utf8')));
    const lists = [];
    for (const file of await filesUnder('src', /\.(astro|tsx)$/))
      lists.push(...classListsIn(await readFile(file, 'utf8')));
    expect(rules.length).toBeGreaterThan(300);
    expect(lists.length).toBeGreaterThan(300);
    expect(orderConflicts(rules, lists)).toEqual([]);
  });

  it('finds such a pair, and not once the modifier names its base', () => {
    const base = oneClassRules('controls.css', '@layer components { .btn { font-size: 1rem; color: red } }');
    const modifier = '@layer components { .btn-compact { font-size: 0.875rem } }';
    const markup = classListsIn('<button className="btn btn-compact">Compare</button>');
    expect(orderConflicts([...base, ...oneClassRules('rows.css', modifier)], markup)).toEqual([
      { classes: ['btn', 'btn-compact'], files: ['controls.css', 'rows.css'], properties: ['font-size'] },
    ]);
    const compound = '@layer components { .btn.btn-compact { font-size: 0.875rem } }';
    expect(orderConflicts([...base, ...oneClassRules('rows.css', compound)], markup)).toEqual([]);
  });

  it('leaves rules in different layers or media queries alone: their order is not the files’', () => {
    const base = oneClassRules('a.css', '@layer base { .icon { width: 1em } }');
    const other = oneClassRules(
      'b.css',
      '@layer components { @media (min-width: 40rem) { .chip-x { width: 1rem } } }',
    );
    expect(orderConflicts([...base, ...other], classListsIn('<Icon class="icon chip-x" />'))).toEqual([]);
  });
});
