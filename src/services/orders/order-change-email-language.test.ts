import { describe, expect, it } from 'vitest';
import type { OrderChange } from '../../shared/contracts/order-change';
import { newKey } from './booking-test-kit';
import { confirmPaidChange, openChangeKit, quotePaidChange } from './order-change-test-kit';
import { openPerFile } from '../test-kits/per-file';

/**
 * The date-change email is written in the language the change was asked in (ADR 026 amended
 * 2026-11-28), with the new flights, the figures, the card charged, the new tickets and the seats.
 */

const k = openPerFile(openChangeKit, (opened) => opened.t.close());

const lastEmail = async (to: string) =>
  (
    await k.platform.database.query<{ subject: string; html: string; text: string }>(
      `SELECT subject, html, text FROM outbox_emails WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1`,
      [to],
    )
  )[0]!;

const ticketsOf = (orderId: string) =>
  k.platform.database.query<{ old: string; new: string }>(
    `SELECT old_ticket_number AS old, new_ticket_number AS new FROM order_ticket_reissues WHERE order_id = $1`,
    [orderId],
  );

// Words of the English template and English dates: none may be left in an Asian-language email.
const ENGLISH =
  /\b(Journey|Booking|Fare|Change fee|Taxes|Charged|Nothing|charged|e-ticket|replaces|Seats|seats|Manage|Questions|Call us|changed|card ending|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/;

describe('the date-change email in the reader language', () => {
  it('is Japanese for a change asked in Japanese: flights, figures, nothing charged, new tickets, seats', async () => {
    const { token, order } = await k.flightOrder('Refundable');
    const { option, quoted } = await k.quoteFreeChange(token, order.orderId);
    const changed = await k.post<OrderChange>(
      '/Order/Change',
      { orderId: order.orderId, quoteId: quoted.json.data.quoteId, confirmedTotalCents: 0 },
      token,
      { 'Idempotency-Key': newKey(), 'Accept-Language': 'ja' },
    );
    expect(changed.status, changed.json.message).toBe(201);
    const mail = await lastEmail(order.contact.email);
    expect(mail.subject).toBe(`予約 ${order.bookingReference} を変更しました`);
    expect(mail.html).toContain('<html lang="ja">');
    expect(mail.text).toContain('旅程 1（変更済み）：');
    expect(mail.text).toContain(`${option.legs[0]!.flightNumber} `);
    expect(mail.text).toMatch(/運賃差額：(A\$|AU\$|\$)0\.00/);
    expect(mail.text).toContain('変更手数料：');
    expect(mail.text).toContain('税金差額：');
    expect(mail.text).toContain('この変更による請求はありません。');
    const tickets = await ticketsOf(order.orderId);
    expect(tickets.length).toBeGreaterThan(0);
    for (const ticket of tickets)
      expect(mail.text).toContain(`電子航空券 ${ticket.new}（旧番号 ${ticket.old} に代わるもの）`);
    expect(mail.text).toContain('座席をお選びください');
    expect(mail.text).not.toMatch(ENGLISH);
  });

  it('is Korean for a paid change: the amount with surcharge, the card scheme and last 4', async () => {
    const { token, order, quote } = await quotePaidChange(k);
    const { change } = await confirmPaidChange(k, token, order.orderId, quote, { 'Accept-Language': 'ko' });
    const payment = change.payment!;
    expect(payment.surchargeCents).toBeGreaterThan(0);
    const mail = await lastEmail(order.contact.email);
    expect(mail.subject).toBe(`예약 ${order.bookingReference}이(가) 변경되었습니다`);
    expect(mail.html).toContain('<html lang="ko">');
    expect(mail.text).toContain('변경 수수료: ');
    const amount = (cents: number) =>
      `(AU)?\\$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`;
    expect(mail.text).toMatch(
      new RegExp(
        `끝자리 ${payment.last4} Visa 카드로 ${amount(payment.chargedCents)}\\(카드 수수료 ${amount(payment.surchargeCents)} 포함\\)`,
      ),
    );
    expect(mail.text).toContain('전자항공권 ');
    expect(mail.text).not.toMatch(ENGLISH);
  });
});
