import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServiceConfig } from '../../platform/config';
import { jsonRequest } from '../../testing/test-platform';
import { resolveGatewayKeys } from './gateway-keys';
import { bearer, cardBody, openTestGateway, postToken, type TestGateway } from './gateway-test-kit';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await openTestGateway();
});
afterAll(() => gateway.close());

describe('POST /tokens', () => {
  it.each([
    ['4242 4242 4242 4242', '123', 'visa', '4242'],
    ['5555555555554444', '123', 'mastercard', '4444'],
    ['3782 822463 10005', '1234', 'amex', '0005'],
    ['36227206271667', '123', 'diners', '1667'],
    ['3566002020360505', '123', 'jcb', '0505'],
    ['6200000000000005', '123', 'unionpay', '0005'],
    ['6011111111111117', '123', 'discover', '1117'],
  ])('tokenises %s as %s ending %s', async (cardNumber, ccv, scheme, last4) => {
    const answer = await postToken(gateway, cardBody({ cardNumber, ccv }));
    expect(answer.status).toBe(201);
    expect(answer.body.status).toBe('Success');
    expect(answer.body.data).toEqual({
      token: expect.stringMatching(/^tok_[\w-]{24}$/),
      last4,
      scheme,
      expiryMonth: 12,
      expiryYear: 2030,
      fingerprint: expect.stringMatching(/^fp_/),
      expiresAt: '2026-11-21T00:15:00.000Z',
    });
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
  });

  it('gives the same card the same fingerprint and another card another one', async () => {
    const first = await postToken(gateway, cardBody());
    const again = await postToken(gateway, cardBody({ cardNumber: '4242424242424242' }));
    const other = await postToken(gateway, cardBody({ cardNumber: '5555555555554444' }));
    expect(again.body.data.fingerprint).toBe(first.body.data.fingerprint);
    expect(other.body.data.fingerprint).not.toBe(first.body.data.fingerprint);
    expect(again.body.data.token).not.toBe(first.body.data.token);
  });

  it('accepts the expiry as text and a two-digit year, and the current month', async () => {
    const answer = await postToken(gateway, cardBody({ expiryMonth: '11', expiryYear: '26' }));
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ expiryMonth: 11, expiryYear: 2026 });
  });

  it('takes the publishable key from the body when no header carries it', async () => {
    const answer = await postToken(gateway, cardBody({ publishableKey: gateway.keys.publishableKey }), {});
    expect(answer.status).toBe(201);
  });

  it.each([
    [
      'a number that fails the Luhn check',
      { cardNumber: '4242 4242 4242 4241' },
      'Invalid credit card number',
    ],
    ['too few digits', { cardNumber: '42424242424' }, 'The card number must have 12 to 19 digits'],
    ['too many digits', { cardNumber: '42424242424242424242' }, 'The card number must have 12 to 19 digits'],
    ['letters', { cardNumber: '4242-4242-4242-4242' }, 'The card number may contain only digits and spaces'],
    ['a number instead of text', { cardNumber: 4242424242424242 }, 'Enter the card number as text'],
    ['no card number', { cardNumber: undefined }, 'cardNumber: Enter the card number'],
    ['no CCV', { ccv: undefined }, 'ccv: Enter the CCV'],
    ['an unknown scheme', { cardNumber: '9999999999999995' }, 'This card type is not accepted'],
    ['a 4-digit CCV on a Visa', { ccv: '1234' }, 'Visa cards have a 3-digit CCV'],
    [
      'a 3-digit CCV on an Amex',
      { cardNumber: '378282246310005', ccv: '123' },
      'American Express cards have a 4-digit CCV',
    ],
    ['a CCV with letters', { ccv: '12a' }, 'ccv: The CCV must be 3 digits (4 for American Express)'],
    ['a numeric CCV', { ccv: 123 }, 'ccv: Enter the CCV as text'],
    ['month 13', { expiryMonth: 13 }, 'The expiry month must be from 1 to 12'],
    ['month 0', { expiryMonth: '0' }, 'The expiry month must be from 1 to 12'],
    ['a month of words', { expiryMonth: 'May' }, 'The expiry month must be a number'],
    ['a 3-digit year', { expiryYear: 203 }, 'The expiry year must have 2 or 4 digits'],
    ['last month', { expiryMonth: 10, expiryYear: 2026 }, 'The card has expired'],
    ['last year', { expiryYear: 2025 }, 'The card has expired'],
    ['no name', { name: '   ' }, 'Enter the name on the card'],
    ['a long name', { name: 'x'.repeat(51) }, 'at most 50 characters'],
  ])('refuses %s with a clear 400', async (_case, overrides, message) => {
    const answer = await postToken(gateway, cardBody(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe('Failed');
    expect(answer.body.message).toContain(message);
  });

  it.each([
    ['no body', undefined, 'cardNumber: Enter the card number'],
    ['a JSON array', ['4242424242424242'], 'The request body must be a JSON object'],
    ['a bare card number', '"4242424242424242"', 'The request body must be a JSON object'],
    ['broken JSON', '{"cardNumber": "4242', 'The request body must be valid JSON'],
  ])('refuses %s with a 400', async (_case, body, message) => {
    const answer = await postToken(gateway, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('never echoes the card number or CCV in a refusal', async () => {
    const cases = [
      cardBody({ cardNumber: 4242424242424242 }),
      cardBody({ cardNumber: '4242424242424242424242' }),
      cardBody({ cardNumber: '4242x4242424242424242' }),
      cardBody({ cardNumber: ['4242424242424242'] }),
      cardBody({ ccv: 98765 }),
      cardBody({ ccv: '98765' }),
      cardBody({ ccv: { value: '987' } }),
      cardBody({ expiryMonth: '4242424242424242' }),
      cardBody({ expiryYear: '4242424242424242' }),
    ];
    for (const body of cases) {
      const response = await gateway.app.request(
        '/tokens',
        jsonRequest('POST', body, bearer(gateway.keys.publishableKey)),
      );
      const text = await response.text();
      expect(response.status).toBe(400);
      expect(text).not.toMatch(/4242424242|98765|987/);
    }
  });
});

describe('POST /tokens keys', () => {
  it('needs a key: 401 without one', async () => {
    const answer = await postToken(gateway, cardBody(), {});
    expect(answer.status).toBe(401);
    expect(answer.body.message).toContain('Authorization: Bearer');
  });

  it('refuses an unknown key with 401', async () => {
    const answer = await postToken(gateway, cardBody(), bearer('pk_test_not_our_key_at_all_0000'));
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('The API key is not valid');
  });

  it('refuses the secret key with 403: card numbers must not pass through the merchant server', async () => {
    const answer = await postToken(gateway, cardBody(), bearer(gateway.keys.secretKey));
    expect(answer.status).toBe(403);
    expect(answer.body.message).toContain('publishable key');
    const inBody = await postToken(gateway, cardBody({ publishableKey: gateway.keys.secretKey }), {});
    expect(inBody.status).toBe(403);
  });

  it('refuses configured keys of the wrong kind or too short at start', () => {
    expect(() => readServiceConfig({ PAYMENT_GATEWAY_SECRET_KEY: 'pk_test_0123456789abcdefghij' })).toThrow(
      'PAYMENT_GATEWAY_SECRET_KEY must start with sk_test_',
    );
    expect(() => readServiceConfig({ PAYMENT_GATEWAY_PUBLISHABLE_KEY: 'pk_test_short' })).toThrow(
      'at least 24 characters',
    );
    const config = readServiceConfig({ PAYMENT_GATEWAY_SECRET_KEY: 'sk_test_0123456789abcdefghij' });
    expect(config.paymentGatewaySecretKey).toBe('sk_test_0123456789abcdefghij');
  });

  it('uses the configured publishable key by default and generates a secret key once', async () => {
    expect(gateway.keys.publishableKey).toBe('pk_test_ctg_reference_gateway');
    expect(gateway.keys.secretKey).toMatch(/^sk_test_[\w-]{32}$/);
    expect((await resolveGatewayKeys(gateway.t.platform)).secretKey).toBe(gateway.keys.secretKey);
  });
});
