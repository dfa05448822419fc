import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServiceDocument } from '../../http/openapi-document';
import { openTestGateway, type TestGateway } from './gateway-test-kit';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await openTestGateway();
});
afterAll(() => gateway.close());

it('documents every route with its schemas', () => {
  const { document, undocumented } = buildServiceDocument(gateway.app, {
    service: 'payments',
    mount: '/svc/payments',
    version: 'test',
  });
  expect(undocumented).toEqual([]);
  expect(Object.keys(document.paths as object).sort()).toEqual([
    '/authorisations',
    '/authorisations/{id}',
    '/authorisations/{id}/capture',
    '/authorisations/{id}/refunds',
    '/authorisations/{id}/void',
    '/challenges/{id}',
    '/healthz',
    '/refunds',
    '/tokens',
  ]);
});
