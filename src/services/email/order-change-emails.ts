/**
 * The email of a confirmed date change (issue 23, ADR 026): the trip as it now stands, journey by
 * journey with each flight's times as its departure and arrival cities' clocks read them, what the
 * change cost (fare difference, change fee, taxes difference), the card charged with its surcharge or
 * the residual kept under the fare rules, the re-issued e-tickets, that seats on the changed journey
 * must be chosen again, and the manage-booking link and support line. Written in the language given
 * (email/locales, key `change`) in the plain layout of the other after-booking emails.
 */
import type { CardScheme } from '../../shared/contracts/order';
import type { OfferJourney } from '../../shared/contracts/offer';
import type { ChangeFigures } from '../../shared/contracts/order-change';
import { formatCents } from '../../shared/domain/money';
import type { Locale } from '../../shared/i18n/languages';
import type { Translate } from '../../shared/i18n/translate';
import { SCHEME_NAMES } from '../../shared/contracts/card-schemes';
import { cityNameIn } from '../../shared/places/city-name-in';
import type { OutgoingEmail } from '../platform/mailer';
import { segmentLine, type EmailHelp } from './booking-email-parts';
import { inEmailLanguage } from './email-text';
import { renderSimpleEmail } from './simple-email';

interface ChangeEmailPayment {
  scheme: string;
  last4: string;
  /** The change's total and the card surcharge on it; the card was charged their sum. */
  changeCents: number;
  surchargeCents: number;
}

interface ChangeEmailTicket {
  name: string;
  oldTicketNumber: string;
  newTicketNumber: string;
}

interface ChangeEmailInput {
  to: string;
  bookingReference: string;
  journeys: OfferJourney[];
  changedIndex: number;
  figures: ChangeFigures;
  seatsReleased: number;
  help: EmailHelp;
  locale: Locale;
  payment: ChangeEmailPayment | null;
  tickets: ChangeEmailTicket[];
}

function itineraryLines(input: ChangeEmailInput, t: Translate): string[] {
  // Cities in the recipient's script, as the confirmation names them (issue 25).
  const cityName = (code: string, english: string) => cityNameIn(input.locale, code, english);
  return input.journeys.flatMap((journey) => [
    t(journey.journeyIndex === input.changedIndex ? 'change.journeyChanged' : 'change.journey', {
      number: journey.journeyIndex + 1,
    }),
    ...journey.itinerary.segments.map((s) => segmentLine(t, s, cityName)),
  ]);
}

function costLines(input: ChangeEmailInput, t: Translate): string[] {
  const { figures, payment } = input;
  const lines = [
    t('change.fareDifference', { amount: formatCents(figures.fareDifferenceCents) }),
    t('change.changeFee', { amount: formatCents(figures.changeFeeCents) }),
    t('change.taxesDifference', { amount: formatCents(figures.taxesDifferenceCents) }),
  ];
  if (payment) {
    const values = {
      amount: formatCents(payment.changeCents + payment.surchargeCents),
      surcharge: formatCents(payment.surchargeCents),
      scheme: SCHEME_NAMES[payment.scheme as CardScheme] ?? payment.scheme,
      last4: payment.last4,
    };
    lines.push(t(payment.surchargeCents > 0 ? 'change.chargedSurcharge' : 'change.charged', values));
  } else {
    lines.push(t('change.nothingCharged'));
  }
  if (figures.forfeitedCents > 0)
    lines.push(t('change.residualKept', { amount: formatCents(figures.forfeitedCents) }));
  return lines;
}

export function orderChangeEmail(input: ChangeEmailInput): OutgoingEmail {
  return inEmailLanguage(input.locale, (t) => {
    const reference = input.bookingReference;
    const heading = t('change.subject', { reference });
    const tickets = input.tickets.length
      ? [
          t('change.ticketsHeading'),
          ...input.tickets.map((ticket) =>
            t('change.ticket', {
              name: ticket.name,
              ticket: ticket.newTicketNumber,
              old: ticket.oldTicketNumber,
            }),
          ),
        ]
      : [];
    const seats = [
      ...(input.seatsReleased > 0 ? [t('change.seatsReleased', { count: input.seatsReleased })] : []),
      t('change.chooseSeats', { number: input.changedIndex + 1 }),
    ];
    return renderSimpleEmail(input.locale, {
      to: input.to,
      subject: heading,
      heading,
      paragraphs: [
        t('change.intro', { reference }),
        ...itineraryLines(input, t),
        ...costLines(input, t),
        ...tickets,
        ...seats,
        t('change.manage', { url: input.help.manageUrl }),
        t('booking.support', { phone: input.help.supportPhone }),
      ],
    });
  });
}
