import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formSubmissions, outboxEmails } from '../db/schema';
import { seed } from '../seed/seed';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';
import { FORM_RATE_LIMIT } from './forms.service';

let t: TestServices;
let token: string;
let ipCounter = 0;
let ip: string;

beforeAll(async () => {
  t = await createTestServices();
  await seed(t.platform, 'src/content');
  const answer = await t.services.content.request(
    '/Account/PublicToken',
    jsonRequest('POST', { siteId: 'ctg-au-web' }),
  );
  token = ((await answer.json()) as { access_token: string }).access_token;
});
afterAll(() => t.close());
// Each test is its own visitor, so the rate limit only counts where a test means it to.
beforeEach(() => {
  ipCounter += 1;
  ip = `198.51.100.${ipCounter}`;
});

async function submit(form: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await t.services.content.request(
    `/forms/${form}/submissions`,
    jsonRequest('POST', body, {
      'X-Channel-Code': 'web',
      'X-Site-Code': 'ctg-au-web',
      Authorization: `Bearer ${token}`,
      'X-Client-Ip': ip,
      ...headers,
    }),
  );
  return {
    status: response.status,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as loose JSON
    body: (await response.json()) as { status: string; message: string; data: any },
  };
}

const contact = {
  firstName: 'Amelia',
  lastName: 'Chen',
  email: 'Amelia.Chen@Example.com',
  topic: 'new-trip',
  message: 'We would like to fly to Lisbon in business class next May.',
};

async function storedFor(form: string) {
  return t.platform.database.db.select().from(formSubmissions).where(eq(formSubmissions.formKey, form));
}
async function emailsTo(address: string) {
  return t.platform.database.db.select().from(outboxEmails).where(eq(outboxEmails.recipient, address));
}

