/**
 * Where the interface language lives (issue 13): a first visit takes the browser's Accept-Language
 * (regional variants included), the cookie wins over it, pages say which language they are in and
 * vary by the header; a choice made signed in is stored on the profile, follows the traveller to
 * another device at sign-in and writes their emails.
 */
import { expect, test } from './fixtures';
import { CODE, newSignedInTraveller, waitForEmail } from './support/travellers';

const FIRST_VISITS: [header: string, language: string][] = [
  ['ja-JP,ja;q=0.9', 'ja'],
  ['id-ID', 'id'],
  ['zh-CN', 'zh-CN'],
  ['zh-Hans', 'zh-CN'],
  ['ko-KR', 'ko'],
  ['fr-FR,de;q=0.8', 'en'],
];

test.describe('first visit (no language cookie)', () => {
  for (const [header, language] of FIRST_VISITS) {
    test(`Accept-Language ${header} renders the page in ${language}`, async ({ request }) => {
      const response = await request.get('/', { headers: { 'Accept-Language': header } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-language']).toBe(language);
      // Caches must not hand this page to a browser asking for another language.
      expect(response.headers()['vary']).toMatch(/Accept-Language/i);
    });
  }

  test('the language cookie wins over Accept-Language', async ({ request }) => {
    const response = await request.get('/', {
      headers: { 'Accept-Language': 'ja-JP,ja;q=0.9', Cookie: 'ctg_lang=ko' },
    });
    expect(response.headers()['content-language']).toBe('ko');
  });
});

test('a language chosen signed in follows the traveller to another device and writes their emails', async ({
  page,
  browser,
  baseURL,
}) => {
  const traveller = await newSignedInTraveller(page, 'language');
  const chosen = await page.request.post('/preferences/language', {
    form: { lang: 'ja', returnUrl: '/' },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(chosen.status()).toBe(303);

  // Another device, in English: the password step, then the emailed code.
  const other = await browser.newContext({ baseURL, locale: 'en-AU' });
  try {
    const started = Date.now();
    const login = await other.request.post('/api/loginToken', {
      data: { username: traveller.email, password: traveller.password },
    });
    expect(login.status()).toBe(200);
    // The code email is written in the profile's language, not this device's.
    await waitForEmail(other.request, traveller.email, started, /認証コードのお知らせ/);
    const [, code] = await waitForEmail(other.request, traveller.email, started, CODE);
    const verified = await other.request.post('/api/authToken', { data: { code } });
    expect(verified.status()).toBe(200);
    const cookies = await other.cookies();
    expect(cookies.find((cookie) => cookie.name === 'ctg_lang')?.value).toBe('ja');
    const home = await other.request.get('/');
    expect(home.headers()['content-language']).toBe('ja');
  } finally {
    await other.close();
  }
});
