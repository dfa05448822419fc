/**
 * The places of the after-booking emails in the reader's script (issue 25): the change confirmation's
 * flights, the fare conditions' and extras' routes ("SYD–LHR") and the .ics files' place and
 * description name the cities as a Japanese or Chinese reader knows them (the summary keeps the
 * airport codes, which every language reads alike); English reads as before.
 */
import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/order';
import type { Locale } from '../../shared/i18n/languages';
import { heathrowArrival, journeyOf, segmentOf } from '../offers/offer.fixtures';
import { bookingConfirmationEmail } from './booking-confirmation';
import { emailOrderFixture } from './email-order.fixture';
import { orderChangeEmail } from './order-change-emails';

const london = heathrowArrival();

function sydneyLondonOrder(): Order {
  const journey = { ...journeyOf([segmentOf({ flightNumber: 'QF1', arrival: london })]), flightKeys: ['F1'] };
  return {
    ...emailOrderFixture(),
    journeys: [journey],
    ancillaries: {
      seats: [{ travelerId: 'T1', flightKey: 'F1', designator: '7A' }],
      bags: [{ travelerId: 'T1', journeyIndex: 0, bandId: 'bag-23kg' }],
      meals: [],
    },
  } as Order;
}

const stamp = new Date('2026-11-21T00:00:00Z');
const confirmation = (locale?: Locale) => bookingConfirmationEmail(sydneyLondonOrder(), stamp, locale);
const calendar = (locale?: Locale) => {
  const file = confirmation(locale).attachments![0]!.content as string;
  return file.replace(/\r\n /g, '');
};
const changeEmail = (locale: Locale) =>
  orderChangeEmail({
    to: 'kenji@example.com',
    bookingReference: 'QX7K2M',
    journeys: sydneyLondonOrder().journeys,
    changedIndex: 0,
    figures: {
      fareDifferenceCents: 10_000,
      taxesDifferenceCents: 0,
      changeFeeCents: 5_000,
      forfeitedCents: 0,
      totalCents: 15_000,
    },
    seatsReleased: 0,
    help: { manageUrl: 'https://example.com/trips', supportPhone: '1300 000 000' },
    locale,
    payment: null,
    tickets: [],
  });

const ENGLISH_PLACES = /Sydney|London|SYD–LHR/;

describe('the change confirmation email', () => {
  it("names the new flights' cities in Japanese and Chinese script", () => {
    const japanese = changeEmail('ja');
    expect(japanese.text).toContain('QF1 シドニー（SYD）');
    expect(japanese.text).toContain('ロンドン（LHR）');
    expect(japanese.text).not.toMatch(ENGLISH_PLACES);
    expect(japanese.html).toContain('ロンドン');
    const chinese = changeEmail('zh-CN');
    expect(chinese.text).toContain('悉尼');
    expect(chinese.text).toContain('伦敦');
    expect(chinese.text).not.toMatch(ENGLISH_PLACES);
  });

  it('reads as before in English', () => {
    expect(changeEmail('en').text).toContain(
      'QF1 Sydney (SYD) Tue, 15 Dec 2026, 8:00 am to London (LHR) Tue, 15 Dec 2026, 9:35 am',
    );
  });
});

describe("the confirmation's fare conditions and extras", () => {
  it("name the journey's cities with their codes in Japanese and Chinese", () => {
    const japanese = confirmation('ja').text;
    expect(japanese).toContain('シドニー (SYD)–ロンドン (LHR)、Economy Saver：');
    expect(japanese).toContain('座席 7A（シドニー (SYD)–ロンドン (LHR)）');
    expect(japanese).not.toMatch(ENGLISH_PLACES);
    const chinese = confirmation('zh-CN').text;
    expect(chinese).toContain('悉尼 (SYD)–伦敦 (LHR)');
    expect(chinese).not.toMatch(ENGLISH_PLACES);
  });

  it('read as before in English', () => {
    const english = confirmation().text;
    expect(english).toContain('- Mr Kenji Sato: Seat 7A (SYD–LHR) · Extra bag 23 kg (SYD–LHR)');
    expect(english).toContain('- SYD–LHR, Economy Saver: not refundable');
  });
});

describe('the flight calendar file', () => {
  it('has its summary and description in Japanese, the cities in Japanese script', () => {
    const ics = calendar('ja');
    expect(ics).toContain('SUMMARY:フライト QF1 SYD → LHR');
    expect(ics).toContain('LOCATION:シドニー (SYD)');
    expect(ics).toMatch(/DESCRIPTION:予約番号 QX7K2M。.*シドニー 発 ロンドン 行き/);
    expect(ics).not.toMatch(/Flight|Booking reference|Sydney|London/);
  });

  it('has its summary and description in Chinese, the cities in Chinese script', () => {
    const ics = calendar('zh-CN');
    expect(ics).toContain('SUMMARY:航班 QF1 SYD → LHR');
    expect(ics).toContain('LOCATION:悉尼 (SYD)');
    expect(ics).toMatch(/DESCRIPTION:.*悉尼.*伦敦/);
    expect(ics).not.toMatch(/Flight|Booking reference|Sydney|London/);
  });

  it('reads as before in English', () => {
    const ics = calendar();
    expect(ics).toContain('\r\nSUMMARY:Flight QF1 SYD to LHR\r\n');
    expect(ics).toContain('\r\nLOCATION:Sydney Airport (SYD)\r\n');
    expect(ics).toContain(
      '\r\nDESCRIPTION:Booking reference QX7K2M. Qantas flight QF1 from Sydney to London.\r\n',
    );
  });
});
