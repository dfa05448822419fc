import { readFileSync, writeFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { newSignedInTraveller } from './support/travellers';
import { visibleEnglish } from './support/visible-english';

test.describe('site shell', () => {
  test('home renders the CMS menu, account entry, selectors and footer', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/ \| CTG Business Class$/);
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    for (const label of ['Flights', 'Deals', 'Insights', 'About us', 'Contact']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/account?returnUrl=%2F',
    );
    await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Theme: / })).toBeVisible();
    await expect(
      page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Call 1300 282 844 (Australia wide, option 3)' }),
    ).toHaveAttribute('href', 'tel:1300282844');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // No <script src>: the shell's script is inline, and the search island loads through its
    // <astro-island> (budgeted in npm run bench:search).
    expect(await page.locator('script[src]').count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  test('the theme is chosen per user, kept in a cookie and rendered by the server', async ({ page }) => {
    test.slow(); // three themes, three axe runs
    await page.goto('/');
    await page.getByRole('button', { name: /^Theme: / }).click();
    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The server sends the theme in the HTML itself: no flash before styles apply.
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<html[^>]+data-theme="dark"/);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /^Theme: / }).click();
    await page.getByRole('button', { name: 'High contrast', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'contrast');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /^Theme: / }).click();
    await page.getByRole('button', { name: 'Match my device', exact: true }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.+/);
  });

  test('a language choice is kept; html lang states the language of the text shown', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Language: English' }).click();
    // Each language is offered in its own name, marked with its own language.
    for (const [code, label] of [
      ['id', 'Bahasa Indonesia'],
      ['ja', '日本語'],
      ['ko', '한국어'],
      ['zh-CN', '简体中文'],
    ] as const) {
      await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('lang', code);
    }
    await page.getByRole('button', { name: '日本語', exact: true }).click();
    await expect(page.getByRole('button', { name: '言語：日本語' })).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'ctg_lang')?.value).toBe('ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('link', { name: 'サインイン' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'メイン' }).first();
    for (const label of ['航空券', '特別運賃', 'インサイト', '会社概要', 'お問い合わせ']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    // One URL per page whatever the language: search engines are told so with x-default alone.
    const alternates = page.locator('head link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(1);
    await expect(alternates).toHaveAttribute('hreflang', 'x-default');
  });

  test('the mobile drawer opens without script, closes with Escape, and is closed after a page load', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const drawer = page.locator('.drawer[popover]');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(drawer).toBeVisible();
    await expect(
      drawer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deals', exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(drawer).toBeVisible();
    await page.reload();
    await expect(drawer).toBeHidden();
  });

  test('a route with its own validity check answers 404 when it fails', async ({ request }) => {
    const response = await request.get('/preview-mode');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found: /preview-mode');
  });
});

