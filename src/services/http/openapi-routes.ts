import { Scalar } from '@scalar/hono-api-reference';
import type { Hono } from 'hono';
import type { ServiceEnv } from './app-factory';
import { describeRoute } from './openapi';
import { buildServiceDocument, type ServiceDocumentInfo } from './openapi-document';

/** Version of the published documents; the contracts themselves are versioned with the code. */
export const API_DOCUMENT_VERSION = '1.0.0';

const OPENAPI_DOCUMENT_SCHEMA = {
  type: 'object',
  properties: { openapi: { const: '3.1.0' }, info: { type: 'object' }, paths: { type: 'object' } },
  required: ['openapi', 'info', 'paths'],
};

/**
 * Serves the service's OpenAPI document at {mount}/openapi.json and, outside production, the rendered
 * reference at {mount}/reference. Register it before the service's own routes: a router mounted at
 * `/` with token middleware would otherwise guard these paths too. The document is built on the first
 * request, once every route is registered.
 */
export function serveOpenApi(
  app: Hono<ServiceEnv>,
  info: Omit<ServiceDocumentInfo, 'version'>,
  options: { reference: boolean },
): void {
  let document: object | undefined;
  app.get(
    '/openapi.json',
    describeRoute({
      summary: 'This OpenAPI document',
      raw: { 200: OPENAPI_DOCUMENT_SCHEMA },
    }),
    (c) => {
      document ??= buildServiceDocument(app, { ...info, version: API_DOCUMENT_VERSION }).document;
      return c.json(document);
    },
  );
  if (options.reference) {
    app.get(
      '/reference',
      describeRoute({ summary: 'Rendered API reference (development only)', hidden: true }),
      Scalar({ url: `${info.mount}/openapi.json`, pageTitle: `${info.service} API reference` }),
    );
  }
}
