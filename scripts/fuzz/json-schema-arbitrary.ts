/**
 * JSON Schema (2020-12, the subset @valibot/to-json-schema emits) to fast-check arbitraries, so the fuzz
 * stage generates values a service should accept: object (properties, required, additionalProperties),
 * string (min/maxLength, pattern, format, enum, const), number and integer with bounds, boolean, null,
 * array (items, min/maxItems), anyOf, oneOf, allOf. Anything else becomes an arbitrary JSON value.
 */
import fc from 'fast-check';

export type JsonSchema = { [keyword: string]: unknown };

/** Values a property of this name should often take (the token's site, so requests pass the site check). */
export type Hints = Record<string, unknown>;

// Long strings and lists cost time on every request; the negative cases send the huge ones.
const MAX_STRING = 40;
const MAX_ITEMS = 4;

export function arbitraryOf(
  schema: JsonSchema | boolean | undefined,
  hints: Hints = {},
): fc.Arbitrary<unknown> {
  if (schema === undefined || schema === true) return anyJson;
  if (schema === false) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const anyOf = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length) return fc.oneof(...anyOf.map((part) => arbitraryOf(part, hints)));
  if (Array.isArray(schema.allOf)) return arbitraryOf(mergeAllOf(schema.allOf as JsonSchema[]), hints);
  switch (schema.type) {
    case 'object':
      return objectOf(schema, hints);
    case 'array':
      return fc.array(arbitraryOf(schema.items as JsonSchema | undefined, hints), {
        minLength: num(schema.minItems) ?? 0,
        maxLength: Math.max(
          num(schema.minItems) ?? 0,
          Math.min(num(schema.maxItems) ?? MAX_ITEMS, MAX_ITEMS),
        ),
      });
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.integer({
        min: Math.ceil(num(schema.minimum) ?? -1_000_000),
        max: Math.floor(num(schema.maximum) ?? 1_000_000),
      });
    case 'number':
      return fc.double({
        min: num(schema.minimum) ?? -1e9,
        max: num(schema.maximum) ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return anyJson;
  }
}

const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 });

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** allOf of object schemas (valibot's intersect) as one object schema. */
export function mergeAllOf(parts: JsonSchema[]): JsonSchema {
  const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
  for (const part of parts) {
    const resolved = Array.isArray(part.allOf) ? mergeAllOf(part.allOf as JsonSchema[]) : part;
    Object.assign(merged.properties as object, resolved.properties ?? {});
    (merged.required as string[]).push(...((resolved.required as string[] | undefined) ?? []));
  }
  return merged;
}

function objectOf(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    const own = arbitraryOf(property, hints);
    model[name] = name in hints ? fc.oneof({ weight: 3, arbitrary: fc.constant(hints[name]) }, own) : own;
  }
  const record = fc.record(model, { requiredKeys: [...required].filter((key) => key in model) });
  const extras = schema.additionalProperties;
  if (extras === undefined || extras === false || Object.keys(properties).length > 0) return record;
  // A record type (valibot v.record): free keys with values of the given schema.
  return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), arbitraryOf(extras as JsonSchema, hints), {
    maxKeys: MAX_ITEMS,
  });
}

function stringOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = num(schema.maxLength) ?? Math.max(minLength, MAX_STRING);
  const cap = Math.max(minLength, Math.min(maxLength, MAX_STRING));
  // JSON Schema counts lengths in code points.
  const fits = (value: string) => [...value].length >= minLength && [...value].length <= maxLength;
  if (typeof schema.pattern === 'string') {
    // The pattern bounds the length itself: only an explicit maxLength caps it (a 93-character token
    // pattern under the default cap of plain strings would filter out every value, for ever).
    const explicitMax = num(schema.maxLength);
    const fitsPattern = (value: string) =>
      [...value].length >= minLength && (explicitMax === undefined || [...value].length <= explicitMax);
    try {
      return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(fitsPattern);
    } catch {
      // A pattern fast-check cannot generate from: plain strings, which the service answers with 400.
    }
  }
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'date-time':
      return validDate.map((date) => date.toISOString());
    case 'date':
      return validDate.map((date) => date.toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
    default:
      return fc.string({ minLength, maxLength: cap, unit: codePoint });
  }
}

/** One code point: mostly printable ASCII, sometimes anything outside the surrogate range. */
const codePoint = fc
  .oneof(
    { weight: 3, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) },
    fc.integer({ min: 0, max: 0x10ffff }).filter((code) => code < 0xd800 || code > 0xdfff),
  )
  .map((code) => String.fromCodePoint(code));

const validDate = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2035-12-31T00:00:00Z'),
  noInvalidDate: true,
});
