/**
 * Wire shapes of the Content API's forms (spec §4 Form): a form as the site draws it, the body of a
 * submission and its answers. Valibot, browser-safe, like the rest of the content contract (cms.ts).
 */
import * as v from 'valibot';
import { FORM_FIELD_TYPES, FORM_REPLY_TYPES } from '../content/form-rules';

export const CmsFormSchema = v.object({
  key: v.string(),
  title: v.string(),
  intro: v.nullable(v.string()),
  replyType: v.picklist([1, 2, 3, 4]),
  replyAction: v.picklist(Object.values(FORM_REPLY_TYPES) as [string, ...string[]]),
  submitLabel: v.string(),
  successMessage: v.nullable(v.string()),
  redirectTo: v.nullable(v.string()),
  trackingEvent: v.nullable(v.string()),
  fields: v.array(
    v.object({
      name: v.string(),
      label: v.string(),
      type: v.picklist(FORM_FIELD_TYPES),
      required: v.optional(v.boolean()),
      minLength: v.optional(v.number()),
      maxLength: v.optional(v.number()),
      length: v.optional(v.number()),
      min: v.optional(v.number()),
      max: v.optional(v.number()),
      options: v.optional(v.array(v.object({ label: v.string(), value: v.string() }))),
      value: v.optional(v.string()),
      placeholder: v.optional(v.string()),
      help: v.optional(v.string()),
      autocomplete: v.optional(v.string()),
    }),
  ),
  submitPath: v.string(),
});
export type CmsForm = v.InferOutput<typeof CmsFormSchema>;

/** `data` of a 201 answer; a 400 answer carries `data.errors` (field name -> message). */
export const FormSubmissionResultSchema = v.object({
  id: v.string(),
  replyType: v.picklist([1, 2, 3, 4]),
  replyAction: v.string(),
  message: v.nullable(v.string()),
  redirectTo: v.nullable(v.string()),
  trackingEvent: v.nullable(v.string()),
  emailSent: v.boolean(),
});
export const FormErrorsSchema = v.object({ errors: v.record(v.string(), v.string()) });
