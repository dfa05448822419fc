import { readRouteDoc, type JsonSchema, type RouteDoc } from './openapi';
import { hoistDefinitions } from './openapi-definitions';
import { HEALTH_SCHEMA, describeStatus, envelopeSchema, toDocumentSchema } from './openapi-schemas';

/** The methods a document describes; `ALL` entries are middleware (app.use). */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface ServiceDocumentInfo {
  /** Service name: main, booking, hotel, content. */
  service: string;
  /** Base path the service is served under (its OpenAPI server URL), e.g. /svc/main. */
  mount: string;
  version: string;
}

/** What the document reads of a Hono app: its registered routes (app.routes). */
export interface RoutedApp {
  routes: ReadonlyArray<{ method: string; path: string; handler: unknown }>;
}

export interface RegisteredRoute {
  method: string;
  /** Hono's path, e.g. /menus/:key. */
  path: string;
}

export interface ServiceDocument {
  document: JsonSchema;
  /** Routes the app serves that declare no contract: each is a defect the fuzz stage reports. */
  undocumented: RegisteredRoute[];
}

/** Hono path to OpenAPI path: /pages/:path{.+} becomes /pages/{path}. */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, '{$1}');
}

/** Contracts of the routes every service app gets from http/app-factory.ts. */
const FACTORY_ROUTE_DOCS: Record<string, RouteDoc> = {
  'GET /healthz': { summary: 'Liveness: the process answers', raw: { 200: HEALTH_SCHEMA } },
};

/** The routes an app serves, one per method and path, each with the contract it declares (if any). */
export function listRoutes(app: RoutedApp): Array<RegisteredRoute & { doc?: RouteDoc }> {
  const byKey = new Map<string, RegisteredRoute & { doc?: RouteDoc }>();
  for (const route of app.routes) {
    const method = route.method.toUpperCase();
    if (!(METHODS as readonly string[]).includes(method)) continue;
    const key = `${method} ${route.path}`;
    const entry = byKey.get(key) ?? { method, path: route.path };
    entry.doc ??= readRouteDoc(route.handler) ?? FACTORY_ROUTE_DOCS[key];
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

/** The OpenAPI 3.1 document of one service app, generated from the contracts its routes declare. */
export function buildServiceDocument(app: RoutedApp, info: ServiceDocumentInfo): ServiceDocument {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const undocumented: RegisteredRoute[] = [];
  for (const route of listRoutes(app)) {
    if (!route.doc) {
      undocumented.push({ method: route.method, path: route.path });
      continue;
    }
    if (route.doc.hidden) continue;
    const path = toOpenApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = buildOperation(info.service, route, route.doc);
  }
  const schemas = hoistDefinitions(paths);
  const document: JsonSchema = {
    openapi: '3.1.0',
    info: {
      title: `${capitalise(info.service)} API`,
      version: info.version,
      description:
        `Reference ${info.service} service of the business-class booking site. Every answer is the ` +
        'envelope {status, message, data, statusCode} unless an operation says otherwise. Generated ' +
        'from the services\u2019 valibot schemas (npm run docs:api); do not edit by hand.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: info.mount }],
    paths,
    components: {
      ...(Object.keys(schemas).length ? { schemas } : {}),
      securitySchemes: usedSecuritySchemes(paths),
    },
  };
  return { document, undocumented };
}

const SECURITY_SCHEMES: Record<string, JsonSchema> = {
  publicToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Guest token from POST /svc/main/Login/publicToken',
  },
  accountToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Signed-in token from the two-factor step (POST /svc/main/Login/Verify2FA)',
  },
  editorKey: {
    type: 'http',
    scheme: 'bearer',
    description: 'The Content API editor key (CONTENT_EDITOR_TOKEN), for machine clients',
  },
};

/** The security schemes the document's operations name: a scheme no operation takes is left out. */
function usedSecuritySchemes(paths: Record<string, Record<string, JsonSchema>>): Record<string, JsonSchema> {
  const used = new Set<string>();
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      for (const requirement of (operation.security ?? []) as Record<string, unknown>[]) {
        for (const name of Object.keys(requirement)) used.add(name);
      }
    }
  }
  return Object.fromEntries(Object.entries(SECURITY_SCHEMES).filter(([name]) => used.has(name)));
}

