/**
 * The account dashboard (issue 5 "Done when"): each test signs up its own traveller (unique email) and
 * fills the traveller details, preferences, marketing choices and companions.
 */
import { expect, expectNoAxeViolations, test } from './fixtures';
import { hydrated, newSignedInTraveller } from './support/travellers';

// Each journey signs up, reads the outbox and signs in with the emailed code: longer than the default 30 s.
test.slow();

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('dashboard', () => {
  test('fills personal details, passport, emergency contact, frequent flyer, preferences and marketing', async ({
    page,
  }) => {
    const traveller = await newSignedInTraveller(page);
    await page.goto('/dashboard/traveller-info');
    await hydrated(page);
    await expectNoAxeViolations(page);

    const personal = page.getByRole('region', { name: 'Personal Details' });
    await personal.getByLabel('Date of birth').fill('1985-04-12');
    await personal.getByLabel('Gender').selectOption('Female');
    await personal.getByLabel('Nationality').selectOption({ label: 'Australian' });
    await personal.getByLabel('Mobile number').fill('123');
    await personal.getByLabel('First name').fill('');
    await personal.getByRole('button', { name: 'Save personal details' }).click();
    await expect(personal.getByText('This field is required')).toBeVisible();
    await expect(personal.getByText('Please enter valid mobile number')).toBeVisible();
    await expect(personal.getByLabel('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    await personal.getByLabel('First name').fill(traveller.firstName);
    await personal.getByLabel('Mobile number').fill('0412 345 678');
    await personal.getByRole('button', { name: 'Save personal details' }).click();
    await expect(
      personal.getByRole('status').filter({ hasText: 'Your changes have been saved.' }),
    ).toBeVisible();

    const passport = page.getByRole('region', { name: 'Passport Information' });
    await passport.getByLabel('Passport number').fill('PA-123');
    await passport.getByRole('button', { name: 'Save passport' }).click();
    await expect(passport.getByText('Please enter valid passport number')).toBeVisible();
    await expect(passport.getByText('Country of issue is required')).toBeVisible();
    await expect(passport.getByText('Date of expiry is required')).toBeVisible();
    await passport.getByLabel('Passport number').fill('PA1234567');
    await passport.getByLabel('Country of issue').selectOption('AU');
    await passport.getByLabel('Date of issue (optional)').fill('2022-01-10');
    await passport.getByLabel('Date of expiry').fill('2032-01-09');
    await passport.getByRole('button', { name: 'Save passport' }).click();
    await expect(
      passport.getByRole('status').filter({ hasText: 'Your changes have been saved.' }),
    ).toBeVisible();
    await expect(passport.getByText(/Saved passport ending \S*567\./)).toBeVisible();

    const emergency = page.getByRole('region', { name: 'Emergency Contact' });
    await emergency.getByLabel('Contact name').fill('Tom Hartley');
    await emergency.getByLabel('Relationship').fill('Brother');
    await emergency.getByLabel('Contact mobile number').fill('0498 765 432');
    await emergency.getByRole('button', { name: 'Save emergency contact' }).click();
    await expect(
      emergency.getByRole('status').filter({ hasText: 'Your changes have been saved.' }),
    ).toBeVisible();

    const flyer = page.getByRole('region', { name: 'Frequent Flyer Program' });
    await flyer.getByRole('button', { name: 'Add a program' }).click();
    await flyer.getByLabel('Airline code').fill('QF');
    await flyer.getByLabel('Membership number').fill('1234567');
    await flyer.getByRole('button', { name: 'Save programs' }).click();
    await expect(
      flyer.getByRole('status').filter({ hasText: 'Your changes have been saved.' }),
    ).toBeVisible();

    await page.reload();
    await hydrated(page);
    await expect(
      page.getByRole('region', { name: 'Personal Details' }).getByLabel('Date of birth'),
    ).toHaveValue('1985-04-12');
    await expect(
      page.getByRole('region', { name: 'Emergency Contact' }).getByLabel('Contact name'),
    ).toHaveValue('Tom Hartley');
    await expect(
      page.getByRole('region', { name: 'Frequent Flyer Program' }).getByLabel('Membership number'),
    ).toHaveValue('1234567');

    await page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('link', { name: 'Preferences' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
    await hydrated(page);
    await expectNoAxeViolations(page);
    const routes = page.getByRole('region', { name: 'Departing City & Airline' });
    await routes.getByLabel('Departing cities').fill('SYD, mel');
    await routes.getByLabel('Preferred airlines').fill('QF, SQ');
    await routes.getByRole('button', { name: 'Save cities and airlines' }).click();
    await expect(
      routes.getByRole('status').filter({ hasText: 'Your changes have been saved.' }),
    ).toBeVisible();
    const extra = page.getByRole('region', { name: 'Additional Preferences' });
    await extra.getByLabel('Meal preference').selectOption('VGML');
    await extra.getByRole('radio', { name: 'Aisle' }).check();
    await extra.getByLabel('Notes').fill('Quiet seat please');
    await extra.getByRole('button', { name: 'Save additional preferences' }).click();
    await expect(
      extra.getByRole('status').filter({ hasText: 'Your changes have been saved.' }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Departing cities')).toHaveValue('SYD, MEL');
    await expect(page.getByRole('radio', { name: 'Aisle' })).toBeChecked();

    await page.goto('/dashboard/settings');
    await hydrated(page);
    await expectNoAxeViolations(page);
    const marketing = page.getByRole('region', { name: 'Marketing Preferences' });
    await marketing.getByLabel('SMS').check();
    await marketing.getByRole('button', { name: 'Save marketing preferences' }).click();
    await expect(
      marketing.getByRole('status').filter({ hasText: 'Your changes have been saved.' }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Marketing Preferences' }).getByLabel('SMS')).toBeChecked();
    await expect(
      page.getByRole('region', { name: 'Security' }).getByRole('cell', { name: 'Signed in' }).first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Linked Accounts' })).toContainText(
      'Reservation-system profile',
    );

    await page.goto('/dashboard/shortlisted');
    await expect(page.getByText('You have not shortlisted any flights yet.')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(traveller.email).toContain('@example.com');
  });

  test('adds a companion with passport and picture (the half-done companion survives a reload) and a profile picture', async ({
    page,
  }) => {
    await newSignedInTraveller(page);
    await page.goto('/dashboard/traveller-info#Companions');
    await hydrated(page);
    const companions = page.getByRole('region', { name: 'Companions' });
    await companions.getByRole('button', { name: 'Add a companion' }).click();
    const form = companions.getByRole('form', { name: 'New companion' });
    await form.getByLabel('Title').selectOption('Dr.');
    await form.getByLabel('First name').fill('Noah');
    await page.reload();
    await hydrated(page);
    const restored = page
      .getByRole('region', { name: 'Companions' })
      .getByRole('form', { name: 'New companion' });
    await expect(restored.getByLabel('First name')).toHaveValue('Noah');
    await restored.getByRole('button', { name: 'Save companion' }).click();
    await expect(restored.getByText('This field is required').first()).toBeVisible();
    await restored.getByLabel('Last name').fill('Hartley');
    await restored.getByLabel('Date of birth').fill('2031-01-01');
    await restored.getByRole('button', { name: 'Save companion' }).click();
    await expect(restored.getByText('Invalid date of birth')).toBeVisible();
    await restored.getByLabel('Date of birth').fill('2012-06-30');
    await restored.getByRole('button', { name: 'Save companion' }).click();

    const region = page.getByRole('region', { name: 'Companions' });
    await expect(region.getByRole('status').first()).toContainText('Noah Hartley was added.');
    const card = region.getByRole('article', { name: 'Dr. Noah Hartley' });
    await expect(card).toBeVisible();
    await card.getByText('Passport of Dr. Noah Hartley').click();
    await card.getByLabel('Passport number').fill('N1234567');
    await card.getByLabel('Country of issue').selectOption('NZ');
    await card.getByLabel('Date of expiry').fill('2030-05-01');
    await card.getByRole('button', { name: 'Save passport' }).click();
    await expect(card.getByText(/Passport ending \S*567, expires 1 May 2030/)).toBeVisible();

    await card.getByLabel('Upload a picture of Dr. Noah Hartley').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(card.getByRole('alert')).toContainText(
      'Invalid file format. Please upload a jpeg, jpg, png or gif image.',
    );
    await card
      .getByLabel('Upload a picture of Dr. Noah Hartley')
      .setInputFiles({ name: 'noah.png', mimeType: 'image/png', buffer: PNG });
    await expect(card.getByRole('img', { name: 'Picture of Dr. Noah Hartley' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    const saved = page.getByRole('article', { name: 'Dr. Noah Hartley' });
    await expect(saved.getByRole('img', { name: 'Picture of Dr. Noah Hartley' })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );
    await expect(saved).toContainText(/Passport ending \S*567/);
    // On a phone the page fits the screen: a companion's picture field (a file input, in a card within
    // a card) once widened it to 451 px.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(
      await page.evaluate(() => JSON.parse(sessionStorage.getItem('ctg_companion') ?? '{}').editing),
    ).toBe(false);
  });
});
