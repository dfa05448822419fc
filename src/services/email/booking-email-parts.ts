/**
 * What the flight and hotel confirmation emails share: money ("$2,914.20" in English, the language's
 * own way otherwise), the payment lines (card, or the BPAY / EFT details of an invoice), and the HTML
 * and text frame with the schema.org JSON-LD mail clients read the booking from. Called inside
 * inEmailLanguage (email-text.ts): the formatters follow the recipient's language.
 */
import type { Segment } from '../../shared/contracts/flight-results';
import type { Order } from '../../shared/contracts/order';
import { englishCityNames, type CityNamer } from '../../shared/price-lines/price-line-words';
import type { Translate } from '../../shared/i18n/translate';
import { dateFormat, formatAud } from '../../shared/i18n/intl';
import { WEEKDAY_DATE_TIME } from '../../shared/i18n/date-time-parts';
import type { Locale } from '../../shared/i18n/languages';
import type { OutgoingEmail } from '../platform/mailer';
import { escapeHtml } from './templates';
import { SITE_TIME_ZONE } from '../../shared/domain/site-time';

export const money = (cents: number) => formatAud(cents / 100);

const DATE_TIME = WEEKDAY_DATE_TIME;

/** "Mon, 21 Dec 2026, 9:30 am" from a local wall-clock time ("2026-12-21T09:30"). */
export function localTime(local: string): string {
  const date = new Date(`${local.slice(0, 16)}:00Z`);
  return dateFormat({ ...DATE_TIME, timeZone: 'UTC' }).format(date);
}

/** "Wed, 2 Dec 2026, 2:00 pm": an ISO instant as the clocks of a time zone show it. */
export function zonedTime(iso: string, timeZone: string): string {
  return dateFormat({ ...DATE_TIME, timeZone }).format(new Date(iso));
}

/**
 * One flight of an email: number, cities and airports, local departure and arrival times; the cities
 * named by `cityName` ("シドニー" in a Japanese email), English by default.
 */
export function segmentLine(t: Translate, s: Segment, cityName: CityNamer = englishCityNames): string {
  return t('flight.segment', {
    flight: s.flightNumber,
    fromCity: cityName(s.departure.cityCode, s.departure.cityName),
    from: s.departure.code,
    departs: localTime(s.departure.time),
    toCity: cityName(s.arrival.cityCode, s.arrival.cityName),
    to: s.arrival.code,
    arrives: localTime(s.arrival.time),
  });
}

/** The heading of a booking's email: held for payment, paid by bank (ADR 025), or confirmed by card. */
function confirmationHeadingKey(order: Order, kind: 'flight' | 'hotel'): string {
  if (order.status === 'Held') return `${kind}.held`;
  return order.invoice && order.payment.status === 'Captured' ? `${kind}.paid` : `${kind}.confirmed`;
}

function paymentLines(order: Order, t: Translate): string[] {
  // A settled invoice (ADR 025) shows what was paid, never the pay-by and bank details again.
  if (order.invoice && order.payment.status === 'Captured') {
    return [t('booking.paidBank', { amount: money(order.invoice.amountCents) })];
  }
  if (order.invoice) {
    const { invoice } = order;
    const deadline = dateFormat({
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: SITE_TIME_ZONE,
    }).format(new Date(invoice.payBy));
    return [
      t('booking.payBy', { amount: money(invoice.amountCents), deadline }),
      t('booking.bpay', { billerCode: invoice.bpayBillerCode, reference: invoice.customerReference }),
      t('booking.eft', {
        accountName: invoice.eft.accountName,
        bsb: invoice.eft.bsb,
        accountNumber: invoice.eft.accountNumber,
        reference: invoice.eft.reference,
      }),
    ];
  }
  const { last4, surchargeCents, amountCents } = order.payment;
  const key = `booking.paid${last4 ? 'Card' : ''}${surchargeCents ? 'Surcharge' : ''}`;
  return [
    t(key, {
      amount: money(amountCents),
      last4: last4 ?? '',
      surcharge: surchargeCents ? money(surchargeCents) : '',
    }),
  ];
}

/** The payment lines as a booking email's section: sentences in the text part, not bullets. */
export function paymentSection(order: Order, t: Translate): BookingEmailSection {
  return { title: t('booking.payment'), items: paymentLines(order, t), prose: true };
}

/** Each a heading and a list; `prose` sections read as sentences in the text part, not as bullets. */
interface BookingEmailSection {
  title: string;
  items: string[];
  prose?: boolean;
}

export interface BookingEmailBody {
  locale: Locale;
  t: Translate;
  heading: string;
  bookingReference: string;
  sections: BookingEmailSection[];
  /** schema.org objects, written into the HTML head. */
  jsonLd: object[];
  footnote: string;
  /**
   * The customer's own words (a hotel's special requests), shown last, below everything of ours, quoted
   * and labelled as theirs: "> " lines in the text part, an escaped <blockquote> in the HTML.
   */
  customerWords?: { label: string; text: string };
  /** A guest order's signed link that adds it to the account of its contact email (order-claim.service.ts). */
  claim?: { label: string; url: string };
  /** Where the booking is managed and the support line (every booking email carries both when given). */
  help?: EmailHelp;
}

/** The manage-booking address and the support phone, from the services' configuration. */
export interface EmailHelp {
  manageUrl: string;
  supportPhone: string;
}

