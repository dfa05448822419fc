import { expect, expectNoAxeViolations, test } from './fixtures';
import { dataLayerEvents, expectNoScriptFiles } from './support/content-pages';

/**
 * The content forms (contact, deal enquiry, join the list, search help, the honeypot) and the site
 * search, as plain server-rendered pages.
 */

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
    await expect(page.getByRole('alert')).toContainText(
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
