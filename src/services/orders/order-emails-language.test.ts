import { describe, expect, it } from 'vitest';
import { jsonRequest } from '../testing/test-platform';
import { newKey, SITE } from './booking-test-kit';
import { openExtrasKit } from './order-extras-test-kit';
import { openPerFile } from '../test-kits/per-file';

/** The manage-booking code, cancellation and extras emails are written in the language they were asked in. */

const k = openPerFile(openExtrasKit, (opened) => opened.t.close());

const call = (path: string, body: unknown, token: string, language: string, key?: string) =>
  k.services.booking.request(
    path,
    jsonRequest('POST', body, {
      Authorization: `Bearer ${token}`,
      'Accept-Language': language,
      ...(key ? { 'Idempotency-Key': key } : {}),
    }),
  );

const lastEmail = async (to: string) =>
  (
    await k.platform.database.query<{ subject: string; html: string; text: string }>(
      `SELECT subject, html, text FROM outbox_emails WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1`,
      [to],
    )
  )[0]!;

describe('manage-booking emails in the reader language', () => {
  it('sends the code in Japanese to a guest who asked on the Japanese site', async () => {
    const { order } = await k.flightOrder('Refundable');
    const guest = await k.kit.publicToken();
    const body = { siteId: SITE, bookingReference: order.bookingReference, lastName: 'Traveller' };
    const answer = await call('/Order/Lookup', body, guest, 'ja');
    expect(answer.status).toBe(200);
    const mail = await lastEmail(order.contact.email);
    expect(mail.subject).toMatch(new RegExp(`^予約 ${order.bookingReference} の確認コードは \\d{6} です$`));
    expect(mail.html).toContain('<html lang="ja">');
    expect(mail.text).toContain('予約の管理');
  });

  it('confirms a cancellation in Korean, amounts and credit note included', async () => {
    const { token, order } = await k.flightOrder('Refundable');
    const quote = await k.quote('flight', token, { orderId: order.orderId });
    const cancelled = await call(
      '/Order/Cancel',
      { orderId: order.orderId, confirmedRefundCents: quote.json.data.refundCents },
      token,
      'ko',
      newKey(),
    );
    expect(cancelled.status).toBe(200);
    const { creditNoteNumber } = ((await cancelled.json()) as { data: { creditNoteNumber: string } }).data;
    const mail = await lastEmail(order.contact.email);
    expect(mail.subject).toBe(`예약 ${order.bookingReference}이(가) 취소되었습니다`);
    expect(mail.html).toContain('<html lang="ko">');
    expect(mail.text).toContain(`대변 전표: ${creditNoteNumber}`);
    // Amounts in the display locale of the email (Korean writes AU$).
    expect(mail.text).toMatch(/환불: 결제 금액 (AU)?\$[\d,]+\.\d{2} 중 (AU)?\$[\d,]+\.\d{2}/);
  });

  it('confirms extras bought after booking in Simplified Chinese', async () => {
    const { token, order } = await k.flightOrder('Refundable');
    const selection = k.selectionOf(await k.optionsOk(token, { orderId: order.orderId }));
    const body = await k.purchaseBody(token, order.orderId, selection);
    const bought = await call('/Order/Extras', body, token, 'zh-CN', newKey());
    expect(bought.status).toBe(201);
    const mail = await lastEmail(order.contact.email);
    expect(mail.subject).toBe(`已为预订 ${order.bookingReference} 添加附加服务`);
    expect(mail.html).toContain('<html lang="zh-CN">');
    expect(mail.text).toMatch(/已从尾号 4242 的银行卡收取/);
  });
});
