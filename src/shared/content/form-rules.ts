/**
 * Rules of CMS forms (contact, deal enquiry, join the list, search help and any editor-made form):
 * field types, reply types and the validation both the site's form pages and the Content service's
 * submission endpoint apply. Pure and browser-safe.
 */
import * as v from 'valibot';
import { cleanFreeText, cleanSingleLine } from '../domain/free-text';

/** Form field types (spec §4). */
export const FORM_FIELD_TYPES = [
  'Text',
  'Textarea',
  'Number',
  'Date',
  'Email',
  'URL',
  'DropdownList',
  'Radio',
  'Checkbox',
  'RecipientEmail',
  'Hidden',
] as const;
type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Form submission actions, reply types 1 to 4 (spec §4). */
export const FORM_REPLY_TYPES = {
  1: 'Reload',
  2: 'ShowMessage',
  3: 'SendEmail',
  4: 'ShowMessageAndSendEmail',
} as const;
export type FormReplyType = keyof typeof FORM_REPLY_TYPES;

export function replySendsEmail(replyType: FormReplyType): boolean {
  return replyType === 3 || replyType === 4;
}

/** Spec §5 texts word for word; the length, choice, date and URL texts are ours. */
export const FORM_MESSAGES = {
  required: 'This field is required',
  email: 'This field must be a valid email',
  number: 'This field must be a number',
  minLength: (n: number) => `This field must be at least ${n} characters`,
  maxLength: (n: number) => `This field must be at most ${n} characters`,
  exactLength: (n: number) => `This field must be exactly ${n} characters`,
  minValue: (n: number) => `This field must be at least ${n}`,
  maxValue: (n: number) => `This field must be at most ${n}`,
  option: 'Please choose one of the options',
  date: 'This field must be a valid date (YYYY-MM-DD)',
  url: 'This field must be a valid web address starting with http:// or https://',
  /** Spec §8: shown when a submission cannot be completed. */
  submitFailed: 'Error while submitting your contact form',
} as const;

interface FormFieldOption {
  label: string;
  value: string;
}

export interface FormFieldDefinition {
  name: string;
  label: string;
  type: FormFieldType;
  required?: boolean | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  /** Length-equals rule (spec §5). */
  length?: number | undefined;
  min?: number | undefined;
  max?: number | undefined;
  options?: FormFieldOption[] | undefined;
  /** Hidden: the default value; RecipientEmail: the address submissions are emailed to (never shown). */
  value?: string | undefined;
  placeholder?: string | undefined;
  help?: string | undefined;
  autocomplete?: string | undefined;
}

/** A submitted value: text for most fields, a list for multi-choice checkboxes, a flag for a single one. */
export type FormValue = string | string[] | boolean;

export type FormValidation =
  { ok: true; values: Record<string, FormValue> } | { ok: false; errors: Record<string, string> };

const DEFAULT_MAX: Partial<Record<FormFieldType, number>> = {
  Text: 200,
  Textarea: 5000,
  Email: 254,
  URL: 500,
  Hidden: 200,
  Number: 30,
};

const EMAIL = v.pipe(v.string(), v.email());
const TRUE_VALUES = new Set(['on', 'true', '1', 'yes']);

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The fields a visitor fills in (RecipientEmail is configuration, never input). */
export function inputFields(fields: readonly FormFieldDefinition[]): FormFieldDefinition[] {
  return fields.filter((field) => field.type !== 'RecipientEmail');
}

/** The RecipientEmail address of a form, when it has one. */
export function recipientOf(fields: readonly FormFieldDefinition[]): string | undefined {
  return fields.find((field) => field.type === 'RecipientEmail')?.value;
}

