import { useKnownMessage } from '../i18n/use-known-message';
import { useFieldErrorIn } from './field-error';

/**
 * The error a bound control shows, in the reader's language through the known-message pairs of an
 * i18next island (field-error.ts reads and translates it).
 */
export function useFieldError(): string | undefined {
  return useFieldErrorIn(useKnownMessage());
}
