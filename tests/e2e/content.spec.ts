import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signInAsEditor } from './support/editor-session';
import { visibleEnglish } from './support/visible-english';

/**
 * Content pages ship no JavaScript file; the only scripts allowed are inline: the analytics push, and
 * on kept-alive pages (/contact) the form draft keeper (src/lib/content/form-draft.ts).
 */
async function expectNoScriptFiles(page: Page) {
  expect(await page.locator('script[src]').count()).toBe(0);
  const executable = await page
    .locator('script:not([type="application/ld+json"])')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
  for (const code of executable)
    expect(code).toMatch(
      /^\(window\.dataLayer=window\.dataLayer\|\|\[\]\)\.push|^\(function keepFormDraft\(/,
    );
}

async function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event),
  );
}

const pageTypes: [string, string, RegExp][] = [
  ['about', '/about', /About us/],
  ['about sub-page', '/about/legal', /Terms of use/],
  ['contact', '/contact', /Contact us/],
  ['insights listing', '/insights', /Insights/],
  ['insights news', '/insights/news', /News/],
  ['insights reviews', '/insights/reviews', /Reviews/],
  ['insights tag', '/insights/tag/qantas', /Insights tagged Qantas/],
  ['insight', '/insights/qantas-787-perth-london-review', /Qantas business class, Perth to London/],
  ['deals listing', '/deals', /Business class deals/],
  ['deal', '/deals/sydney-london-qantas', /Sydney to London in Qantas business class/],
  ['deal enquiry', '/deals/enquiry/sydney-london-qantas', /Enquire: Sydney to London/],
  ['deal enquiry success', '/deals/enquiry/success', /Your deal enquiry has been sent/],
  ['enquiry confirmation', '/enquiry/confirmation', /Enquiry received/],
  ['promotion', '/promotions/europe-in-business-2027', /Europe in business class, 2027/],
  ['join the list', '/join-the-list', /Join the list/],
  ['join the list confirmation', '/join-the-list-confirmation', /You're on the list/],
  ['privacy policy', '/privacy-policy', /Privacy/],
  ['webinar offers', '/webinar-offers', /Airfare webinar offers/],
  ['search', '/search?q=qantas', /Search the site/],
  ['token backup', '/backup/Ab12cd34ef', /Your saved link/],
  ['rewards-travel backup', '/backup/rewards-travel', /Rewards travel/],
];

test.describe('content pages', () => {
  for (const [kind, path, heading] of pageTypes) {
    test(`${kind} (${path}) renders on the server with no script file and no axe violation`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(/ \| CTG Business Class$/);
      await expectNoScriptFiles(page);
      await expectNoAxeViolations(page);
    });
  }

  test('an insight carries canonical, description, social cards and Article and breadcrumb data', async ({
    page,
  }) => {
    await page.goto('/insights/qantas-787-perth-london-review');
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/insights\/qantas-787-perth-london-review$/,
    );
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /Perth/);
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`^${new URL(page.url()).origin}/_(astro|image)`),
    );
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    // One URL serves every interface language: x-default only (docs/decisions/017).
    await expect(head.locator('link[rel="alternate"][hreflang]')).toHaveCount(1);
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/insights\/qantas-787-perth-london-review$/,
    );
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .flatMap((text) => [JSON.parse(text)].flat())
      .map((data: { '@type': string }) => data['@type']);
    expect(types).toEqual(expect.arrayContaining(['TravelAgency', 'BreadcrumbList', 'Review']));
    // The image is served by astro:assets from the site, never hot-linked.
    for (const src of await page
      .locator('main img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))) {
      expect(new URL(src).origin).toBe(new URL(page.url()).origin);
    }
  });

  test('a deal shows every deal field, Offer data and the enquiry link', async ({ page }) => {
    await page.goto('/deals/sydney-london-qantas');
    for (const term of [
      'Destinations',
      'Stopovers',
      'Departing from',
      'Lead-in price',
      'Travel seasons',
      'Departure dates',
      'Baggage',
      'Class',
      'Airline',
      'Book by',
      'Deposit to book',
      'Full payment by',
      'Change fee',
      'Notes',
    ]) {
      await expect(page.locator('dt', { hasText: new RegExp(`^${term}$`) })).toHaveCount(1);
    }
    const offer = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .flatMap((text) => [JSON.parse(text)].flat())
      .find((data: { '@type': string }) => data['@type'] === 'Offer');
    expect(offer).toMatchObject({ price: 9450, priceCurrency: 'AUD' });
    await page.getByRole('link', { name: 'Enquire about this deal' }).first().click();
    await expect(page).toHaveURL(/\/deals\/enquiry\/sydney-london-qantas$/);
  });

  test('deals sort, filter and load more with plain links and forms', async ({ page }) => {
    await page.goto('/deals');
    await expect(page.locator('article')).toHaveCount(12);
    await page.getByRole('link', { name: 'Load more deals' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('article')).toHaveCount(16);
    await page.getByLabel('Sort by').selectOption('price');
    await page.getByLabel('Destination').selectOption('london');
    await page.getByRole('button', { name: 'Show deals' }).click();
    await expect(page).toHaveURL(/sort=price/);
    const prices = await page.locator('.deal-price-amount').allTextContents();
    expect(prices.length).toBe(3);
    const amounts = prices.map((text) => Number(text.replace(/[^\d]/g, '')));
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
    const noMatch = await page.goto('/deals?airline=ZZ');
    expect(noMatch?.status()).toBe(200);
    await expect(page.getByText('No deal found')).toBeVisible();
    expect((await page.request.get('/deals?sort=bogus')).status()).toBe(404);
  });

  test('insights load more, reviews in the airline order, and the empty message', async ({ page }) => {
    await page.goto('/insights');
    await expect(page.locator('article')).toHaveCount(9);
    await page.getByRole('link', { name: 'Load more insights' }).click();
    await expect(page.locator('article')).toHaveCount(17);
    await page.goto('/insights/reviews');
    const eyebrows = await page.locator('article .eyebrow').allTextContents();
    expect(eyebrows[0]).toContain('Qantas');
    await page.goto('/insights?airline=ZZ');
    await expect(page.getByText('No insights found')).toBeVisible();
  });
});

