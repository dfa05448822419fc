/**
 * The client rules for service answers (spec §8, docs/principles.md "Errors"):
 * - a body with status other than Success throws, with error_description, else message, else the
 *   default text;
 * - an OAuth-style token body ({error, error_description}) throws the same way;
 * - HTTP 401 on a public call throws the server message; on an authenticated call it signs the user
 *   out (the caller learns it through ApiError.signedOut);
 * - HTTP 502 is swallowed: no error and no data.
 */
export const DEFAULT_ERROR_MESSAGE = 'Unable to process your request';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
    /** True when the failure means the account session is over. */
    readonly signedOut = false,
    /** The answer's data, for the callers that need it (FailedNotActive). */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ApiOutcome<T> = { kind: 'ok'; data: T; message: string } | { kind: 'swallowed' };

function messageOf(body: unknown): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const field of ['error_description', 'message']) {
      const value = record[field];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return DEFAULT_ERROR_MESSAGE;
}

// A sign-in refused because the account is not confirmed yet hands its data back to the caller, which
// offers to resend the verification email, instead of throwing.
function isNotActiveLogin(record: Record<string, unknown>): boolean {
  const data = record.data as Record<string, unknown> | null | undefined;
  return record.loginStatus === 'FailedNotActive' || data?.loginStatus === 'FailedNotActive';
}

/** Reads a service answer by the rules above. */
export async function readServiceAnswer<T>(
  response: Response,
  options: { authenticated: boolean },
): Promise<ApiOutcome<T>> {
  if (response.status === 502) return { kind: 'swallowed' };
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (response.status === 401) {
    throw new ApiError(messageOf(body), 401, options.authenticated);
  }
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (isNotActiveLogin(record)) {
    return { kind: 'ok', data: (record.data ?? record) as T, message: messageOf(record) };
  }
  if ('status' in record) {
    if (record.status !== 'Success') {
      throw new ApiError(messageOf(record), response.status, false, record.data ?? null);
    }
    return {
      kind: 'ok',
      data: record.data as T,
      message: typeof record.message === 'string' ? record.message : '',
    };
  }
  if ('error' in record || 'error_description' in record || !response.ok) {
    throw new ApiError(messageOf(record), response.status, false, record);
  }
  // Token endpoints answer a bare OAuth body rather than an envelope.
  return { kind: 'ok', data: body as T, message: '' };
}