/** The help block's lines: "Manage your booking …: <url>" and "Questions? Call us on …". */
function helpLines(body: BookingEmailBody): { manage: string; url: string; support: string } | null {
  if (!body.help) return null;
  return {
    manage: body.t('booking.manage'),
    url: body.help.manageUrl,
    support: body.t('booking.support', { phone: body.help.supportPhone }),
  };
}

function quotedText(words: { label: string; text: string }): string[] {
  return ['', words.label, ...words.text.split('\n').map((line) => (line ? `> ${line}` : '>'))];
}

function quotedHtml(words: { label: string; text: string }): string {
  const lines = words.text.split('\n').map(escapeHtml).join('<br>');
  return `<p style="margin:24px 0 8px;font-size:14px;color:#52606d">${escapeHtml(words.label)}</p>
<blockquote style="margin:0;padding:8px 12px;border-left:4px solid #9aa5b1;font-size:14px;color:#1f2933">${lines}</blockquote>`;
}

/** The email's HTML and plain text; the attachments are the caller's. */
export function renderBookingEmail(to: string, body: BookingEmailBody): Omit<OutgoingEmail, 'attachments'> {
  const jsonLd = JSON.stringify(body.jsonLd).replace(/</g, '\\u003c');
  const help = helpLines(body);
  // "Booking reference: " / "予約番号：": each language's label and separator, the value added after.
  const labelled = (label: string) => body.t('booking.labelled', { label, value: '' });
  const referenceLabel = labelled(body.t('booking.reference'));
  const list = (items: string[]) =>
    `<ul style="margin:0 0 16px;padding-left:20px;font-size:16px;line-height:24px;color:#1f2933">${items
      .map((item) => `<li>${escapeHtml(item)}</li>`)
      .join('')}</ul>`;
  const h2 = (text: string) =>
    `<h2 style="margin:24px 0 8px;font-size:18px;color:#0b2545">${escapeHtml(text)}</h2>`;
  const html = `<!doctype html>
<html lang="${body.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(body.heading)}</title>
<script type="application/ld+json">${jsonLd}</script></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:6px;padding:32px">
<h1 style="margin:0 0 16px;font-size:22px;color:#0b2545">${escapeHtml(body.heading)}</h1>
<p style="margin:0 0 16px;font-size:16px">${escapeHtml(referenceLabel)}<strong style="font-size:20px;letter-spacing:2px">${escapeHtml(body.bookingReference)}</strong></p>
${body.sections.map((section) => `${h2(section.title)}${list(section.items)}`).join('')}
<p style="margin:16px 0 0;font-size:13px;color:#52606d">${escapeHtml(body.footnote)}</p>
${help ? `<p style="margin:16px 0 0;font-size:14px">${escapeHtml(help.manage)} <a href="${escapeHtml(help.url)}">${escapeHtml(help.url)}</a><br>${escapeHtml(help.support)}</p>` : ''}
${body.claim ? `<p style="margin:16px 0 0;font-size:14px">${escapeHtml(body.claim.label)} <a href="${escapeHtml(body.claim.url)}">${escapeHtml(body.claim.url)}</a></p>` : ''}
${body.customerWords ? quotedHtml(body.customerWords) : ''}
</div></body></html>`;
  const text = [
    body.heading,
    `${referenceLabel}${body.bookingReference}`,
    ...body.sections.flatMap((section) => [
      '',
      labelled(section.title).trimEnd(),
      ...section.items.map((line) => (section.prose ? line : `- ${line}`)),
    ]),
    ...(help ? ['', help.manage, help.url, help.support] : []),
    ...(body.claim ? ['', body.claim.label, body.claim.url] : []),
    ...(body.customerWords ? quotedText(body.customerWords) : []),
  ].join('\n');
  return { to, subject: body.heading, html, text };
}

/**
 * The flight and the hotel confirmation email, chosen by the order's kind (order-finish.service.ts).
 * `claimLink`: a guest order's link that adds it to the account of its contact email.
 */
export type ConfirmationEmail = (
  order: Order,
  stamp: Date,
  locale?: Locale,
  claimLink?: string,
  help?: EmailHelp,
) => OutgoingEmail;

/** Who a confirmation email is for and in which language, besides the order itself. */
interface ConfirmationFrame {
  locale: Locale;
  t: Translate;
  help?: EmailHelp;
  /** A guest order's link that adds it to the account of its contact email. */
  claimLink?: string;
}

/**
 * The flight and the hotel confirmation email around their own sections: sent to the order's contact,
 * headed by the order's state, with its reference and, for a guest order, the claim link.
 */
export function renderConfirmationEmail(
  order: Order,
  kind: 'flight' | 'hotel',
  { locale, t, help, claimLink }: ConfirmationFrame,
  content: Pick<BookingEmailBody, 'sections' | 'jsonLd' | 'footnote' | 'customerWords'>,
): Omit<OutgoingEmail, 'attachments'> {
  const reference = order.bookingReference;
  return renderBookingEmail(order.contact.email, {
    locale,
    t,
    help,
    heading: t(confirmationHeadingKey(order, kind), { reference }),
    bookingReference: reference,
    ...content,
    ...(claimLink ? { claim: { label: t('booking.claim'), url: claimLink } } : {}),
  });
}
