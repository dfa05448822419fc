/**
 * The email of a confirmed date change (issue 23, ADR 026): the trip as it now stands, journey by
 * journey with local times, what the change cost (and what was forfeited), that seats on the changed
 * journey must be chosen again, and the manage-booking link and support line. HTML and plain text with
 * the same content; values escaped. English only, like the cancellation emails (ADR 024).
 */
import type { OfferJourney } from '../../shared/contracts/offer';
import type { ChangeFigures } from '../../shared/contracts/order-change';
import { formatCents } from '../../shared/domain/money';
import type { OutgoingEmail } from '../platform/mailer';
import type { EmailHelp } from './booking-email-parts';
import { PRODUCT } from './email-text';
import { escapeHtml } from './templates';

/** "QF1 SYD 2026-12-21 08:55 → MEL 2026-12-21 10:30", local times at each airport. */
function legLine(segment: OfferJourney['itinerary']['segments'][number]): string {
  const at = (time: string) => time.slice(0, 16).replace('T', ' ');
  return `${segment.flightNumber} ${segment.departure.code} ${at(segment.departure.time)} → ${segment.arrival.code} ${at(segment.arrival.time)}`;
}

export function orderChangeEmail(input: {
  to: string;
  bookingReference: string;
  journeys: OfferJourney[];
  changedIndex: number;
  figures: ChangeFigures;
  seatsReleased: number;
  help: EmailHelp;
}): OutgoingEmail {
  const ref = input.bookingReference;
  const heading = `Booking ${ref} is changed`;
  const itinerary = input.journeys.flatMap((journey) => [
    `Journey ${journey.journeyIndex + 1}${journey.journeyIndex === input.changedIndex ? ' (changed)' : ''}:`,
    ...journey.itinerary.segments.map(legLine),
  ]);
  const { figures } = input;
  const paragraphs = [
    `The new flights of booking ${ref} are confirmed. Your trip is now:`,
    ...itinerary,
    `Paid for this change: ${formatCents(figures.totalCents)}.` +
      (figures.forfeitedCents > 0
        ? ` The new flights cost ${formatCents(figures.forfeitedCents)} less; under the fare rules this is not refunded.`
        : ''),
    ...(input.seatsReleased > 0
      ? [
          `The ${input.seatsReleased} seat(s) chosen on the old flights were released. Choose seats again at check-in or by calling us.`,
        ]
      : []),
    `Manage your booking: ${input.help.manageUrl}`,
    `Questions? Call us on ${input.help.supportPhone}.`,
  ];
  const p = (text: string) =>
    `<p style="margin:0 0 12px;font-size:16px;line-height:24px;color:#1f2933">${escapeHtml(text)}</p>`;
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff;padding:32px">
<tr><td><h1 style="margin:0 0 24px;font-size:22px;color:#0b2545">${escapeHtml(heading)}</h1>
${paragraphs.map(p).join('\n')}
<p style="margin:24px 0 0;font-size:13px;color:#52606d">${escapeHtml(PRODUCT)}</p></td></tr></table>
</body></html>`;
  const text = [heading, '', ...paragraphs, '', PRODUCT].join('\n');
  return { to: input.to, subject: heading, html, text };
}
