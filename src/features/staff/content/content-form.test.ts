import { describe, expect, it } from 'vitest';
import type { ContentField } from '../../../shared/contracts/content-workspace';
import { applyListChange, blankValue, diffValues, readField } from './content-form';
import { humanizeFieldName } from './field-label';

const fields: ContentField = {
  kind: 'object',
  name: 'data',
  required: true,
  fields: [
    { kind: 'text', name: 'name', required: true, multiline: false },
    { kind: 'text', name: 'note', required: false, multiline: false },
    { kind: 'choice', name: 'layoutId', required: true, options: [5, 7] },
    { kind: 'boolean', name: 'featured', required: false },
    {
      kind: 'object',
      name: 'hero',
      required: true,
      fields: [
        { kind: 'number', name: 'price', required: true, integer: false },
        { kind: 'fixed', name: 'currency', required: true, value: 'AUD' },
      ],
    },
    {
      kind: 'object',
      name: 'seo',
      required: false,
      fields: [{ kind: 'text', name: 'title', required: false, multiline: false }],
    },
    {
      kind: 'list',
      name: 'items',
      required: true,
      minItems: 1,
      item: {
        kind: 'object',
        name: '',
        required: true,
        fields: [{ kind: 'number', name: 'price', required: true, integer: true }],
      },
    },
    {
      kind: 'list',
      name: 'tags',
      required: false,
      minItems: 0,
      item: { kind: 'text', name: '', required: true, multiline: false },
    },
    { kind: 'json', name: 'extra', required: false },
  ],
};

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe('reading a posted content form by its fields', () => {
  it('builds nested objects and lists, typed, leaving out empty optional values', () => {
    const problems: string[] = [];
    const data = readField(
      form({
        'data.name': 'Sydney to Tokyo',
        'data.note': '  ',
        'data.layoutId': '7',
        'data.featured': 'true',
        'data.hero.price': '1234.5',
        'data.seo.title': '',
        '__count:data.items': '2',
        'data.items[0].price': '10',
        'data.items[1].price': 'ten',
        '__count:data.tags': '0',
        'data.extra': '{"a":1}',
      }),
      fields,
      'data',
      problems,
    );
    expect(problems).toEqual([]);
    expect(data).toEqual({
      name: 'Sydney to Tokyo',
      layoutId: 7,
      featured: true,
      hero: { price: 1234.5, currency: 'AUD' },
      // Kept as typed, so the Content API's 400 names the field and nothing is lost.
      items: [{ price: 10 }, { price: 'ten' }],
      extra: { a: 1 },
    });
  });

  it('reports JSON it cannot read and keeps the text', () => {
    const problems: string[] = [];
    const data = readField(form({ 'data.extra': '{oops', 'data.name': 'x' }), fields, 'data', problems);
    expect(problems).toEqual(['data.extra']);
    expect((data as Record<string, unknown>).extra).toBe('{oops');
  });

  it('adds and removes list items without saving', () => {
    const start = { name: 'x', items: [{ price: 1 }, { price: 2 }] };
    expect(applyListChange(fields, start, 'add:data.items')).toMatchObject({
      items: [{ price: 1 }, { price: 2 }, {}],
    });
    expect(applyListChange(fields, start, 'remove:data.items[0]')).toMatchObject({ items: [{ price: 2 }] });
    expect(applyListChange(fields, start, 'add:data.tags')).toMatchObject({ tags: [undefined] });
    expect(applyListChange(fields, start, 'add:data.nothing')).toEqual(start);
    expect(start.items).toHaveLength(2);
  });

  it('starts a new entry with required objects and the least number of items', () => {
    expect(blankValue(fields)).toMatchObject({
      layoutId: 5,
      hero: { currency: 'AUD' },
      items: [{}],
      tags: [],
    });
  });

  it('diffs a revision against the current data field by field', () => {
    expect(
      diffValues({ name: 'a', hero: { price: 1 }, tags: ['x'] }, { name: 'a', hero: { price: 2 }, tags: [] }),
    ).toEqual([
      { path: 'data.hero.price', before: '1', after: '2' },
      { path: 'data.tags[0]', before: 'x', after: undefined },
    ]);
  });

  it('labels a schema name as words', () => {
    expect(humanizeFieldName('leadInPrice')).toBe('Lead in price');
    expect(humanizeFieldName('seo')).toBe('Seo');
  });
});
