/**
 * The message of a TanStack Form error list: form validators that are Standard Schemas (valibot) leave
 * a map of issues by path; plain validators leave strings.
 */
export function formErrorMessage(errors: readonly unknown[]): string | null {
  for (const error of errors) {
    if (!error) continue;
    if (typeof error === 'string') return error;
    if (typeof error === 'object') {
      if ('message' in error && typeof error.message === 'string') return error.message;
      for (const issues of Object.values(error)) {
        const first: unknown = Array.isArray(issues) ? issues[0] : issues;
        if (first && typeof first === 'object' && 'message' in first && typeof first.message === 'string') {
          return first.message;
        }
      }
    }
  }
  return null;
}
