import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../shared/contracts/endpoint';
import { ENDPOINT_CATALOGUE } from '../../shared/contracts/endpoint-catalogue';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { testAccountToken, testPublicToken } from '../testing/test-tokens';
import { listRoutes } from './openapi-document';

/**
 * The bearer an entry of the endpoint catalogue declares (src/shared/contracts/endpoint.ts) is the one
 * the site attaches; the service must take it. An entry that says `auto` on a route that wants the
 * account token sends a guest's public token to a certain 401; one that says `none` on a guarded route
 * sends no token at all. Checked twice: against the route's documented auth (the OpenAPI security), and
 * against the guard itself, by calling the route with no token, a public token and an account token.
 */
const DOCUMENTED_AUTH: Record<Endpoint['auth'], string[] | undefined> = {
  none: undefined,
  auto: ['account', 'public'],
  account: ['account'],
};

let t: TestServices;
let publicToken: string;
let accountToken: string;
beforeAll(async () => {
  t = await createTestServices();
  publicToken = await testPublicToken(t, 'web');
  accountToken = (await testAccountToken(t, 'catalogue-auth@example.com', 'web')).token;
});
afterAll(async () => {
  await t.close();
});

/** The status of one call to the entry's route; the body is empty, the guard answers before it is read. */
async function statusOf(entry: Endpoint, token?: string): Promise<number> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const init: RequestInit =
    entry.method === 'GET'
      ? { method: 'GET', headers }
      : { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: '{}' };
  const response = await t.services[entry.service].request(entry.path, init);
  return response.status;
}

const entries = ENDPOINT_CATALOGUE.map(
  (entry) => [`${entry.method} ${entry.service}${entry.path} (${entry.auth})`, entry] as const,
);

describe('the auth of the endpoint catalogue', () => {
  it('has entries of each kind', () => {
    const kinds = new Set(ENDPOINT_CATALOGUE.map((entry) => entry.auth));
    expect([...kinds].sort()).toEqual(['account', 'auto', 'none']);
  });

  it.each(entries)('%s is the auth the route documents', (_, entry) => {
    const route = listRoutes(t.services[entry.service]).find(
      (candidate) => candidate.method === entry.method && candidate.path === entry.path,
    );
    expect(route?.doc).toBeDefined();
    const documented = route?.doc?.auth;
    expect(documented === undefined ? undefined : [...documented].sort()).toEqual(
      DOCUMENTED_AUTH[entry.auth],
    );
  });

  it.each(entries)('%s is the auth the route is guarded with', async (_, entry) => {
    const withoutToken = await statusOf(entry);
    if (entry.auth === 'none') {
      expect(withoutToken).not.toBe(401);
      return;
    }
    expect(withoutToken).toBe(401);
    const withPublicToken = await statusOf(entry, publicToken);
    if (entry.auth === 'account') expect(withPublicToken).toBe(401);
    else expect(withPublicToken).not.toBe(401);
    expect(await statusOf(entry, accountToken)).not.toBe(401);
  });
});
