import { useKnownMessage } from '../i18n/use-known-message';
import { firstError } from './field-controls';
import { useFieldContext } from './form-context';

/**
 * The error a bound control shows: the first of its field's errors (kept in the field's meta by the
 * form's valibot validator, or set by a form after a service answer), in the reader's language through
 * the known-message pairs the page passed (the rules' texts are the spec's English, shared with the
 * services). The one place a form's field error is translated.
 */
export function useFieldError(): string | undefined {
  const field = useFieldContext<unknown>();
  const known = useKnownMessage();
  const error = firstError(field.state.meta.errors);
  return error && known(error);
}