function buildOperation(service: string, route: RegisteredRoute, doc: RouteDoc): JsonSchema {
  const parameters = [...pathParameters(route.path, doc), ...queryParameters(doc), ...headerParameters(doc)];
  const operation: JsonSchema = {
    operationId: `${route.method.toLowerCase()}${toOpenApiPath(route.path).replace(/[^A-Za-z0-9]+/g, '_')}`,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [tagOf(service, route.path)],
    ...(parameters.length ? { parameters } : {}),
  };
  if (doc.body) {
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: toDocumentSchema(doc.body, 'input') } },
    };
  }
  if (doc.auth === 'editor') operation.security = [{ accountToken: [] }, { editorKey: [] }];
  else if (doc.auth) operation.security = doc.auth.map((kind) => ({ [`${kind}Token`]: [] }));
  // Public: said outright, so a reader (and a linter) knows no token was forgotten.
  else operation.security = [];
  operation.responses = buildResponses(doc, parameters.length > 0);
  return operation;
}

function buildResponses(doc: RouteDoc, hasParameters: boolean): JsonSchema {
  const statuses = new Set<number>([...(doc.success ?? [200]), 413, 429, ...(doc.errors ?? [])]);
  if (doc.body || hasParameters) statuses.add(400);
  if (doc.auth) statuses.add(401);
  for (const status of Object.keys(doc.raw ?? {})) statuses.add(Number(status));
  for (const status of Object.keys(doc.binary ?? {})) statuses.add(Number(status));
  const responses: JsonSchema = {};
  for (const status of [...statuses].sort((a, b) => a - b)) {
    const mediaType = doc.binary?.[status];
    if (mediaType) {
      const schema = { type: 'string', contentMediaType: mediaType };
      responses[String(status)] = {
        description: describeStatus(status),
        content: { [mediaType]: { schema } },
      };
      continue;
    }
    const raw = doc.raw?.[status];
    const schema = raw
      ? toDocumentSchema(raw, 'input')
      : envelopeSchema(status, status < 400 && doc.data ? toDocumentSchema(doc.data, 'input') : {});
    responses[String(status)] = {
      description: describeStatus(status),
      content: { 'application/json': { schema } },
    };
  }
  return responses;
}

function pathParameters(path: string, doc: RouteDoc): JsonSchema[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: doc.params?.[name!] ?? { type: 'string', minLength: 1 },
  }));
}

function queryParameters(doc: RouteDoc): JsonSchema[] {
  if (!doc.query) return [];
  const schema = toDocumentSchema(doc.query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** The pattern the Booking API accepts for an Idempotency-Key (http/booking-idempotency.ts). */
export const IDEMPOTENCY_KEY_PATTERN = '^[\\w.:-]{8,64}$';

function headerParameters(doc: RouteDoc): JsonSchema[] {
  const idempotency = doc.idempotencyKey
    ? [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          description: 'One new key per attempt; the same key and body replay the first answer',
          schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN },
        },
      ]
    : [];
  if (!doc.channelHeaders) return idempotency;
  return [
    ...idempotency,
    { name: 'X-Channel-Code', in: 'header', required: true, schema: { const: 'web' } },
    {
      name: 'X-Site-Code',
      in: 'header',
      required: true,
      schema: { type: 'string', pattern: '^[!-~]{1,64}$' },
    },
  ];
}

/** Tag by the first path segment (Login, Profile, AirShopping, insights ...). */
function tagOf(service: string, path: string): string {
  return path.split('/').find((segment) => segment && !segment.startsWith(':')) ?? service;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