test.describe('content pages in another interface language', () => {
  test('Japanese: the pages say once that articles are English, mark them so, and write dates and prices in Japanese', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'ctg_lang', value: 'ja', url: baseURL! }]);
    const note = page.locator('[data-content-language-note]');
    await page.goto('/deals');
    await expect(note).toHaveCount(1);
    await expect(note).toHaveText('記事と特別運賃の情報は英語で掲載しています。');
    const card = page.locator('.content-card').first();
    await expect(card.locator('.content-card-title')).toHaveAttribute('lang', 'en');
    await expect(card.locator('.deal-price-amount')).toHaveText(/^A\$[\d,]+\.\d{2}$/);
    await expect(card.locator('.content-card-meta')).toHaveText(/^予約期限：\d{4}年\d{1,2}月\d{1,2}日$/);
    expect(await visibleEnglish(page, 'ja')).toEqual([]);
    await expectNoAxeViolations(page);

    await page.goto('/insights/qantas-787-perth-london-review');
    await expect(note).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expect(page.locator('main .prose-site').first()).toHaveAttribute('lang', 'en');
    await expect(page.getByText(/^公開日：\d{4}年\d{1,2}月\d{1,2}日$/)).toBeVisible();
    expect(await visibleEnglish(page, 'ja')).toEqual([]);
    await expectNoAxeViolations(page);

    // The spec's form messages come in the reader's language; the editors' labels stay English.
    await page.goto('/contact');
    await expect(note).toHaveCount(1);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send message' }).click();
    const form = page.locator('#form-contact');
    await expect(form.getByText('強調表示された項目を修正してください')).toBeVisible();
    await expect(
      form.locator('.field-error', { hasText: '有効なメールアドレスを入力してください' }),
    ).toBeVisible();
    await expect(form.locator('.field-error', { hasText: 'この項目は必須です' }).first()).toBeVisible();
    expect(await visibleEnglish(page, 'ja')).toEqual([]);
  });

  test('English pages carry no note and no lang attributes on their content', async ({ page }) => {
    await page.goto('/deals');
    await expect(page.locator('[data-content-language-note]')).toHaveCount(0);
    await expect(page.locator('main [lang]')).toHaveCount(0);
    await expect(page.locator('.deal-price-amount').first()).toHaveText(/^\$[\d,]+\.\d{2}$/);
  });
});

