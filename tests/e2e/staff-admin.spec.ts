import { expect, expectNoAxeViolations, test } from './fixtures';
import { DEMO_AGENT, signInAsStaff } from './support/editor-session';
import { newSignedInTraveller, uniqueTag, waitForEmail, type Traveller } from './support/travellers';

/** The demo admin (README "Demo accounts"; seeded by src/services/seed/seed.ts). */
const DEMO_ADMIN: Traveller = {
  email: 'admin@ctg.example',
  password: 'Countersign-Audit-Trail-2026!',
  firstName: 'Grace',
  lastName: 'Okafor',
};

test.describe('staff and audit (admins)', () => {
  // The traveller's first look at the staff page is refused, as it should be.
  test.use({ expectedConsoleErrors: ['the server responded with a status of 403'] });

  test('an admin promotes a new traveller to agent and sees it in the audit log', async ({ page }) => {
    test.setTimeout(120_000);
    const traveller = await newSignedInTraveller(page, 'promoted');
    const refused = await page.goto('/dashboard/ctg-backend/staff');
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole('alert')).toContainText('This page is for admins only.');
    await page.context().clearCookies();

    await signInAsStaff(page, DEMO_ADMIN);
    await page.goto('/dashboard/ctg-backend');
    await page.getByRole('link', { name: /^Staff and roles/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff and roles' })).toBeVisible();
    await page.getByLabel('Email or name').fill(traveller.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.locator(`tr[data-email="${traveller.email}"]`);
    await expect(row).toContainText('Traveller');
    await expectNoAxeViolations(page);
    await row.getByLabel(`New role for ${traveller.email}`).selectOption('agent');
    await row.getByRole('button', { name: 'Change role' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${traveller.email} is now: Agent.` }),
    ).toBeVisible();
    await expect(page.locator(`tr[data-email="${traveller.email}"]`)).toContainText('Agent');
    await expectNoAxeViolations(page);

    await page.goto('/dashboard/ctg-backend');
    await page.getByRole('link', { name: /^Audit log/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Action').fill('role.change');
    await page.getByRole('button', { name: 'Show entries' }).click();
    const entry = page
      .getByTestId('audit-entries')
      .locator('tbody tr')
      .filter({ hasText: `${traveller.email}: traveller → agent` });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(DEMO_ADMIN.email);
    await entry.getByText('Show before and after').click();
    await expect(entry.locator('pre').last()).toContainText('"role": "agent"');
    await expectNoAxeViolations(page);
  });
});

test('an agent answers a contact enquiry: in progress, a reply in the outbox, and the CSV', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `enquirer-${uniqueTag()}@example.com`;
  await page.goto('/contact');
  await page.getByLabel('First name').fill('Noor');
  await page.getByLabel('Last name').fill('Haddad');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('What is it about?').selectOption('deal');
  await page.getByLabel('Message').fill('Can we fly to Tokyo in business class in April?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Your message has reached our team')).toBeVisible();

  await signInAsStaff(page, DEMO_AGENT);
  await page.goto('/dashboard/ctg-backend');
  await page.getByRole('link', { name: /^Enquiries/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await expectNoAxeViolations(page);
  const row = page.getByTestId('enquiries').locator('tbody tr').filter({ hasText: email });
  await expect(row).toHaveAttribute('data-status', 'new');
  await row.getByRole('link', { name: 'Noor Haddad' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiry: Noor Haddad' })).toBeVisible();
  await expect(page.getByText('Can we fly to Tokyo in business class in April?')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Status', { exact: true }).selectOption('in_progress');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Enquiry updated.' })).toBeVisible();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('in_progress');

  const started = Date.now();
  await page.getByLabel('Subject').fill('Tokyo in April');
  await page.getByRole('textbox', { name: 'Message' }).fill('Yes: we have business class seats on 14 April.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Reply sent: it is in the outbox.' }),
  ).toBeVisible();
  await expect(page.getByTestId('enquiry-replies')).toContainText('Tokyo in April');
  await expectNoAxeViolations(page);
  const [sent] = await waitForEmail(
    page.request,
    email,
    started,
    /we have business class seats on 14 April\.[\s\S]*> Message: Can we fly to Tokyo/,
  );
  expect(sent).toContain('you wrote:');

  const csv = await page.request.get('/dashboard/ctg-backend/enquiries/export.csv?status=in_progress');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-disposition']).toMatch(
    /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  expect(await csv.text()).toContain(email);
});
