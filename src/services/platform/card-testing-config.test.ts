import { describe, expect, it } from 'vitest';
import { DEFAULT_CARD_TESTING, readCardTestingConfig } from './card-testing-config';
import { readPaymentConfig } from './payment-config';

describe('card-testing settings', () => {
  it('defaults to limits a traveller never meets', () => {
    expect(readPaymentConfig({}).cardTesting).toEqual({
      tokensPerIp: 20,
      tokensWindowSeconds: 600,
      preAuthPerIp: 10,
      preAuthWindowSeconds: 600,
      preAuthPerOffer: 6,
      offerDeclineLimit: 3,
      cardDeclineLimit: 3,
      cardDeclineWindowSeconds: 3600,
    });
  });

  it('reads each setting', () => {
    const config = readCardTestingConfig({
      CARD_TOKENS_PER_IP: '50',
      CARD_TOKENS_WINDOW_SECONDS: '300',
      PREAUTH_PER_IP: ' 12 ',
      PREAUTH_WINDOW_SECONDS: '900',
      PREAUTH_PER_OFFER: '8',
      OFFER_DECLINE_LIMIT: '4',
      CARD_DECLINE_LIMIT: '5',
      CARD_DECLINE_WINDOW_SECONDS: '7200',
      PREAUTH_UNRELATED: 'x',
    });
    expect(config).toEqual({
      tokensPerIp: 50,
      tokensWindowSeconds: 300,
      preAuthPerIp: 12,
      preAuthWindowSeconds: 900,
      preAuthPerOffer: 8,
      offerDeclineLimit: 4,
      cardDeclineLimit: 5,
      cardDeclineWindowSeconds: 7200,
    });
    expect(readCardTestingConfig({ PREAUTH_PER_IP: '' })).toEqual(DEFAULT_CARD_TESTING);
  });

  it.each(['0', '-1', '2.5', 'ten'])('refuses %s', (value) => {
    expect(() => readCardTestingConfig({ PREAUTH_PER_OFFER: value })).toThrow(
      'PREAUTH_PER_OFFER must be a positive whole number',
    );
  });
});