/** Validates one field; returns the cleaned value or the field's first error message. */
export function validateField(
  field: FormFieldDefinition,
  raw: unknown,
): { value: FormValue } | { error: string } {
  if (field.type === 'Checkbox') return validateCheckbox(field, raw);
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (first !== undefined && first !== null && typeof first !== 'string' && typeof first !== 'number') {
    return { error: FORM_MESSAGES.required };
  }
  const clean = field.type === 'Textarea' ? cleanFreeText : cleanSingleLine;
  let text = first === undefined || first === null ? '' : clean(String(first));
  if (field.type === 'Hidden' && text === '' && field.value) text = field.value;
  if (text === '') return field.required ? { error: FORM_MESSAGES.required } : { value: '' };

  const max = field.maxLength ?? DEFAULT_MAX[field.type];
  if (field.length !== undefined && text.length !== field.length)
    return { error: FORM_MESSAGES.exactLength(field.length) };
  if (field.minLength !== undefined && text.length < field.minLength)
    return { error: FORM_MESSAGES.minLength(field.minLength) };
  if (max !== undefined && text.length > max) return { error: FORM_MESSAGES.maxLength(max) };

  switch (field.type) {
    case 'Email':
      if (!v.is(EMAIL, text)) return { error: FORM_MESSAGES.email };
      return { value: text.toLowerCase() };
    case 'Number': {
      if (!/^-?\d+(\.\d+)?$/.test(text)) return { error: FORM_MESSAGES.number };
      const number = Number(text);
      if (field.min !== undefined && number < field.min) return { error: FORM_MESSAGES.minValue(field.min) };
      if (field.max !== undefined && number > field.max) return { error: FORM_MESSAGES.maxValue(field.max) };
      return { value: text };
    }
    case 'Date':
      return isIsoDate(text) ? { value: text } : { error: FORM_MESSAGES.date };
    case 'URL':
      return isWebAddress(text) ? { value: text } : { error: FORM_MESSAGES.url };
    case 'DropdownList':
    case 'Radio':
      return field.options?.some((option) => option.value === text)
        ? { value: text }
        : { error: FORM_MESSAGES.option };
    default:
      return { value: text };
  }
}

function validateCheckbox(
  field: FormFieldDefinition,
  raw: unknown,
): { value: FormValue } | { error: string } {
  if (field.options && field.options.length > 0) {
    const chosen = (
      Array.isArray(raw) ? raw : raw === undefined || raw === null || raw === '' ? [] : [raw]
    ).map(String);
    if (chosen.some((value) => !field.options?.some((option) => option.value === value)))
      return { error: FORM_MESSAGES.option };
    if (field.required && chosen.length === 0) return { error: FORM_MESSAGES.required };
    return { value: [...new Set(chosen)] };
  }
  const checked = raw === true || (typeof raw === 'string' && TRUE_VALUES.has(raw.toLowerCase()));
  if (field.required && !checked) return { error: FORM_MESSAGES.required };
  return { value: checked };
}

/**
 * Validates a submission against the form's fields. Every field is checked so the page can show all
 * messages at once; names the form does not define are dropped.
 */
export function validateFormValues(
  fields: readonly FormFieldDefinition[],
  input: Record<string, unknown>,
): FormValidation {
  const values: Record<string, FormValue> = {};
  const errors: Record<string, string> = {};
  for (const field of inputFields(fields)) {
    const result = validateField(field, Object.hasOwn(input, field.name) ? input[field.name] : undefined);
    if ('error' in result) errors[field.name] = result.error;
    else values[field.name] = result.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}

/**
 * The form's rules as one valibot schema (for TanStack Form in an island, or any valibot consumer).
 * Its issues carry the same messages as validateFormValues.
 */
export function buildFormSchema(fields: readonly FormFieldDefinition[]) {
  const entries = Object.fromEntries(
    inputFields(fields).map((field) => [
      field.name,
      v.pipe(
        v.unknown(),
        v.rawTransform(({ dataset, addIssue, NEVER }) => {
          const result = validateField(field, dataset.value);
          if ('error' in result) {
            addIssue({ message: result.error });
            return NEVER;
          }
          return result.value;
        }),
      ),
    ]),
  );
  return v.object(entries);
}
