/**
 * The flight confirmation in the recipient's language (issue 13): texts from emails.json, times and
 * money the language's way, and an invoice's BPAY / EFT details kept as they are.
 */
import { describe, expect, it } from 'vitest';
import { bookingConfirmationEmail } from './booking-confirmation';
import { emailOrderFixture } from './email-order.fixture';

const order = emailOrderFixture();
const stamp = new Date('2026-11-21T00:00:05Z');

describe('the flight booking confirmation', () => {
  it('is unchanged in English', () => {
    const email = bookingConfirmationEmail(order, stamp);
    expect(email.subject).toBe('Booking QX7K2M is held for payment');
    expect(email.text).toContain('Booking reference: QX7K2M\n\nFlights:\n- QF401');
    expect(email.html).toContain('Booking reference: <strong');
    expect(email.text).toContain('QF401 Sydney (SYD) Tue, 15 Dec 2026, 8:00 am to Melbourne (MEL)');
    expect(email.text).toContain(
      'Please pay $2,914.20 by Monday, 23 November 2026 at 11:59 pm (Sydney time)',
    );
  });

  it('is written in Japanese for a Japanese recipient', () => {
    const email = bookingConfirmationEmail(order, stamp, 'ja');
    expect(email.subject).toBe('ご予約 QX7K2M はお支払い待ちです');
    expect(email.html).toContain('<html lang="ja">');
    expect(email.text).toContain('予約番号：QX7K2M');
    // The cities in Japanese, as the site names them (issue 25 defect 7).
    expect(email.text).toContain('QF401 シドニー（SYD）2026年12月15日(火) 8:00 発');
    expect(email.text).toContain('A$2,914.20 をお支払いください');
    expect(email.text).toContain('BPAY：ビラーコード 123456、参照番号 1000000001');
    expect(email.attachments?.[0]?.content).toContain('SUMMARY:フライト QF401 SYD → MEL');
  });

  it('is written in Simplified Chinese for a Chinese recipient', () => {
    const email = bookingConfirmationEmail(order, stamp, 'zh-CN');
    expect(email.subject).toBe('预订 QX7K2M 已保留，等待付款');
    expect(email.text).toContain('乘客：\n- Mr Kenji Sato');
  });
});
