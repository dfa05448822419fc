import { expect, expectNoAxeViolations, test } from './fixtures';
import { expectNoScriptFiles } from './support/content-pages';
import { visibleEnglish } from './support/visible-english';

/**
 * Content pages: every page type renders on the server with no script file and no axe
 * violation, with its fields and structured data, in English and in another interface language. The
 * forms and site search are in content-forms.spec.ts; preview, routing and SEO in content-routing.spec.ts.
 */

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
