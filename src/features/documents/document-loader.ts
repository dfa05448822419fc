/**
 * Server-side read of an order's document page (issue 23): /Document/View with the visitor's token
 * (the guest's public token that made the order, or the account token), like the order pages
 * (src/features/payment/order-loaders.ts). The page shows what the Booking API computed, GST included.
 */
import type { DocumentKind, OrderDocument } from '../../shared/contracts/documents';
import { DOCUMENT_KINDS } from '../../shared/contracts/documents';
import { ApiError } from '../../lib/api/envelope';
import { callService, type RequestScope } from '../../lib/api/service-client';
import { isOrderId } from '../payment/order-loaders';

type DocumentResult =
  | { kind: 'ok'; document: OrderDocument }
  /** Not this visitor's order, no such order, or no such document. */
  | { kind: 'not-found' }
  /** A tax invoice of an order not paid yet, or a credit note of an order with no refund (409). */
  | { kind: 'not-paid'; message: string }
  /** The buyer's business name or ABN was refused (400): the form shows the message. */
  | { kind: 'bad-input'; message: string }
  | { kind: 'unavailable' };

export function isDocumentKind(value: unknown): value is DocumentKind {
  return typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value);
}

export interface DocumentQuery {
  orderId: string;
  document: DocumentKind;
  /** A guest's order access token (from its HttpOnly cookie); never put in a link. */
  accessToken?: string;
  businessName: string;
  abn: string;
}

export async function loadDocument(scope: RequestScope, query: DocumentQuery): Promise<DocumentResult> {
  if (!isOrderId(query.orderId)) return { kind: 'not-found' };
  try {
    const outcome = await callService<OrderDocument>(scope, 'booking', {
      method: 'POST',
      path: '/Document/View',
      body: query,
      token: 'auto',
    });
    if (outcome.kind !== 'ok' || outcome.data?.orderId !== query.orderId) return { kind: 'unavailable' };
    return { kind: 'ok', document: outcome.data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.httpStatus === 409) return { kind: 'not-paid', message: error.message };
    if (error.httpStatus === 400) return { kind: 'bad-input', message: error.message };
    if (error.httpStatus < 500) return { kind: 'not-found' };
    return { kind: 'unavailable' };
  }
}

/** The same-origin link of the document's PDF, with the buyer fields the page was opened with. */
export function pdfHref(query: DocumentQuery): string {
  const params = new URLSearchParams({ orderId: query.orderId, document: query.document });
  if (query.businessName) params.set('businessName', query.businessName);
  if (query.abn) params.set('abn', query.abn);
  return `/api/booking/Document/Pdf?${params}`;
}

/** The page of an order's document. */
export function documentPagePath(orderId: string, document: DocumentKind): string {
  return `/documents/${document}?${new URLSearchParams({ orderId })}`;
}
