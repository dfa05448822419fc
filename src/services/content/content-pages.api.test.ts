/** The Content API's promotions, pages, forms, collections, snippets and home over the seed content. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServices } from '../testing/test-platform';
import { contentReads, openContentServices } from './content-api-test-kit';

let t: TestServices;
let token: string;
beforeAll(async () => ({ t, token } = await openContentServices()));
afterAll(() => t.close());

const { read } = contentReads(() => ({ t, token }));

describe('promotions, pages, forms, collections, snippets, home', () => {
  it('lists promotions and serves one with its deals resolved', async () => {
    const list = await read('/promotions');
    expect(list.body.data.total).toBe(3);
    const promotion = await read('/promotions/europe-in-business-2027');
    expect(promotion.body.data.template).toBe('Promotion Template');
    expect(promotion.body.data.deals.length).toBe(7);
    expect((await read('/promotions/none')).status).toBe(404);
  });

  it('serves pages by path with layouts, templates and included sections, forms, snippets and collections', async () => {
    const about = await read('/pages/about');
    expect(about.status).toBe(200);
    expect(about.body.data).toMatchObject({
      path: '/about',
      layout: 'about',
      template: 'FB About w/o Summary',
    });
    const layouts = about.body.data.sections.map((section: { layout: string }) => section.layout);
    expect(layouts).toEqual([
      'ImageLeftContentRight',
      'ContentLeftImageRight',
      'ContentTopImageBottom',
      'DealListingLayout',
      'Nope',
    ]);
    expect(about.body.data.sections[2].title).toBe('Why travellers book business class with us');
    expect(about.body.data.sections[3].deals).toHaveLength(3);
    const legal = await read('/pages/about/legal');
    expect(legal.body.data.title).toBe('Terms of use and booking terms');
    const privacy = await read('/pages/privacy-policy');
    expect(
      privacy.body.data.sections.map((section: { body: string | null }) => section.body ?? '').join(' '),
    ).toContain('Australian Privacy Principles');
    const contact = await read('/pages/contact');
    const [formSection, snippetSection, faqSection] = contact.body.data.sections;
    expect(formSection.form.key).toBe('contact');
    expect(snippetSection.snippet.title).toBe('Acknowledgement of Country');
    expect(faqSection.collection.items.length).toBeGreaterThan(0);
    const webinar = await read('/pages/webinar-offers');
    expect(webinar.body.data.sections.map((section: { layoutId: number }) => section.layoutId)).toEqual([
      23, 25, 8, 10,
    ]);
  });

  it("answers 404 'Page Not Found: {path}' for unknown and malformed paths", async () => {
    expect(await read('/pages/no/such/page')).toMatchObject({
      status: 404,
      body: { message: 'Page Not Found: /no/such/page' },
    });
    expect((await read('/pages/UPPER')).status).toBe(404);
  });

  it('serves forms without their recipient address', async () => {
    const form = await read('/forms/contact');
    expect(form.body.data).toMatchObject({
      replyType: 4,
      replyAction: 'ShowMessageAndSendEmail',
      trackingEvent: 'contact_form_submit',
      submitPath: '/forms/contact/submissions',
    });
    expect(JSON.stringify(form.body.data)).not.toContain('@ctg.example');
    expect((await read('/forms/deal-enquiry')).body.data.replyAction).toBe('SendEmail');
    expect((await read('/forms/join-the-list')).body.data).toMatchObject({
      replyAction: 'Reload',
      redirectTo: '/join-the-list-confirmation',
    });
    expect((await read('/forms/nope')).status).toBe(404);
  });

  it('serves collections and snippets', async () => {
    const faq = await read('/collections/booking-faq');
    expect(faq.body.data.fields.map((field: { type: string }) => field.type)).toEqual([
      'Text',
      'RichText',
      'Date',
    ]);
    const snippet = await read('/snippets/fare-disclaimer');
    expect(snippet.body.data.html).toContain('href="/about/legal"');
    expect((await read('/snippets/none')).status).toBe(404);
  });

  it('keeps the home shape and adds resolved images and featured items', async () => {
    const home = await read('/home');
    expect(home.body.data.sections.map((section: { kind: string }) => section.kind)).toEqual([
      'features',
      'routes',
      'callout',
    ]);
    expect(home.body.data.banners[0].media).toMatchObject({ key: 'sydney-harbour', kind: 'Image' });
    expect(home.body.data.featuredDeals).toHaveLength(4);
    expect(home.body.data.featuredInsights).toHaveLength(3);
  });
});
