import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from './content.schema';
import { contentFormFields, schemaFields } from './content-form-fields';
import { RichText } from './content-fields.schema';

describe('content form fields from the schemas', () => {
  it('reads strings, numbers, booleans, picklists, literals, nested objects and arrays of objects', () => {
    const schema = v.object({
      title: v.pipe(v.string(), v.maxLength(80)),
      intro: v.optional(v.pipe(v.string(), v.maxLength(1000))),
      code: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
      day: v.pipe(v.string(), v.isoDate()),
      body: v.optional(RichText),
      featured: v.optional(v.boolean()),
      layout: v.picklist([5, 7]),
      hero: v.object({ currency: v.literal('AUD'), price: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
      items: v.pipe(v.array(v.object({ label: v.string() })), v.minLength(1)),
      other: v.record(v.string(), v.unknown()),
    });
    expect(schemaFields(schema)).toEqual({
      kind: 'object',
      name: 'data',
      required: true,
      fields: [
        { kind: 'text', name: 'title', required: true, maxLength: 80, multiline: false },
        { kind: 'text', name: 'intro', required: false, maxLength: 1000, multiline: true },
        { kind: 'text', name: 'code', required: true, multiline: false },
        { kind: 'date', name: 'day', required: true },
        { kind: 'richText', name: 'body', required: false },
        { kind: 'boolean', name: 'featured', required: false },
        { kind: 'choice', name: 'layout', required: true, options: [5, 7] },
        {
          kind: 'object',
          name: 'hero',
          required: true,
          fields: [
            { kind: 'fixed', name: 'currency', required: true, value: 'AUD' },
            { kind: 'number', name: 'price', required: true, integer: true, min: 0 },
          ],
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
            fields: [{ kind: 'text', name: 'label', required: true, multiline: true }],
          },
        },
        { kind: 'json', name: 'other', required: true },
      ],
    });
  });

  it('gives every content type a form; variants (media) become one JSON field', () => {
    for (const type of CONTENT_TYPES) expect(contentFormFields(type).name).toBe('data');
    expect(contentFormFields('media')).toEqual({ kind: 'json', name: 'data', required: true });
    const deal = contentFormFields('deal');
    expect(deal.kind === 'object' && deal.fields.find((field) => field.name === 'leadInPrice')).toMatchObject(
      {
        kind: 'object',
        fields: [{ name: 'amount', kind: 'number' }, { name: 'currency', kind: 'fixed' }, { name: 'basis' }],
      },
    );
  });
});
