import { Hono } from 'hono';
import { DocumentRequestSchema } from '../../shared/contracts/documents';
import { GUEST_OR_ACCOUNT, requireToken } from '../auth/require-token';
import type { ServiceEnv } from '../http/app-factory';
import { success } from '../http/envelope';
import { describeRoute } from '../http/openapi';
import { parseInput, readJsonBody } from '../http/validate';
import type { Platform } from '../platform/platform';
import { documentLanguage } from './document-language';
import { loadOrderDocument } from './documents.service';
import { renderDocumentPdf } from './documents.pdf';
import { documentPdf, documentView } from '../../shared/contracts/endpoints-booking';
import { serveEndpoint } from '../http/endpoint-routes';

const WHO =
  'For whoever may retrieve the order (its booker, guest or account, or the account that claimed it); ' +
  'any other order answers 404. A tax invoice of an order not paid yet (a held invoice order) answers ' +
  '409: the itinerary receipt is available at once.';

const docs = {
  view: describeRoute({
    summary: "An order's itinerary receipt or tax invoice, as data for the site's page",
    description: `${WHO} GST is 1/11 of each taxable line: domestic flights, Australian stays and the card surcharge.`,
    auth: GUEST_OR_ACCOUNT,
    body: DocumentRequestSchema,
    errors: [404, 409],
  }),
  pdf: describeRoute({
    summary: "An order's itinerary receipt or tax invoice as a PDF file (fonts embedded)",
    description:
      `${WHO} The query takes the same fields as /Document/View. Written in the booking's language ` +
      "(its owner's profile language, else the one it was made in), else the Accept-Language one, else English.",
    auth: GUEST_OR_ACCOUNT,
    query: DocumentRequestSchema,
    binary: { 200: 'application/pdf' },
    errors: [404, 409],
  }),
};

/** Booking API: the documents of an order (issue 23). */
export function documentRoutes(platform: Platform): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>();
  const guard = requireToken(platform, [...GUEST_OR_ACCOUNT]);

  serveEndpoint(app, documentView, docs.view, guard, async (c) => {
    const input = await readJsonBody(c, DocumentRequestSchema);
    c.header('Cache-Control', 'no-store');
    return success(c, await loadOrderDocument(platform, c.get('claims'), input));
  });

  serveEndpoint(app, documentPdf, docs.pdf, guard, async (c) => {
    const input = parseInput(DocumentRequestSchema, c.req.query());
    const document = await loadOrderDocument(platform, c.get('claims'), input);
    // Read after loadOrderDocument, which has checked that the caller may see the order.
    const language = await documentLanguage(platform.database.db, document.orderId);
    const file = await renderDocumentPdf(document, language);
    return c.body(new Uint8Array(file), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${document.document}-${document.bookingReference}.pdf"`,
      // A document names the buyer: no shared cache may keep it.
      'Cache-Control': 'private, no-store',
    });
  });

  return app;
}
