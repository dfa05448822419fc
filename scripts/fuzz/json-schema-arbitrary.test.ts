import { Ajv2020 } from 'ajv/dist/2020';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryOf, type JsonSchema } from './json-schema-arbitrary';

const ajv = new Ajv2020({ strict: false, validateFormats: false });

// The shapes @valibot/to-json-schema emits for the services' request schemas.
const SCHEMAS: Record<string, JsonSchema> = {
  object: {
    type: 'object',
    properties: {
      siteId: { type: 'string', minLength: 1, maxLength: 64 },
      name: { type: 'string', minLength: 1, pattern: '^[A-Za-z]+(?: [A-Za-z]+)*$', maxLength: 29 },
      code: { type: 'string', pattern: '^\\d{6}$' },
      kind: { enum: ['news', 'review'], type: 'string' },
      fare: { const: 'RegularFare' },
      count: { type: 'integer', minimum: 0, maximum: 9 },
      ratio: { type: 'number', minimum: 0, maximum: 1 },
      flag: { type: 'boolean' },
      title: { anyOf: [{ type: 'string', maxLength: 5 }, { type: 'null' }] },
      list: { type: 'array', items: { type: 'string', pattern: '^[A-Z]{3}$' }, minItems: 1, maxItems: 6 },
      when: { type: 'string', format: 'date-time' },
      // Longer than plain strings are made (the order-claim token): the pattern alone bounds it.
      token: { type: 'string', pattern: '^ord_[0-9a-f]{24}\\.[0-9a-f]{64}$' },
    },
    required: ['siteId', 'name', 'code', 'list', 'token'],
  },
  intersect: {
    allOf: [
      { type: 'object', properties: { id: { type: 'string', minLength: 1 } }, required: ['id'] },
      { type: 'object', properties: { n: { type: 'integer', minimum: 1 } }, required: ['n'] },
    ],
  },
  record: {
    type: 'object',
    properties: {},
    additionalProperties: { anyOf: [{ type: 'string' }, { type: 'number' }] },
  },
};

describe('arbitraryOf', () => {
  it.each(Object.keys(SCHEMAS))('generates values valid against the %s schema', (name) => {
    const schema = SCHEMAS[name]!;
    const validate = ajv.compile(schema);
    const invalid = fc
      .sample(arbitraryOf(schema), { numRuns: 300, seed: 7 })
      .filter((value) => !validate(value));
    expect(invalid).toEqual([]);
  });

  it('gives a hinted property its hint most of the time, so requests pass the site check', () => {
    const schema = SCHEMAS.object!;
    const samples = fc.sample(arbitraryOf(schema, { siteId: 'web' }), { numRuns: 200, seed: 3 });
    const hinted = samples.filter((value) => (value as { siteId: string }).siteId === 'web').length;
    expect(hinted).toBeGreaterThan(100);
  });
});
