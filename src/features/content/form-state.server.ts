/**
 * What a form post hands to the page it returns to (POST, 303 redirect, GET): the values typed, the
 * errors per field, or the outcome. Carried in a short-lived HttpOnly cookie, compressed; values that
 * would not fit are dropped (the errors always fit).
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { AstroCookies } from 'astro';
import * as v from 'valibot';
import { cookieOptions } from '../../lib/api/cookies';
import type { CmsForm } from '../../shared/contracts/cms-forms';

const FORM_FLASH_COOKIE = 'ctg_form_flash';
/** Name of the honeypot input: hidden from people, tempting to bots. */
export const HONEYPOT_FIELD = 'website';
/** Hidden input carrying the path of the page the form is on. */
export const SOURCE_FIELD = '_source';
/** Spec §8: shown when a submission fails. */
export const FORM_FAILURE_MESSAGE = 'Error while submitting your contact form';
const MAX_COOKIE_BYTES = 3500;

export type FormValues = Record<string, string | string[]>;

const FormFlashSchema = v.object({
  key: v.string(),
  outcome: v.picklist(['invalid', 'failed', 'sent']),
  values: v.optional(v.record(v.string(), v.union([v.string(), v.array(v.string())]))),
  errors: v.optional(v.record(v.string(), v.string())),
  message: v.optional(v.string()),
  event: v.optional(v.string()),
});
export type FormFlash = v.InferOutput<typeof FormFlashSchema>;

/** The values of a form's own fields from a posted body; checkboxes with options give a list. */
export function readFormValues(form: Pick<CmsForm, 'fields'>, body: FormData): FormValues {
  const values: FormValues = {};
  for (const field of form.fields) {
    if (field.type === 'RecipientEmail') continue;
    const all = body.getAll(field.name).filter((entry): entry is string => typeof entry === 'string');
    if (field.type === 'Checkbox' && field.options?.length) values[field.name] = all;
    else values[field.name] = (all[0] ?? '').trim();
  }
  return values;
}

/** The JSON body for POST /forms/{key}/submissions: single checkboxes become booleans. */
export function submissionValues(
  form: Pick<CmsForm, 'fields'>,
  values: FormValues,
): Record<string, string | boolean | string[]> {
  const out: Record<string, string | boolean | string[]> = {};
  for (const field of form.fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    if (field.type === 'Checkbox' && !field.options?.length)
      out[field.name] = value === 'on' || value === 'true';
    else out[field.name] = value;
  }
  return out;
}

export function encodeFormFlash(flash: FormFlash): string {
  const encode = (value: FormFlash) =>
    deflateRawSync(Buffer.from(JSON.stringify(value))).toString('base64url');
  let encoded = encode(flash);
  if (encoded.length <= MAX_COOKIE_BYTES || !flash.values) return encoded;
  // Too big: keep the short values, drop the longest until it fits.
  const values = { ...flash.values };
  const bySize = Object.keys(values).sort((a, b) => String(values[b]).length - String(values[a]).length);
  for (const name of bySize) {
    delete values[name];
    encoded = encode({ ...flash, values });
    if (encoded.length <= MAX_COOKIE_BYTES) return encoded;
  }
  return encode({ ...flash, values: {} });
}

export function decodeFormFlash(raw: string | undefined): FormFlash | null {
  if (!raw) return null;
  try {
    const parsed = v.safeParse(
      FormFlashSchema,
      JSON.parse(inflateRawSync(Buffer.from(raw, 'base64url')).toString()),
    );
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function setFormFlash(cookies: AstroCookies, url: URL, flash: FormFlash): void {
  cookies.set(
    FORM_FLASH_COOKIE,
    encodeFormFlash(flash),
    cookieOptions(url, { httpOnly: true, maxAgeSeconds: 120 }),
  );
}

/** Reads and clears the form flash (call it in the page's frontmatter, before anything streams). */
export function takeFormFlash(cookies: AstroCookies): FormFlash | null {
  const raw = cookies.get(FORM_FLASH_COOKIE)?.value;
  if (raw === undefined) return null;
  cookies.delete(FORM_FLASH_COOKIE, { path: '/' });
  return decodeFormFlash(raw);
}

/** The analytics events the spec tracks for forms (spec §9). */
export const FORM_EVENTS = [
  'contact_form_submit',
  'deal_form_submit',
  'newsletter_subscription',
  'search_page_help_submit',
] as const;

export function isFormEvent(event: string | null | undefined): event is (typeof FORM_EVENTS)[number] {
  return (FORM_EVENTS as readonly (string | null | undefined)[]).includes(event);
}
