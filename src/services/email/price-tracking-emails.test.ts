import { describe, expect, it } from 'vitest';
import { priceDropEmail, trackerConfirmationEmail, type TrackedTrip } from './price-tracking-emails';

const trip: TrackedTrip = {
  from: 'Sydney',
  to: 'London',
  dates: ['2027-01-16'],
  cabin: 'Business',
  travellers: 1,
};
const links = {
  action: 'https://ctg.example/flight/result?trip=oneway&from=SYD',
  unsubscribe: 'https://ctg.example/price-tracking/unsubscribe?token=abc',
};

describe('price-tracking emails', () => {
  it('say the drop in the subject as people write it, with the unsubscribe link in both parts', () => {
    const email = priceDropEmail('sam@example.com', trip, { now: 9620.03, was: 10055.91 }, links);
    expect(email.subject).toBe('Price drop: Sydney to London, 16 Jan 2027, now $9,620.03 (was $10,055.91)');
    expect(email.text).toContain(
      'Stop tracking this price: https://ctg.example/price-tracking/unsubscribe?token=abc',
    );
    expect(email.html).toContain('href="https://ctg.example/price-tracking/unsubscribe?token=abc"');
    expect(email.html).toContain('<html lang="en">');
  });

  it("are written in the tracker's language", () => {
    const email = priceDropEmail(
      'sam@example.com',
      { ...trip, from: 'シドニー', to: 'ロンドン' },
      { now: 9620.03, was: 10055.91 },
      links,
      'ja',
    );
    expect(email.subject).toMatch(/^値下がり：シドニー発 ロンドン行き、2027年1月16日、現在.*9,620\.03/);
    expect(email.html).toContain('<html lang="ja">');
    expect(email.text).toContain('この価格の追跡をやめる');
  });

  it('escape what they repeat from the search', () => {
    const email = trackerConfirmationEmail('sam@example.com', { ...trip, from: '<b>Sydney</b>' }, links);
    expect(email.html).not.toContain('<b>Sydney</b>');
    expect(email.html).toContain('&lt;b&gt;Sydney&lt;/b&gt;');
  });
});
