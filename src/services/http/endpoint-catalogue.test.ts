import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_CATALOGUE } from '../../shared/contracts/endpoint-catalogue';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { listRoutes } from './openapi-document';
import { API_DOCS_DIR, buildServiceDocuments } from './openapi-files';

/**
 * The endpoint catalogue (src/shared/contracts/endpoint-catalogue.ts) names what the browser may reach
 * through the site's same-origin API; an entry the services do not serve, or serve under another
 * method, would be a dead allowlist line and a browser call that can only fail.
 */
type Paths = Record<string, Record<string, unknown>>;

let t: TestServices;
let generated: Record<string, Paths>;
const committed: Record<string, Paths> = {};
beforeAll(async () => {
  t = await createTestServices();
  const documents = buildServiceDocuments(t.services);
  generated = Object.fromEntries(
    Object.entries(documents).map(([name, { document }]) => [name, (document as { paths: Paths }).paths]),
  );
  for (const name of Object.keys(documents)) {
    const file = JSON.parse(await readFile(join(API_DOCS_DIR, `${name}.json`), 'utf8')) as { paths: Paths };
    committed[name] = file.paths;
  }
});
afterAll(async () => {
  await t.close();
});

const entries = ENDPOINT_CATALOGUE.map(
  (entry) => [`${entry.method} ${entry.service}${entry.path}`, entry] as const,
);

describe('the endpoint catalogue', () => {
  it('names each endpoint once', () => {
    const keys = entries.map(([key]) => key);
    expect(keys.length).toBeGreaterThan(80);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(entries)('%s is a route the service registers', (_, entry) => {
    const routes = listRoutes(t.services[entry.service]).map((route) => `${route.method} ${route.path}`);
    expect(routes).toContain(`${entry.method} ${entry.path}`);
  });

  it.each(entries)('%s is in the generated and the committed OpenAPI document', (_, entry) => {
    const method = entry.method.toLowerCase();
    expect(generated[entry.service]?.[entry.path]?.[method]).toBeDefined();
    expect(committed[entry.service]?.[entry.path]?.[method]).toBeDefined();
  });
});
