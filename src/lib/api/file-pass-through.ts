import { envelopeResponse } from './bff';
import { DEFAULT_ERROR_MESSAGE } from './envelope';

/**
 * A service's file (a PDF, an image) passed on to the browser as it is, for the same-origin routes the
 * generic pass-through cannot serve (it reads JSON envelopes only). A 2xx whose Content-Type `isFile`
 * accepts streams out with the route's own `headers`; a service failure (5xx) is the 502 envelope the
 * clients swallow (docs/principles.md "Errors"). Any other answer is null: the route words its refusal.
 */
export function passFileThrough(
  response: Response,
  isFile: (contentType: string) => boolean,
  headers: Record<string, string>,
): Response | null {
  if (response.ok && isFile(response.headers.get('Content-Type') ?? '')) {
    return new Response(response.body, { status: 200, headers });
  }
  if (response.status >= 500) return envelopeResponse('Error', 502, DEFAULT_ERROR_MESSAGE);
  return null;
}
