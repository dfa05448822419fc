import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrderCreateRequestSchema } from '../../shared/contracts/order';
import { orderCreateBody, type OrderInput } from './order-request';

const details = {
  title: 'Ms',
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-05-01',
  gender: 'Female',
  nationality: 'AU',
  passportNumber: 'PA1234567',
  passportIssueDate: '2020-01-01',
  passportExpiryDate: '2032-01-01',
  passportCountry: 'AU',
  frequentFlyerAirline: '',
  frequentFlyerNumber: '',
};

const input: OrderInput = {
  siteId: 'CTGAU',
  offerId: 'off_0123456789abcdef01234567',
  paymentMode: 'MintPayment',
  paymentId: 'pay_0123456789abcdef01234567',
  travelers: [{ travelerId: 'T1', passengerType: 'Adult', details }],
  contact: { email: 'ada@example.com', mobileCountry: 'AU', mobileNumber: '0412 345 678' },
  consent: { termsAccepted: true, detailsConfirmed: true },
  confirmedTotalCents: 123_45,
};

describe('orderCreateBody', () => {
  it('reshapes the booking into a body the OrderCreate schema accepts', () => {
    const result = orderCreateBody(input);
    expect('body' in result).toBe(true);
    if (!('body' in result)) return;
    const parsed = v.safeParse(OrderCreateRequestSchema, result.body);
    expect(parsed.issues?.map((issue) => issue.message)).toBeUndefined();
    expect(result.body.paymentId).toBe(input.paymentId);
    expect((result.body.passengers as { frequentFlyer: unknown }[])[0]?.frequentFlyer).toBeNull();
  });

  it('sends a frequent-flyer entry when both parts are given, and no paymentId for an invoice', () => {
    const result = orderCreateBody({
      ...input,
      paymentMode: 'Invoice',
      travelers: [
        {
          travelerId: 'T1',
          passengerType: 'Adult',
          details: { ...details, frequentFlyerAirline: 'QF', frequentFlyerNumber: 'QF123456' },
        },
      ],
    });
    if (!('body' in result)) throw new Error('expected a body');
    expect(result.body.paymentId).toBeUndefined();
    expect((result.body.passengers as { frequentFlyer: unknown }[])[0]?.frequentFlyer).toEqual({
      airlineCode: 'QF',
      membershipNumber: 'QF123456',
    });
  });

  it('names what is missing', () => {
    expect(orderCreateBody({ ...input, contact: null })).toEqual({ missing: 'contact' });
    expect(
      orderCreateBody({ ...input, travelers: [{ travelerId: 'T2', passengerType: 'Adult', details: null }] }),
    ).toEqual({
      missing: 'T2',
    });
  });
});
