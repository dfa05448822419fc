/**
 * The tax invoice PDF in the booking's language (issue 25): a Japanese or Chinese reader's invoice
 * names its cities in their script ("ロンドン (LHR)", found from the airport code through the network's
 * airport data) and carries no English interface words; the English invoice is exactly today's.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/i18n/languages';
import { sydneyLondonInvoice } from './document-order.fixture';
import { renderDocumentPdf } from './documents.pdf';
import { pdfTextOf } from './pdf-test-kit';

async function textOf(locale?: Locale): Promise<string> {
  const file = await renderDocumentPdf(sydneyLondonInvoice(), locale);
  return pdfTextOf(file);
}

// The words of the English layout; the seller's and the traveller's names are names, not interface.
const ENGLISH_WORDS = [
  'Invoice number',
  'Date of issue',
  'Booking reference',
  'Bill to',
  'Flights',
  'Departs',
  'arrives',
  'local times',
  'Passengers',
  'Adult',
  'e-ticket',
  'Items',
  'Description',
  'Amount',
  'GST-free',
  'Total',
  'Card payment surcharge',
  'taxes and charges',
  'Payment',
  'Paid by',
  'All amounts',
  // The cities of the flights and lines (the seller's address is an address, printed as written).
  'Sydney (',
  'Sydney to',
  'London',
];

const ENGLISH_TODAY = [
  'Tax invoice',
  'CTG Travel Pty Ltd',
  'ABN 99 000 000 000',
  '1 Martin Place, Sydney NSW 2000',
  'Invoice number: INV-QX7K2M',
  'Date of issue: 2026-11-21',
  'Booking reference: QX7K2M',
  'Bill to',
  'Mr Kenji Sato',
  'kenji@example.com',
  'Flights',
  'QF1 Qantas: Sydney (SYD) to London (LHR)',
  'Departs 2026-12-15 08:00, arrives 2026-12-16 06:10 (local times). Business, Economy Saver',
  'Passengers',
  'Mr Kenji Sato (Adult), e-ticket 0812345678901',
  'Items (prices include GST where it applies)',
  'Description GST Amount',
  'Mr Kenji Sato: Sydney to London, Economy Saver fare GST-free $2,500.00',
  'Mr Kenji Sato: Sydney to London, taxes and charges GST-free $414.20',
  'Card payment surcharge $2.65 $29.14',
  'Total (GST inclusive) $2,943.34',
  'Total GST $2.65',
  'GST-free supplies $2,914.20',
  'Taxable supplies $29.14',
  'Payment',
  'Paid by VISA •••• 4242.',
  'All amounts are in Australian dollars (AUD). GST is one eleventh of the price of each taxable supply. International travel and stays',
  'outside Australia are GST-free.',
  '',
  '-- 1 of 1 --',
  '',
  '',
].join('\n');

describe('the tax invoice PDF in the booking language', () => {
  it('is unchanged in English, with or without the language given', async () => {
    expect(await textOf()).toBe(ENGLISH_TODAY);
    expect(await textOf('en')).toBe(ENGLISH_TODAY);
  });

  it('is written in Japanese, the cities in Japanese script', async () => {
    const text = await textOf('ja');
    expect(text).toContain('請求書番号');
    expect(text).toMatch(/シドニー\s*[（(]SYD[)）]/);
    expect(text).toMatch(/ロンドン\s*[（(]LHR[)）]/);
    expect(text).toContain('シドニー発');
    expect(text).toContain('$2,943.34');
    for (const word of ENGLISH_WORDS) expect(text, word).not.toContain(word);
  });

  it('is written in Simplified Chinese, the cities in Chinese script', async () => {
    const text = await textOf('zh-CN');
    expect(text).toContain('发票编号');
    expect(text).toMatch(/悉尼\s*[（(]SYD[)）]/);
    expect(text).toMatch(/伦敦\s*[（(]LHR[)）]/);
    expect(text).toContain('$2,943.34');
    for (const word of ENGLISH_WORDS) expect(text, word).not.toContain(word);
  });

  it('is written in Korean, the cities in Hangul', async () => {
    const text = await textOf('ko');
    expect(text).toContain('계산서 번호');
    expect(text).toMatch(/런던\s*[（(]LHR[)）]/);
    for (const word of ENGLISH_WORDS) expect(text, word).not.toContain(word);
  });
});