test.describe('content forms', () => {
  test('contact: validation errors keep the values, then success shows the message and tracks it', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Message').fill('Hi');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contact#form-contact$/);
    const form = page.locator('#form-contact');
    await expect(form.getByText('Please correct the highlighted fields')).toBeVisible();
    await expect(form.locator('.field-error', { hasText: 'This field is required' }).first()).toBeVisible();
    await expect(form.locator('.field-error', { hasText: 'This field must be a valid email' })).toBeVisible();
    await expect(
      form.locator('.field-error', { hasText: 'This field must be at least 10 characters' }),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await page.getByLabel('First name').fill('Ann');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Email').fill('ann@example.com');
    await page.getByLabel('What is it about?').selectOption('deal');
    await page.getByLabel('Message').fill('Please call me about Europe in May.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Your message has reached our team')).toBeVisible();
    expect(await dataLayerEvents(page)).toEqual(['contact_form_submit']);
    await expectNoScriptFiles(page);
    // The message is for this visit only.
    await page.reload();
    await expect(page.getByText('Your message has reached our team')).toHaveCount(0);
  });

  test('deal enquiry: number rule, then the success page with deal_form_submit', async ({ page }) => {
    await page.goto('/deals/enquiry/sydney-london-qantas');
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Nguyen');
    await page.getByLabel('Email').fill('sam@example.com');
    await page.getByLabel('Phone').fill('0412345678');
    await page.getByLabel('Departing from').selectOption('SYD');
    await page.getByLabel('Number of travellers').fill('');
    await page.getByLabel('Preferred departure date').fill('2027-05-01');
    await page.getByLabel('Yes, by a few days').check();
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.locator('.field-error', { hasText: 'This field is required' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('sam@example.com');
    await page.getByLabel('Number of travellers').fill('2');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/\/deals\/enquiry\/success$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your deal enquiry has been sent');
    expect(await dataLayerEvents(page)).toEqual(['deal_form_submit']);
  });

  test('join the list: reload to the confirmation page with newsletter_subscription', async ({ page }) => {
    await page.goto('/join-the-list');
    await page.getByRole('button', { name: 'Join the list' }).click();
    await expect(page.locator('.field-error', { hasText: 'This field is required' }).first()).toBeVisible();
    await page.getByLabel('First name').fill('Kim');
    await page.locator('#join-the-list-email').fill('kim@example.com');
    await page.getByLabel('Usually flying from').selectOption('MEL');
    await page.getByLabel('Europe').check();
    await page.getByLabel(/I agree to receive fare alerts/).check();
    await page.getByRole('button', { name: 'Join the list' }).click();
    await expect(page).toHaveURL(/\/join-the-list-confirmation$/);
    expect(await dataLayerEvents(page)).toEqual(['newsletter_subscription']);
    await expectNoAxeViolations(page);
  });

  test('search help: success is tracked; a refused submission shows the failure message', async ({
    page,
  }) => {
    await page.goto('/search?q=zzzzqqqq');
    await page.getByLabel('What were you looking for?').fill('Business class to Reykjavik');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('We read every message')).toBeVisible();
    expect(await dataLayerEvents(page)).toEqual(['search_page_help_submit']);
    // Past the rate limit (8 posts of one form per address in 10 minutes) the service refuses.
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await page.request.post('/forms/search-help', {
        form: { lookingFor: 'x', _source: '/search?q=zzzzqqqq' },
        headers: { Origin: new URL(page.url()).origin },
        maxRedirects: 0,
      });
    }
    await page.goto('/search?q=zzzzqqqq');
    await page.getByLabel('What were you looking for?').fill('Lounges in Santiago');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toContainText('Error while submitting your contact form');
    await expect(page.getByLabel('What were you looking for?')).toHaveValue('Lounges in Santiago');
    expect(await dataLayerEvents(page)).toEqual([]);
  });

  test('the honeypot is hidden from people and keeps bots out quietly', async ({ page }) => {
    await page.goto('/join-the-list');
    // Off-screen, out of the tab order and hidden from assistive technology.
    const honeypot = page.locator('input[name="website"]');
    expect((await honeypot.boundingBox())?.x ?? 0).toBeLessThan(0);
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(page.locator('.form-hp')).toHaveAttribute('aria-hidden', 'true');
    const response = await page.request.post('/forms/join-the-list', {
      form: {
        website: 'spam',
        firstName: 'Bot',
        email: 'bot@example.com',
        homeAirport: 'SYD',
        consent: 'on',
        _source: '/join-the-list',
      },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
  });
});

test.describe('site search', () => {
  test('results are ranked and highlighted', async ({ page }) => {
    await page.goto('/search?q=qantas+lounge');
    await expect(page.getByText(/results? for “qantas lounge”/)).toBeVisible();
    await expect(page.locator('.search-result').first().locator('mark').first()).toBeVisible();
    await expect(page.locator('.search-result').first()).toContainText(
      'Qantas International Business Lounge',
    );
  });

  test('a query without a keyword of 3 characters is refused clearly', async ({ page }) => {
    await page.goto('/search?q=ab+cd');
    await expect(page.getByRole('alert')).toHaveText(
      'Please enter at least one keyword of 3 or more characters',
    );
    await expectNoAxeViolations(page);
  });

  test('no match shows the spec message and the help form', async ({ page }) => {
    await page.goto('/search?q=xylophonequartz');
    await expect(page.getByText("We couldn't find any records matching your search criteria.")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Help us find it' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("editors' preview", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });
  const draft = '/insights/packing-for-a-business-class-trip';

  test('drafts are 404 and absent from listings, search and the sitemap outside preview', async ({
    page,
  }) => {
    const response = await page.goto(draft);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Page Not Found: ${draft}`);
    await page.goto('/insights?page=2');
    await expect(page.locator(`a[href="${draft}"]`)).toHaveCount(0);
    await page.goto('/search?q=packing');
    await expect(page.locator(`a[href="${draft}"]`)).toHaveCount(0);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/insights/qantas-787-perth-london-review');
    expect(sitemap).not.toContain(draft);
  });

  test('after /?mode=1 an editor sees drafts with the Preview ribbon; still never in the sitemap', async ({
    page,
  }) => {
    await signInAsEditor(page);
    await page.goto('/?mode=1');
    await page.waitForURL((url) => url.pathname === '/' && !url.search.includes('mode'), { timeout: 5000 });
    const response = await page.goto(draft);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('private');
    await expect(page.locator('.preview-ribbon')).toContainText('Preview');
    await page.goto('/insights?page=2');
    await expect(page.locator(`a[href="${draft}"]`)).toHaveCount(1);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain(draft);
    // No edit overlay: no content admin is configured.
    await expect(page.locator('.edit-button')).toHaveCount(0);
    await page.goto('/?mode=0');
  });
});

test.describe('routing and SEO', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });
  test('unknown content is a real 404', async ({ page }) => {
    for (const path of [
      '/insights/no-such-insight',
      '/deals/no-such-deal',
      '/promotions/nope',
      '/no-such-page',
      '/about/nope',
      '/insights/tag/nope',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Page Not Found: ${path}`);
    }
  });

  test("the spec's permanent redirects land on real pages", async ({ page }) => {
    const cases: [string, string][] = [
      ['/news', '/insights'],
      ['/reviews', '/insights'],
      ['/ask-our-experts', '/contact'],
      ['/legal', '/about/legal'],
      ['/airfare-webinar', '/webinar-offers'],
      ['/page/privacy-policy', '/privacy-policy'],
      ['/news/qantas-project-sunrise', '/insights/qantas-project-sunrise'],
      ['/reviews/etihad-business-class-review', '/insights/etihad-business-class-review'],
      ['/news/tag/qantas', '/insights/tag/qantas'],
      ['/deals/sydney-london-qantas/enquiry', '/deals/enquiry/sydney-london-qantas'],
    ];
    for (const [from, to] of cases) {
      const redirect = await page.request.get(from, { maxRedirects: 0 });
      expect(redirect.status(), from).toBe(301);
      expect(new URL(redirect.headers().location ?? '', 'http://x').pathname, from).toBe(to);
      const landed = await page.request.get(to);
      expect(landed.status(), to).toBe(200);
    }
  });

  test('sitemap.xml and robots.txt', async ({ page }) => {
    const sitemap = await page.request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    for (const path of [
      '/about',
      '/deals/sydney-london-qantas',
      '/promotions/europe-in-business-2027',
      '/webinar-offers',
    ]) {
      expect(xml).toContain(`${path}</loc>`);
    }
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
    expect(robots).toContain('Disallow: /account');
  });

  test('published pages are cacheable for anonymous visitors, private once signed in or in preview', async ({
    page,
  }) => {
    await page.goto('/deals');
    const second = await page.request.get('/deals/sydney-london-qantas');
    expect(second.headers()['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  test('the back-up dashboard pages need a sign-in and check their date', async ({ page }) => {
    const backend = await page.request.get('/dashboard/ctg-backend', { maxRedirects: 0 });
    expect(backend.status()).toBe(302);
    expect(backend.headers().location).toBe('/account?returnUrl=%2Fdashboard%2Fctg-backend');
    const dated = await page.request.get('/dashboard/2026-01-15', { maxRedirects: 0 });
    expect(dated.status()).toBe(302);
    // The login guard answers before the page's date check, so a signed-out visitor learns nothing
    // about which dates exist; the date rule itself is unit-tested (content-helpers.test.ts).
    expect((await page.request.get('/dashboard/2026-02-30', { maxRedirects: 0 })).status()).toBe(302);
    expect((await page.request.get('/backup/no', { maxRedirects: 0 })).status()).toBe(404);
  });
});