describe('POST /forms/{key}/submissions', () => {
  it('stores a contact message, emails the RecipientEmail address and shows the message (reply type 4)', async () => {
    const answer = await submit('contact', { values: contact, sourcePath: '/contact' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      replyType: 4,
      replyAction: 'ShowMessageAndSendEmail',
      emailSent: true,
      trackingEvent: 'contact_form_submit',
    });
    expect(answer.body.message).toContain('Thank you');
    const [stored] = await storedFor('contact');
    expect(stored).toMatchObject({
      emailStatus: 'sent',
      sourcePath: '/contact',
      values: { email: 'amelia.chen@example.com', topic: 'new-trip' },
    });
    const [email] = await emailsTo('hello@ctg.example');
    expect(email?.subject).toBe('New contact form message');
    expect(email?.text).toContain('Message: We would like to fly to Lisbon');
  });

  it('sends a deal enquiry by email and points to the success page (reply type 3)', async () => {
    const answer = await submit('deal-enquiry', {
      values: {
        deal: 'sydney-london-qantas',
        firstName: 'Sam',
        lastName: 'Walker',
        email: 'sam@example.com',
        phone: '0412 345 678',
        departureCity: 'SYD',
        travellers: '2',
        departureDate: '2027-05-02',
        flexible: 'yes',
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      replyAction: 'SendEmail',
      redirectTo: '/deals/enquiry/success',
      emailSent: true,
      message: null,
      trackingEvent: 'deal_form_submit',
    });
    const [email] = await emailsTo('deals@ctg.example');
    expect(email?.text).toContain('Deal: sydney-london-qantas');
  });

  it('stores a join-the-list sign-up without email and asks for a reload to the confirmation (reply type 1)', async () => {
    const before = (await t.platform.database.db.select().from(outboxEmails)).length;
    const answer = await submit('join-the-list', {
      values: {
        firstName: 'Lee',
        email: 'lee@example.com',
        homeAirport: 'PER',
        interests: ['europe', 'asia'],
        consent: 'on',
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      replyAction: 'Reload',
      redirectTo: '/join-the-list-confirmation',
      emailSent: false,
      trackingEvent: 'newsletter_subscription',
    });
    const [stored] = await storedFor('join-the-list');
    expect(stored).toMatchObject({
      emailStatus: 'not_required',
      values: { interests: ['europe', 'asia'], consent: true },
    });
    expect((await t.platform.database.db.select().from(outboxEmails)).length).toBe(before);
  });

  it("answers invalid values with a 400 and the spec's message for each field", async () => {
    const answer = await submit('deal-enquiry', {
      values: {
        deal: 'sydney-london-qantas',
        firstName: '',
        lastName: 'W'.repeat(30),
        email: 'not-an-email',
        phone: '123',
        departureCity: 'LAX',
        travellers: 'two',
        departureDate: '2027-02-30',
        flexible: 'maybe',
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Please correct the highlighted fields');
    expect(answer.body.data.errors).toEqual({
      firstName: 'This field is required',
      lastName: 'This field must be at most 29 characters',
      email: 'This field must be a valid email',
      phone: 'This field must be at least 8 characters',
      departureCity: 'Please choose one of the options',
      travellers: 'This field must be a number',
      departureDate: 'This field must be a valid date (YYYY-MM-DD)',
      flexible: 'Please choose one of the options',
    });
    expect(await storedFor('deal-enquiry')).toHaveLength(1);
  });

  it('needs the required consent on the join-the-list form', async () => {
    const answer = await submit('join-the-list', {
      values: { firstName: 'Lee', email: 'lee@example.com', homeAirport: 'PER' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual({ consent: 'This field is required' });
  });

  it('drops a submission whose honeypot is filled, answering like a success', async () => {
    const before = (await storedFor('contact')).length;
    const answer = await submit('contact', { values: contact, honeypot: 'http://spam.example' });
    expect(answer.status).toBe(201);
    expect(answer.body.data.emailSent).toBe(false);
    expect(await storedFor('contact')).toHaveLength(before);
  });

  it('limits the submissions of one visitor to one form', async () => {
    for (let attempt = 0; attempt < FORM_RATE_LIMIT.limit; attempt += 1) {
      expect((await submit('search-help', { values: { lookingFor: `Attempt ${attempt}` } })).status).toBe(
        201,
      );
    }
    const refused = await submit('search-help', { values: { lookingFor: 'One too many' } });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many attempts. Please wait a few minutes and try again.');
    t.clock.advance(FORM_RATE_LIMIT.windowSeconds * 1000 + 1);
    // The token survives ten minutes; the limit does not.
    expect((await submit('search-help', { values: { lookingFor: 'After the window' } })).status).toBe(201);
  });

  it("keeps nothing and answers 'Error while submitting your contact form' when the email cannot be sent", async () => {
    const mailer = t.platform.mailer;
    t.platform.mailer = { kind: 'outbox', send: async () => Promise.reject(new Error('SMTP is down')) };
    try {
      const before = (await storedFor('contact')).length;
      const answer = await submit('contact', { values: contact });
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        status: 'Error',
        message: 'Error while submitting your contact form',
      });
      expect(await storedFor('contact')).toHaveLength(before);
    } finally {
      t.platform.mailer = mailer;
    }
  });

  it.each([
    ['an unknown form', 'no-such-form', { values: {} }, 404],
    ['a malformed form key', 'Bad_Key', { values: {} }, 404],
    ['a body without values', 'contact', {}, 400],
    ['values that are objects', 'contact', { values: { firstName: { $gt: '' } } }, 400],
    ['a source path that is a URL', 'contact', { values: contact, sourcePath: 'https://evil.example' }, 400],
  ])('refuses %s', async (_label, form, body, status) => {
    const answer = await submit(form, body);
    expect(answer.status).toBe(status);
    expect(answer.body.status).toBe('Failed');
  });

  it('answers malformed JSON with 400 and refuses calls without a token', async () => {
    expect((await submit('contact', '{"values":')).status).toBe(400);
    const response = await t.services.content.request(
      '/forms/contact/submissions',
      jsonRequest('POST', { values: contact }, { 'X-Channel-Code': 'web', 'X-Site-Code': 'ctg-au-web' }),
    );
    expect(response.status).toBe(401);
  });
});
