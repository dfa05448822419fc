import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  buildFormSchema,
  recipientOf,
  validateField,
  validateFormValues,
  type FormFieldDefinition,
} from './form-rules';

const field = (overrides: Partial<FormFieldDefinition>): FormFieldDefinition => ({
  name: 'f',
  label: 'F',
  type: 'Text',
  ...overrides,
});

describe('validateField', () => {
  it.each<[Partial<FormFieldDefinition>, unknown, { value: unknown } | { error: string }]>([
    [{ required: true }, '', { error: 'This field is required' }],
    [{ required: true }, '   ', { error: 'This field is required' }],
    [{ required: true }, undefined, { error: 'This field is required' }],
    [{}, undefined, { value: '' }],
    [{ type: 'Email' }, 'nope', { error: 'This field must be a valid email' }],
    [{ type: 'Email' }, ' A@Example.COM ', { value: 'a@example.com' }],
    [{ type: 'Number' }, '12a', { error: 'This field must be a number' }],
    [{ type: 'Number' }, 7, { value: '7' }],
    [{ type: 'Number', min: 1, max: 9 }, '10', { error: 'This field must be at most 9' }],
    [{ minLength: 8 }, '123', { error: 'This field must be at least 8 characters' }],
    [{ maxLength: 3 }, '1234', { error: 'This field must be at most 3 characters' }],
    [{ length: 4 }, '123', { error: 'This field must be exactly 4 characters' }],
    [{ type: 'Textarea' }, 'x'.repeat(5001), { error: 'This field must be at most 5000 characters' }],
    [{ type: 'Date' }, '2027-02-29', { error: 'This field must be a valid date (YYYY-MM-DD)' }],
    [{ type: 'Date' }, '2028-02-29', { value: '2028-02-29' }],
    [
      { type: 'URL' },
      'javascript:alert(1)',
      { error: 'This field must be a valid web address starting with http:// or https://' },
    ],
    [{ type: 'URL' }, 'https://www.example.com/a', { value: 'https://www.example.com/a' }],
    // Free text is cleaned (shared/domain/free-text.ts) before it is counted, stored or emailed to staff.
    [{}, 'Ann\u202E\u200B Lee\u0007', { value: 'Ann Lee' }],
    [{}, 'one\r\ntwo', { value: 'one two' }],
    [{ type: 'Textarea' }, 'Hi\u2066\r\n\r\n\r\nthere\u0000', { value: 'Hi\n\nthere' }],
    [{ required: true }, '\u200B\u202E', { error: 'This field is required' }],
    [
      { type: 'DropdownList', options: [{ label: 'A', value: 'a' }] },
      'b',
      { error: 'Please choose one of the options' },
    ],
    [{ type: 'Radio', options: [{ label: 'A', value: 'a' }] }, 'a', { value: 'a' }],
    [{ type: 'Checkbox', required: true }, undefined, { error: 'This field is required' }],
    [{ type: 'Checkbox' }, 'on', { value: true }],
    [
      {
        type: 'Checkbox',
        options: [
          { label: 'A', value: 'a' },
          { label: 'B', value: 'b' },
        ],
      },
      ['a', 'a', 'b'],
      { value: ['a', 'b'] },
    ],
    [
      { type: 'Checkbox', options: [{ label: 'A', value: 'a' }] },
      ['z'],
      { error: 'Please choose one of the options' },
    ],
    [{ type: 'Hidden', value: 'default' }, '', { value: 'default' }],
    [{}, { nested: true }, { error: 'This field is required' }],
  ])('%o with %o gives %o', (definition, raw, expected) => {
    expect(validateField(field(definition), raw)).toEqual(expected);
  });
});

const fields: FormFieldDefinition[] = [
  { name: 'name', label: 'Name', type: 'Text', required: true },
  { name: 'email', label: 'Email', type: 'Email', required: true },
  { name: 'to', label: 'Recipient', type: 'RecipientEmail', value: 'hello@ctg.example' },
];

describe('validateFormValues', () => {
  it('collects every field error at once and never takes a recipient from input', () => {
    expect(validateFormValues(fields, { email: 'x' })).toEqual({
      ok: false,
      errors: { name: 'This field is required', email: 'This field must be a valid email' },
    });
    expect(
      validateFormValues(fields, {
        name: 'Sam',
        email: 'sam@example.com',
        to: 'attacker@example.com',
        extra: 'dropped',
      }),
    ).toEqual({
      ok: true,
      values: { name: 'Sam', email: 'sam@example.com' },
    });
    expect(recipientOf(fields)).toBe('hello@ctg.example');
  });

  it('is available as one valibot schema with the same messages', () => {
    const schema = buildFormSchema(fields);
    const result = v.safeParse(schema, { name: '', email: 'sam@example.com' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('This field is required');
    expect(v.parse(schema, { name: 'Sam', email: 'SAM@example.com' })).toEqual({
      name: 'Sam',
      email: 'sam@example.com',
    });
  });
});
