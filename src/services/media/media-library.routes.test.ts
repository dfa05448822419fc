import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateAccountProfile } from '../account/account.repo';
import { listStaffActions } from '../audit/staff-audit';
import { MEDIA_MESSAGES } from '../../shared/contracts/media-library';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';
import { testAccountToken, testPublicToken } from '../testing/test-tokens';
import { MEDIA_CACHE_CONTROL } from './media-library.routes';

const SITE = 'ctg-au-web';
let t: TestServices;
const tokens = { guest: '', traveller: '', editor: '', agent: '', admin: '' };
let png = '';

beforeAll(async () => {
  t = await createTestServices();
  tokens.guest = await testPublicToken(t, SITE);
  tokens.traveller = (await testAccountToken(t, 'media-traveller@example.com', SITE)).token;
  for (const role of ['editor', 'agent', 'admin'] as const) {
    const account = await testAccountToken(t, `media-${role}@ctg.example`, SITE);
    await updateAccountProfile(t.platform, account.accountId, { role });
    tokens[role] = account.token;
  }
  // Wider than the stored width, so the resize shows.
  const pixels = await sharp({
    create: { width: 2000, height: 1000, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  png = pixels.toString('base64');
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as loose JSON
type Loose = any;

async function call(who: keyof typeof tokens | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = who ? { Authorization: `Bearer ${tokens[who]}` } : {};
  const response = await t.services.content.request(path, jsonRequest(method, body, headers));
  return { status: response.status, body: (await response.json()) as Loose };
}

describe('media library upload', () => {
  it('stores an editor upload as WebP, resized, with its alt text, and audits it', async () => {
    const answer = await call('editor', 'POST', '/editor/media', { alt: 'Harbour at dusk', image: png });
    expect(answer.status).toBe(201);
    const image = answer.body.data;
    expect(image).toMatchObject({ alt: 'Harbour at dusk', width: 1600, height: 800 });
    expect(image.url).toBe(`/media/${image.id}.webp`);
    const audit = await listStaffActions(t.platform, { action: 'media.upload', limit: 10 });
    expect(
      audit.some((row) => row.targetId === image.id && row.actorEmail === 'media-editor@ctg.example'),
    ).toBe(true);
  });

  it('accepts a data: URL from an admin', async () => {
    t.clock.advance(60_000);
    const answer = await call('admin', 'POST', '/editor/media', {
      alt: 'Lounge seating',
      image: `data:image/png;base64,${png}`,
    });
    expect(answer.status).toBe(201);
  });

  it('refuses travellers and agents (403) and callers without a token (401)', async () => {
    for (const who of ['traveller', 'agent'] as const) {
      expect((await call(who, 'POST', '/editor/media', { alt: 'x', image: png })).status).toBe(403);
      expect((await call(who, 'GET', '/editor/media')).status).toBe(403);
    }
    expect((await call(null, 'POST', '/editor/media', { alt: 'x', image: png })).status).toBe(401);
    expect((await call('guest', 'GET', '/editor/media')).status).toBe(401);
  });

  it('requires alt text', async () => {
    for (const alt of [undefined, '', '   ']) {
      const answer = await call('editor', 'POST', '/editor/media', { alt, image: png });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain('Alt text is required');
    }
  });

  it('refuses what is not an image with a 400', async () => {
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>').toString('base64');
    for (const image of [text, Buffer.from('hello').toString('base64'), 'not base64!']) {
      const answer = await call('editor', 'POST', '/editor/media', { alt: 'x', image });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(MEDIA_MESSAGES.format);
    }
  });

  it('refuses an image over 2 MB (400) and a body past the upload allowance (413)', async () => {
    const tooBig = Buffer.alloc(2 * 1024 * 1024 + 10, 1).toString('base64');
    const answer = await call('editor', 'POST', '/editor/media', { alt: 'x', image: tooBig });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(MEDIA_MESSAGES.size);
    const huge = 'A'.repeat(4 * 1024 * 1024);
    expect((await call('editor', 'POST', '/editor/media', { alt: 'x', image: huge })).status).toBe(413);
  });
});

describe('media library list and serving', () => {
  it('lists newest first and searches the alt text', async () => {
    const all = await call('editor', 'GET', '/editor/media');
    expect(all.status).toBe(200);
    const alts = all.body.data.images.map((image: Loose) => image.alt);
    expect(alts.indexOf('Lounge seating')).toBeLessThan(alts.indexOf('Harbour at dusk'));
    const found = await call('editor', 'GET', '/editor/media?q=harbour');
    expect(found.body.data.images.map((image: Loose) => image.alt)).toEqual(['Harbour at dusk']);
  });

  it('serves an image and its thumbnail to anyone, as WebP cached for good', async () => {
    const [image] = (await call('editor', 'GET', '/editor/media?q=harbour')).body.data.images;
    const full = await t.services.content.request(`/media/${image.id}.webp`);
    expect(full.status).toBe(200);
    expect(full.headers.get('Content-Type')).toBe('image/webp');
    expect(full.headers.get('Cache-Control')).toBe(MEDIA_CACHE_CONTROL);
    const meta = await sharp(Buffer.from(await full.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const thumb = await t.services.content.request(`/media/${image.id}.webp?size=thumbnail`);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(320);
    expect((await t.services.content.request('/media/000000000000000000000000.webp')).status).toBe(404);
    expect((await t.services.content.request('/media/nope.png')).status).toBe(404);
  });
});
