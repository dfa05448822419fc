/**
 * Form posts from the content pages (plain HTML forms, no script). Reads the form's definition, sends
 * the values to the Content API (POST /forms/{key}/submissions) and answers 303 (POST, redirect, GET):
 * - accepted: reply types 1 Reload and 3 SendEmail go to the form's redirectTo (or back), 2 and 4 go
 *   back to the form, which shows the success message; the tracked event rides along for the page.
 * - invalid values: back to the form with the values typed and the spec's message per field.
 * - anything else (rate limit, email failure, service down): back with 'Error while submitting your
 *   contact form'.
 * The outcome travels in a short-lived HttpOnly cookie (features/content/form-state.server.ts).
 */
import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { ApiError } from '../../lib/api/envelope';
import { callService } from '../../lib/api/service-client';
import { ServiceUnavailableError } from '../../lib/api/transport';
import {
  CmsFormSchema,
  FormErrorsSchema,
  FormSubmissionResultSchema,
} from '../../shared/contracts/cms-forms';
import { readContent } from '../../features/content/content-api';
import {
  FORM_FAILURE_MESSAGE,
  HONEYPOT_FIELD,
  SOURCE_FIELD,
  readFormValues,
  setFormFlash,
  submissionValues,
} from '../../features/content/form-state.server';
import { isContentSlug } from '../../features/content/listing';
import { siteLog } from '../../lib/log';
import { safeReturnPath } from '../../shared/content/safe-link';

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location } });

export const POST: APIRoute = async ({ params, request, locals, cookies, url }) => {
  const key = params.key;
  if (!isContentSlug(key)) return new Response('Not found', { status: 404 });
  let body: FormData;
  try {
    body = await request.formData();
  } catch {
    return new Response('A form body is required', { status: 400 });
  }
  const rawSource = body.get(SOURCE_FIELD);
  const source = safeReturnPath(typeof rawSource === 'string' ? rawSource : '/', url.origin);
  const back = `${source}#form-${key}`;

  let definition;
  try {
    definition = await readContent(
      { scope: locals.scope, preview: locals.preview },
      `/forms/${key}`,
      CmsFormSchema,
    );
  } catch (error) {
    if (!(error instanceof ServiceUnavailableError)) throw error;
    definition = { kind: 'unavailable' } as const;
  }
  if (definition.kind === 'notFound') return new Response('Not found', { status: 404 });
  if (definition.kind === 'unavailable') {
    setFormFlash(cookies, url, { key, outcome: 'failed', message: FORM_FAILURE_MESSAGE });
    return seeOther(back);
  }
  const form = definition.data;
  const values = readFormValues(form, body);
  const honeypot = body.get(HONEYPOT_FIELD);

  try {
    const outcome = await callService<unknown>(locals.scope, 'content', {
      method: 'POST',
      path: `/forms/${key}/submissions`,
      body: {
        values: submissionValues(form, values),
        ...(typeof honeypot === 'string' && honeypot ? { honeypot } : {}),
        // The service stores the page's path only (no query).
        sourcePath: new URL(source, url.origin).pathname,
      },
    });
    if (outcome.kind === 'swallowed') throw new ServiceUnavailableError('content');
    const result = v.parse(FormSubmissionResultSchema, outcome.data);
    const event = result.trackingEvent ?? form.trackingEvent ?? undefined;
    if (result.replyType === 1 || result.replyType === 3) {
      const target = safeReturnPath(result.redirectTo ?? form.redirectTo ?? source, url.origin, source);
      setFormFlash(cookies, url, { key, outcome: 'sent', event });
      return seeOther(target);
    }
    setFormFlash(cookies, url, {
      key,
      outcome: 'sent',
      message: result.message ?? form.successMessage ?? undefined,
      event,
    });
    return seeOther(back);
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 400) {
      const errors = v.safeParse(FormErrorsSchema, error.data);
      if (errors.success) {
        setFormFlash(cookies, url, { key, outcome: 'invalid', values, errors: errors.output.errors });
        return seeOther(back);
      }
    }
    if (!(error instanceof ApiError) && !(error instanceof ServiceUnavailableError)) throw error;
    siteLog.warn({ requestId: locals.requestId, form: key, err: error.message }, 'form submission failed');
    setFormFlash(cookies, url, { key, outcome: 'failed', values, message: FORM_FAILURE_MESSAGE });
    return seeOther(back);
  }
};
