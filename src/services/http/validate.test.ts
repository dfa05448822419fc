import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';
import { MAX_JSON_BODY_DEPTH as MAX_JSON_DEPTH } from './validate';

let t: TestServices;
let guestToken: string;
beforeAll(async () => {
  t = await createTestServices();
  const issued = await t.services.main.request(
    '/Login/publicToken',
    jsonRequest('POST', { siteId: 'ctg-au-web' }),
  );
  guestToken = (await issued.json()).access_token;
});
afterAll(() => t.close());

const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Routes that read a JSON body, in each service that has them (booking's with a guest token). */
const ROUTES = [
  ['main', '/Login/publicToken', (nested: string) => `{"siteId":${nested}}`],
  ['main', '/Signup/AccountSignup', (nested: string) => `{"firstName":"Ada","extra":${nested}}`],
  ['main', '/ForgotPassword/RequestResetPassword', (nested: string) => `{"email":${nested}}`],
  ['content', '/Account/PublicToken', (nested: string) => `{"siteId":${nested}}`],
  ['booking', '/AirShopping/Search', (nested: string) => `{"searchType":${nested}}`],
  ['booking', '/ShortlistedFlight/Add', (nested: string) => `{"flight":${nested}}`],
] as const;

describe('JSON bodies the services read', () => {
  for (const [service, path, wrap] of ROUTES) {
    for (const [shape, nested] of [
      ['arrays', nestedArrays(5_000)],
      ['objects', nestedObjects(5_000)],
      ['bare arrays', nestedArrays(5_000)],
    ] as const) {
      it(`${service} ${path} answers 400 to 5,000 levels of ${shape}`, async () => {
        const body = shape === 'bare arrays' ? nested : wrap(nested);
        const token = service === 'booking' ? { Authorization: `Bearer ${guestToken}` } : undefined;
        const response = await t.services[service].request(path, jsonRequest('POST', body, token));
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          status: 'Failed',
          message: 'The request body is nested too deeply',
          statusCode: 400,
        });
      });
    }
  }

  it('reads a body nested up to the limit (and refuses it by its schema, not its depth)', async () => {
    const atLimit = `{"siteId":${nestedArrays(MAX_JSON_DEPTH - 1)}}`;
    const response = await t.services.main.request('/Login/publicToken', jsonRequest('POST', atLimit));
    expect(response.status).toBe(400);
    expect((await response.json()).message).not.toBe('The request body is nested too deeply');
  });

  it('refuses one level past the limit', async () => {
    const past = `{"siteId":${nestedArrays(MAX_JSON_DEPTH)}}`;
    const response = await t.services.main.request('/Login/publicToken', jsonRequest('POST', past));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('The request body is nested too deeply');
  });

  it('refuses text that is not JSON with a clear message', async () => {
    const response = await t.services.main.request('/Login/publicToken', jsonRequest('POST', '{"siteId":'));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('The request body must be valid JSON');
  });

  it('refuses bytes that are not UTF-8 as invalid JSON', async () => {
    const response = await t.services.main.request('/Login/publicToken', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('The request body must be valid JSON');
  });

  it('refuses a body over the size limit sent without Content-Length (streamed) with 413', async () => {
    const chunk = new TextEncoder().encode(`{"siteId":"${'x'.repeat(64 * 1024)}`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await t.services.main.request('/Login/publicToken', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe('The request body is too large');
  });
});

// PostgreSQL text cannot hold NUL: found by the fuzz stage as a 500 on the sign-in routes.
describe('NUL characters in input', () => {
  it.each([
    ['/Login/Token', { username: '\u0000z9"', password: '+;M', siteId: 'web' }, 'username'],
    ['/Login/JwtLogin', { username: 'ada@example.com', password: 'a\u0000b', siteId: 'web' }, 'password'],
    [
      '/Account/Token',
      { grant_type: 'password', username: 'x\u0000', password: 'p', siteId: 'web' },
      'username',
    ],
  ])('main %s answers 400 naming the field', async (path, body, field) => {
    const response = await t.services.main.request(path, jsonRequest('POST', body));
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(`${field}: must not contain NUL characters`);
  });

  it('finds NUL in nested values and in keys', async () => {
    const { findNulCharacter } = await import('./validate');
    expect(findNulCharacter({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(findNulCharacter({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findNulCharacter({ a: ['fine'], b: 2, c: null })).toBeNull();
  });
});