test.describe('404 page', () => {
  // Chromium logs the page's own 404 status as a console error.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('an unknown path shows the 404 page with its path and status', async ({ page }) => {
    const response = await page.goto('/no-such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found: /no-such/page' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('build check', () => {
  test('pages with islands look for a new build every hour and offer a reload', async ({ page }) => {
    const buildFile = process.env.E2E_BUILD_FILE as string;
    const deployed = readFileSync(buildFile, 'utf8');
    await page.clock.install();
    await page.goto('/');
    const notice = page.getByRole('status').filter({ hasText: 'A new version of this site is available' });
    await expect(notice).toBeHidden();

    // The same build is still deployed after an hour: a check is made, nothing is shown. The page
    // schedules the next check once this one's answer is read, so the test waits for the whole answer:
    // waiting for the request alone let a slow answer be taken for the second check's (seen once in CI).
    const firstCheck = page.waitForResponse((response) => response.url().includes('/api/checkCacheFile'));
    await page.clock.fastForward('01:00:00');
    await (await firstCheck).finished();
    await expect(notice).toBeHidden();

    try {
      writeFileSync(buildFile, JSON.stringify({ buildId: '2099-01-01-0badc0de' }));
      const secondCheck = page.waitForResponse((response) => response.url().includes('/api/checkCacheFile'));
      await page.clock.fastForward('01:00:00');
      await secondCheck;
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('button', { name: 'Reload now' })).toBeVisible();
      await expectNoAxeViolations(page);
      await notice.getByRole('button', { name: 'Not now' }).click();
      await expect(notice).toBeHidden();
    } finally {
      writeFileSync(buildFile, deployed);
    }
  });
});

test.describe('interface languages at 390 px', () => {
  const cases = [
    { lang: 'id', signIn: 'Masuk', menu: 'Menu', deals: 'Penawaran', font: /Segoe UI|Roboto|Arial/ },
    { lang: 'ja', signIn: 'サインイン', menu: 'メニュー', deals: '特別運賃', font: /Hiragino Sans/ },
    { lang: 'ko', signIn: '로그인', menu: '메뉴', deals: '특가', font: /Apple SD Gothic Neo/ },
    { lang: 'zh-CN', signIn: '登录', menu: '菜单', deals: '特惠', font: /PingFang SC/ },
  ];
  for (const { lang, signIn, menu, deals, font } of cases) {
    test(`${lang}: header, drawer and footer are translated, nothing clips, axe clean`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'ctg_lang', value: lang, url: baseURL! }]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/insights');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('banner').getByRole('link', { name: signIn })).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(font);
      // No header control is cut short, and the page never scrolls sideways.
      const clipped = await page.locator('.site-header').evaluate((header) =>
        Array.from(header.querySelectorAll<HTMLElement>('a, button'))
          .filter((element) => element.checkVisibility() && element.scrollWidth > element.clientWidth + 1)
          .map((element) => element.textContent?.trim()),
      );
      expect(clipped).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await visibleEnglish(page, lang)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`insights-${lang}-390.png`) });
      await page.getByRole('button', { name: menu, exact: true }).click();
      const drawer = page.locator('.drawer');
      await expect(drawer.getByRole('link', { name: deals, exact: true }).first()).toBeVisible();
      // Slid fully in: every entry, the editors' English ones too, wraps inside the drawer.
      await expect(drawer).toHaveCSS('transform', 'none');
      const drawerBox = (await drawer.boundingBox())!;
      for (const entry of await drawer.locator('.menu-entry').all()) {
        const box = (await entry.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(drawerBox.x + drawerBox.width + 1);
      }
      await page.screenshot({ path: test.info().outputPath(`drawer-${lang}-390.png`) });
      await expectNoAxeViolations(page);
    });
  }

  test('signed in, the header fits at 390 px in Bahasa Indonesia and Japanese', async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow(); // sign-up, emailed code, sign-in
    await newSignedInTraveller(page, 'shell-lang');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [lang, signOut] of [
      ['id', 'Keluar'],
      ['ja', 'サインアウト'],
    ] as const) {
      await context.addCookies([{ name: 'ctg_lang', value: lang, url: baseURL! }]);
      await page.goto('/deals');
      const header = page.locator('.site-header');
      await expect(header.getByRole('button', { name: signOut })).toBeVisible();
      const clipped = await header.evaluate((element) =>
        Array.from(element.querySelectorAll<HTMLElement>('a, button'))
          .filter((node) => node.checkVisibility() && node.scrollWidth > node.clientWidth + 1)
          .map((node) => node.textContent?.trim()),
      );
      expect(clipped).toEqual([]);
      const tools = (await header.locator('.utility-tools').boundingBox())!;
      expect(tools.x).toBeGreaterThanOrEqual(0);
      expect(tools.x + tools.width).toBeLessThanOrEqual(390);
      await page.screenshot({ path: test.info().outputPath(`header-signed-in-${lang}-390.png`) });
    }
  });

  test('Korean keeps words whole, Japanese breaks lines strictly, CJK emphasis is upright', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'ctg_lang', value: 'ko', url: baseURL! }]);
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    expect(await page.evaluate(() => getComputedStyle(document.body).wordBreak)).toBe('keep-all');
    await context.clearCookies();
    await context.addCookies([{ name: 'ctg_lang', value: 'ja', url: baseURL! }]);
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const styles = await page.evaluate(() => {
      const em = document.createElement('em');
      document.querySelector('main')!.append(em);
      return { lineBreak: getComputedStyle(document.body).lineBreak, em: getComputedStyle(em).fontStyle };
    });
    expect(styles).toEqual({ lineBreak: 'strict', em: 'normal' });
  });
});
