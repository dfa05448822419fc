import { firstError } from './field-controls';
import { useFieldContext } from './form-context';

/**
 * The error a kit field shows: the first of its field's errors (kept in the field's meta by the form's
 * valibot validator, or set by a form after a service answer), written in the reader's language by
 * `known`, the island's lookup over the known-message pairs its page passed (the rules' texts are the
 * spec's English, shared with the services). The one place a form's field error is read and
 * translated: useFieldError passes the island shell's lookup (useKnownMessage).
 */
export function useFieldErrorIn(known: (text: string) => string): string | undefined {
  const field = useFieldContext<unknown>();
  const error = firstError(field.state.meta.errors);
  return error && known(error);
}

/** A form's meta by field, as TanStack Form keeps it (`state.fieldMeta`). */
type FieldMetaByName = Partial<Record<string, { errors: unknown[] } | undefined>>;

/**
 * The first error of the named fields, in the order given (the one message a form announces in its
 * alert), as the field shows it; undefined when none of them has one.
 */
export function firstFieldError(
  fieldMeta: FieldMetaByName,
  names: readonly string[],
  known: (text: string) => string,
): string | undefined {
  for (const name of names) {
    const error = firstError(fieldMeta[name]?.errors ?? []);
    if (error) return known(error);
  }
  return undefined;
}
