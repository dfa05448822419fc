/**
 * Which words each kind of order document uses (issue 23), as i18n keys: the tax invoice and the credit
 * note carry GST per line and name the buyer "Bill to"; the itinerary receipt is a plain record.
 */
import type { DocumentKind } from '../../shared/contracts/documents';

interface DocumentTexts {
  title: string;
  number: string;
  buyer: string;
  lines: string;
  total: string;
  gst: string;
  note: string;
  link: string;
  withGst: boolean;
}

export const DOCUMENT_TEXTS: Record<DocumentKind, DocumentTexts> = {
  'tax-invoice': {
    title: 'documents.taxInvoiceTitle',
    number: 'documents.invoiceNumber',
    buyer: 'documents.billTo',
    lines: 'documents.itemsWithGst',
    total: 'documents.totalInclGst',
    gst: 'documents.totalGst',
    note: 'documents.taxNote',
    link: 'documents.taxInvoiceLink',
    withGst: true,
  },
  'credit-note': {
    title: 'documents.creditNoteTitle',
    number: 'documents.creditNoteNumber',
    buyer: 'documents.billTo',
    lines: 'documents.refundedWithGst',
    total: 'documents.totalRefunded',
    gst: 'documents.gstAdjusted',
    note: 'documents.creditNoteNote',
    link: 'documents.creditNoteLink',
    withGst: true,
  },
  'itinerary-receipt': {
    title: 'documents.receiptTitle',
    number: 'documents.receiptNumber',
    buyer: 'documents.bookedBy',
    lines: 'documents.price',
    total: 'documents.total',
    gst: 'documents.totalGst',
    note: 'documents.receiptNote',
    link: 'documents.receiptLink',
    withGst: false,
  },
};
