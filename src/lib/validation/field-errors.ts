import * as v from 'valibot';

/**
 * The first message per field of a failed parse, keyed by the field's dot path ("mobile.mobileNumber"),
 * as TanStack Form's form-level validator returns them ({ fields }). `remap` moves an issue reported
 * on a group (e.g. the mobile number's country/number check on "mobile") to the input that shows it.
 * Undefined when the value passes the schema.
 */
export function fieldErrors(
  schema: v.GenericSchema,
  value: unknown,
  remap: Record<string, string> = {},
): Record<string, string> | undefined {
  const result = v.safeParse(schema, value);
  if (result.success) return undefined;
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    const field = remap[path] ?? path;
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
