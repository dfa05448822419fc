import type { APIRoute } from 'astro';
import { bffEndpoint, envelopeResponse } from '../../../../lib/api/bff';
import { BOOKING_PASS_THROUGH, allowedMethod } from '../../../../lib/api/endpoint-allowlist';
import { sendServiceCall } from '../../../../lib/api/service-client';
import { passFileThrough } from '../../../../lib/api/file-pass-through';
import { guestAccessToken } from '../../../../features/trips/manage-booking';

const PATH = '/Document/Pdf';
const FIELDS = ['orderId', 'document', 'businessName', 'abn'] as const;

/**
 * The "Download PDF" link of an order's document (issue 23): the catalogue's /Document/Pdf with the
 * visitor's bearer by the spec's rule, passing the file through as it is (the generic pass-through
 * reads JSON envelopes only). Only the document's own fields are forwarded; the Booking API validates
 * them and checks that the order is the visitor's. Refusals stay the service's envelope and status.
 */
export const GET: APIRoute = bffEndpoint(async (context) => {
  if (allowedMethod(BOOKING_PASS_THROUGH, PATH) !== 'GET') {
    return envelopeResponse('Failed', 404, 'This endpoint is not available');
  }
  const query: Record<string, string | undefined> = Object.fromEntries(
    FIELDS.map((field) => [field, context.url.searchParams.get(field) ?? undefined]),
  );
  // A guest who proved the booking by the emailed code: its access token comes from the HttpOnly
  // cookie, only for the order it was issued for, and never travels in the link itself.
  const accessToken = guestAccessToken(context.cookies, query.orderId ?? '');
  if (accessToken) query.accessToken = accessToken;
  const { response } = await sendServiceCall(context.locals.scope, 'booking', {
    method: 'GET',
    path: PATH,
    query,
    token: 'auto',
  });
  const file = passFileThrough(response, (type) => type.startsWith('application/pdf'), {
    'Content-Type': 'application/pdf',
    'Content-Disposition': response.headers.get('Content-Disposition') ?? 'attachment',
    'Cache-Control': 'private, no-store',
  });
  if (file) return file;
  return new Response(await response.text(), {
    status: response.status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
});
