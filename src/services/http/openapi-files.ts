import { SERVICE_MOUNTS, type Services } from './service-mounts';
import { buildServiceDocument, type ServiceDocument } from './openapi-document';
import { API_DOCUMENT_VERSION } from './openapi-routes';

/** Where `npm run docs:api` writes the documents, relative to the repository root. */
export const API_DOCS_DIR = 'docs/api';

/** The OpenAPI document of every service, as served at /svc/{service}/openapi.json. */
export function buildServiceDocuments(services: Services): Record<keyof Services, ServiceDocument> {
  const build = (name: keyof Services) =>
    buildServiceDocument(services[name], {
      service: name,
      mount: SERVICE_MOUNTS[name],
      version: API_DOCUMENT_VERSION,
    });
  return { main: build('main'), booking: build('booking'), hotel: build('hotel'), content: build('content') };
}
