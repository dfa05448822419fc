import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import enPrefs from '../../lib/i18n/locales/en/traveller-prefs.json';
import jaPrefs from '../../lib/i18n/locales/ja/traveller-prefs.json';
import type { Locale } from '../../shared/i18n/languages';
import { EMPTY_COMPANION } from '../../features/account/companion.store';
import { EMPTY_GUEST } from '../../features/hotel-booking/guest-details';
import { CompanionForm } from '../../features/account/islands/CompanionForm';
import { ContactStep } from '../../features/booking/islands/ContactStep';
import { GuestStep } from '../../features/hotel-booking/islands/GuestStep';
import { IslandShell } from './IslandShell';

const COUNTRIES = [{ value: 'AU', label: 'Australia (+61)' }];

const drawn = (node: React.ReactNode, locale: Locale = 'en') =>
  renderToStaticMarkup(
    <IslandShell locale={locale} messages={locale === 'ja' ? jaPrefs : (enPrefs as Record<string, unknown>)}>
      {node}
    </IslandShell>,
  );

/** The value attribute of the input with this id. */
const valueOf = (html: string, id: string) =>
  new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0].match(/value="([^"]*)"/)?.[1];

describe('the mobile in three parts (spec §3 "mobile number with country and area")', () => {
  it('the booking contact step shows a stored landline split into its area and number', () => {
    const profile = {
      email: 'ada@example.com',
      mobile: { mobileCountry: 'AU', mobileNumber: '+61298765432' },
    };
    const html = drawn(<ContactStep contact={null} countries={COUNTRIES} profile={profile as never} />);
    expect(html).toContain('id="contact-mobile-country"');
    expect(valueOf(html, 'contact-mobile-area')).toBe('2');
    expect(valueOf(html, 'contact-mobile-number')).toBe('9876 5432');
    expect(html).toContain(enPrefs.travellerPrefs.mobileArea);
    expect(html).toContain(enPrefs.travellerPrefs.mobileAreaHint);
  });

  it("the area's label and hint are in the reader's language", () => {
    const html = drawn(<ContactStep contact={null} countries={COUNTRIES} profile={null} />, 'ja');
    expect(html).toContain(jaPrefs.travellerPrefs.mobileArea);
    expect(html).toContain(jaPrefs.travellerPrefs.mobileAreaHint);
  });

  it('the companion form has the area part', () => {
    const t = (key: string) => key;
    const html = drawn(
      <CompanionForm
        t={t}
        draft={{ ...EMPTY_COMPANION, mobileArea: '3', mobileNumber: '9876 5432' }}
        countries={COUNTRIES}
        nationalities={[]}
        onDone={async () => {}}
      />,
    );
    expect(html).toContain('id="companion-mobile-country"');
    expect(valueOf(html, 'companion-mobile-area')).toBe('3');
    expect(valueOf(html, 'companion-mobile-number')).toBe('9876 5432');
  });

  it('the hotel guest step has the area part', () => {
    const html = drawn(
      <GuestStep
        draft={{ ...EMPTY_GUEST, mobileArea: '2', mobileNumber: '9876 5432' }}
        profile={null}
        countries={COUNTRIES}
        onChange={() => {}}
        onDone={() => {}}
      />,
    );
    expect(html).toContain('id="guest-mobile-country"');
    expect(valueOf(html, 'guest-mobile-area')).toBe('2');
    expect(valueOf(html, 'guest-mobile-number')).toBe('9876 5432');
  });
});
