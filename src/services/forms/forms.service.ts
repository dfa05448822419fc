/**
 * Form submissions: validation with the spec's messages, a honeypot, a rate limit, storage, and the
 * email the reply type asks for, sent to the form's RecipientEmail address.
 */
import * as v from 'valibot';
import {
  FORM_REPLY_TYPES,
  inputFields,
  recipientOf,
  replySendsEmail,
  validateFormValues,
  type FormValue,
} from '../../shared/content/form-rules';
import { escapeHtml } from '../../shared/content/sanitize';
import { findEntry, type ReadOptions } from '../content/content.repo';
import { FormSchema, type Form } from '../content/content.schema';
import { consumeRateLimit, type RateLimitRule } from '../http/rate-limit';
import type { Platform } from '../platform/platform';
import { deleteSubmission, insertSubmission, markSubmissionEmailed } from './forms.repo';

/** Per visitor address and form: enough for a person correcting mistakes, too few for a spam run. */
export const FORM_RATE_LIMIT: RateLimitRule = { name: 'form-submit', limit: 8, windowSeconds: 600 };

export const SubmissionRequestSchema = v.object({
  values: v.record(
    v.pipe(v.string(), v.maxLength(40)),
    v.union([v.string(), v.number(), v.boolean(), v.array(v.string())]),
  ),
  /** The honeypot: a field people never see; anything in it marks the sender as a robot. */
  honeypot: v.optional(v.pipe(v.string(), v.maxLength(1000)), ''),
  /** The site page the form was sent from, kept with the submission. */
  sourcePath: v.optional(
    v.pipe(v.string(), v.regex(/^\/[A-Za-z0-9\-_/.]{0,199}$/, 'sourcePath must be a site path')),
  ),
});
export type SubmissionRequest = v.InferOutput<typeof SubmissionRequestSchema>;

export type SubmissionOutcome =
  | { kind: 'not-found' }
  | { kind: 'rate-limited' }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'failed' }
  | {
      kind: 'accepted';
      id: string;
      replyType: Form['replyType'];
      replyAction: string;
      message: string | null;
      redirectTo: string | null;
      trackingEvent: string | null;
      emailSent: boolean;
    };

export async function submitForm(
  platform: Platform,
  formKey: string,
  request: SubmissionRequest,
  context: { clientIp: string; read: ReadOptions },
): Promise<SubmissionOutcome> {
  const entry = await findEntry(platform, 'form', formKey, context.read);
  const parsed = entry && v.safeParse(FormSchema, entry.data);
  if (!parsed?.success) return { kind: 'not-found' };
  const form = parsed.output;

  if (!(await consumeRateLimit(platform.cache, FORM_RATE_LIMIT, `${formKey}:${context.clientIp}`)))
    return { kind: 'rate-limited' };

  const accepted = (id: string, emailSent: boolean): SubmissionOutcome => ({
    kind: 'accepted',
    id,
    replyType: form.replyType,
    replyAction: FORM_REPLY_TYPES[form.replyType],
    message: form.replyType === 2 || form.replyType === 4 ? (form.successMessage ?? null) : null,
    redirectTo: form.redirectTo ?? null,
    trackingEvent: form.trackingEvent ?? null,
    emailSent,
  });

  if (request.honeypot.trim() !== '') {
    // Answered like a success so the robot learns nothing; nothing is stored or sent.
    platform.log.info({ formKey }, 'form submission dropped by the honeypot');
    return accepted(platform.ids.uuid(), false);
  }

  const validation = validateFormValues(form.fields, request.values);
  if (!validation.ok) return { kind: 'invalid', errors: validation.errors };

  const id = platform.ids.uuid();
  const sendsEmail = replySendsEmail(form.replyType);
  await insertSubmission(platform, {
    id,
    formKey,
    replyType: form.replyType,
    values: validation.values,
    sourcePath: request.sourcePath ?? null,
    emailStatus: sendsEmail ? 'pending' : 'not_required',
  });
  if (!sendsEmail) return accepted(id, false);

  const recipient = recipientOf(form.fields);
  try {
    if (!recipient) throw new Error('form has no RecipientEmail address');
    await platform.mailer.send({
      to: recipient,
      ...composeEmail(form, validation.values, request.sourcePath),
    });
  } catch (error) {
    // The visitor is told it failed and may send again: the stored copy goes, so nothing stays half-done.
    await deleteSubmission(platform, id);
    platform.log.error({ err: error, formKey }, 'form submission email failed');
    return { kind: 'failed' };
  }
  await markSubmissionEmailed(platform, id);
  return accepted(id, true);
}

function displayValue(value: FormValue | undefined): string {
  if (value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : '—';
  return value;
}

/** The email to the form's recipient: every field with its label, as text and escaped HTML. */
function composeEmail(form: Form, values: Record<string, FormValue>, sourcePath: string | undefined) {
  const lines = inputFields(form.fields).map(
    (field) => [field.label, displayValue(values[field.name])] as const,
  );
  const subject = form.emailSubject ?? `New submission: ${form.title}`;
  const from = sourcePath ? `Sent from ${sourcePath}` : 'Sent from the website';
  const text = [`${form.title}`, '', ...lines.map(([label, value]) => `${label}: ${value}`), '', from].join(
    '\n',
  );
  const rows = lines.map(
    ([label, value]) =>
      `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value).replaceAll('\n', '<br>')}</td></tr>`,
  );
  const html = `<h1>${escapeHtml(form.title)}</h1><table>${rows.join('')}</table><p>${escapeHtml(from)}</p>`;
  return { subject, text, html };
}
