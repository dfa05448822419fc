import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { API_DOCS_DIR, buildServiceDocuments } from './openapi-files';

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(async () => {
  await t.close();
});

describe('the committed OpenAPI documents (docs/api)', () => {
  it.each(['main', 'booking', 'hotel', 'content'] as const)(
    '%s.json is what the code generates (run npm run docs:api after changing a route)',
    async (name) => {
      const generated = buildServiceDocuments(t.services)[name];
      expect(generated.undocumented, 'routes without a contract').toEqual([]);
      const committed = JSON.parse(await readFile(join(API_DOCS_DIR, `${name}.json`), 'utf8'));
      // Compared as JSON values: formatting is prettier's business, content is the contract.
      expect(committed).toEqual(JSON.parse(JSON.stringify(generated.document)));
    },
  );

  it('serves each document at /openapi.json', async () => {
    const answer = await t.services.booking.request('/openapi.json');
    expect(answer.status).toBe(200);
    const served = await answer.json();
    expect(served).toEqual(JSON.parse(JSON.stringify(buildServiceDocuments(t.services).booking.document)));
  });
});
