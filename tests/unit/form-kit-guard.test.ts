import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/principles.md "Validation" and ADR 023: every form an island draws is a kit form
 * (`useAppForm` in src/islands/shared/form-kit.tsx, drawn with `<form.Form>`), whose errors live in the
 * fields' meta. An island that writes a `<form>` element itself is a second way, unless it is listed
 * here with the reason.
 */
const PLAIN_FORMS_ALLOWED: Record<string, string> = {
  'src/islands/shared/form-element.tsx':
    "the kit's own <form> element (KitForm draws it; the flight search draws it before its kit loads)",
  'src/features/hotels/islands/results/HotelFilters.tsx':
    'the price filter: two optional numbers with no rule or message (text that is not a whole number of dollars means no limit)',
  'src/features/account/islands/ShortlistIsland.tsx': 'a keyword search box: no rule or message',
  'src/features/account/islands/SettingsIsland.tsx':
    'the marketing preferences: four checkboxes, any combination allowed, no rule or message',
};

/** A JSX <form> element (not `<form.Form>`, `<form.AppField>`: the kit's parts). */
const PLAIN_FORM = /<form(?=[\s>/])/;

async function islandsWithPlainForms(): Promise<string[]> {
  // Islands are the React files: the shared kit's and each feature's (src/features/<name>/islands).
  const entries = [
    ...(await readdir('src/islands', { recursive: true, withFileTypes: true })),
    ...(await readdir('src/features', { recursive: true, withFileTypes: true })),
  ];
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx') && !/\.test\.tsx$/.test(entry.name))
    .map((entry) => relative(process.cwd(), join(entry.parentPath, entry.name)).split('\\').join('/'));
  const found: string[] = [];
  for (const file of files) if (PLAIN_FORM.test(await readFile(file, 'utf8'))) found.push(file);
  return found.sort();
}

describe('the one form kit (ADR 023)', () => {
  it('no island draws a <form> of its own, except those listed with a reason', async () => {
    const found = await islandsWithPlainForms();
    expect(found.filter((file) => !(file in PLAIN_FORMS_ALLOWED))).toEqual([]);
  });

  it('every listed exception still draws a <form> (a form moved to the kit leaves the list)', async () => {
    const found = await islandsWithPlainForms();
    expect(Object.keys(PLAIN_FORMS_ALLOWED).filter((file) => !found.includes(file))).toEqual([]);
  });

  it('recognises a plain form and not the kit parts', () => {
    expect(PLAIN_FORM.test('<form\n  className="grid"')).toBe(true);
    expect(PLAIN_FORM.test('<form onSubmit={submit}>')).toBe(true);
    expect(PLAIN_FORM.test('<form.Form className="grid">')).toBe(false);
    expect(PLAIN_FORM.test('<form.AppField name="title">')).toBe(false);
  });
});
