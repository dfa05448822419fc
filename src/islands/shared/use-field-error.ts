import { useKnownMessage } from './island-shell';
import { useFieldErrorIn } from './field-error';

/**
 * The error a bound control shows, in the reader's language through the known-message pairs of the
 * island's shell (field-error.ts reads and translates it).
 */
export function useFieldError(): string | undefined {
  return useFieldErrorIn(useKnownMessage());
}
