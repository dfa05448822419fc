import { Ajv2020 } from 'ajv/dist/2020';
import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { describeRoute } from './openapi';
import { buildServiceDocument, toOpenApiPath } from './openapi-document';

const info = { service: 'main', mount: '/svc/main', version: '1.0.0' };
const Body = v.object({ name: v.pipe(v.string(), v.minLength(1), v.maxLength(20)) });

interface DocumentedOperation {
  parameters?: unknown[];
  requestBody: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content: Record<string, { schema: object }> }>;
  security?: unknown[];
}

const schemaOf = (op: DocumentedOperation, status: string) =>
  op.responses[status]?.content['application/json']?.schema ?? {};

function operation(app: Hono, path: string, method: string): DocumentedOperation {
  const { document } = buildServiceDocument(app, info);
  return (document.paths as Record<string, Record<string, DocumentedOperation>>)[path]![method]!;
}

describe('buildServiceDocument', () => {
  it('lists a route without a contract as undocumented, and leaves middleware out', () => {
    const app = new Hono();
    app.use(async (_c, next) => next());
    app.get('/described', describeRoute({ summary: 'Described' }), (c) => c.json({}));
    app.post('/bare', (c) => c.json({}));
    const { document, undocumented } = buildServiceDocument(app, info);
    expect(undocumented).toEqual([{ method: 'POST', path: '/bare' }]);
    expect(Object.keys(document.paths as object)).toEqual(['/described']);
  });

  it('finds contracts inside mounted routers, also when they have their own error handler', () => {
    const inner = new Hono();
    inner.onError((_error, c) => c.json({}, 500));
    inner.post('/x/:id', describeRoute({ summary: 'Inner', body: Body }), (c) => c.json({}));
    const app = new Hono();
    app.route('/inner', inner);
    const { undocumented } = buildServiceDocument(app, info);
    expect(undocumented).toEqual([]);
    const op = operation(app, '/inner/x/{id}', 'post');
    expect(op.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string', minLength: 1 } },
    ]);
    expect(op.requestBody.content['application/json']?.schema).toEqual({
      type: 'object',
      properties: { name: { type: 'string', minLength: 1, maxLength: 20 } },
      required: ['name'],
    });
  });

  it('documents the envelope for every status, 401 with tokens, and raw answers as declared', () => {
    const app = new Hono();
    const doc = describeRoute({
      summary: 'Guarded',
      auth: ['public', 'account'],
      query: v.object({ q: v.optional(v.string()) }),
      data: v.object({ id: v.string() }),
      errors: [404],
      raw: { 503: { type: 'object' } },
    });
    app.get('/guarded', doc, (c) => c.json({}));
    const op = operation(app, '/guarded', 'get');
    expect(Object.keys(op.responses)).toEqual(['200', '400', '401', '404', '413', '429', '503']);
    expect(op.security).toEqual([{ publicToken: [] }, { accountToken: [] }]);
    expect(op.parameters).toEqual([{ name: 'q', in: 'query', required: false, schema: { type: 'string' } }]);

    const ajv = new Ajv2020({ strict: false });
    const ok = ajv.compile(schemaOf(op, '200'));
    expect(ok({ status: 'Success', message: '', data: { id: 'a' }, statusCode: 200 })).toBe(true);
    expect(ok({ status: 'Success', message: '', data: { id: 1 }, statusCode: 200 })).toBe(false);
    expect(ok({ status: 'Failed', message: '', data: { id: 'a' }, statusCode: 200 })).toBe(false);
    const notFound = ajv.compile(schemaOf(op, '404'));
    expect(notFound({ status: 'Failed', message: 'No', data: null, statusCode: 404 })).toBe(true);
    expect(notFound({ status: 'Failed', message: 'No', data: null, statusCode: 400 })).toBe(false);
    expect(schemaOf(op, '503')).toEqual({ type: 'object' });
  });

  it('documents a required Idempotency-Key header whose pattern is the one the Booking API accepts', () => {
    const app = new Hono();
    app.post('/pay', describeRoute({ summary: 'Pay', body: Body, idempotencyKey: true }), (c) => c.json({}));
    const [header] = operation(app, '/pay', 'post').parameters as {
      name: string;
      schema: { pattern: string };
    }[];
    expect(header).toMatchObject({ name: 'Idempotency-Key', in: 'header', required: true });
    const pattern = new RegExp(header!.schema.pattern);
    expect(['attempt-0001', 'a'.repeat(64)].every((key) => pattern.test(key))).toBe(true);
    expect(['short', 'a'.repeat(65), 'with space!'].some((key) => pattern.test(key))).toBe(false);
  });

  it('leaves hidden routes out of the document without calling them undocumented', () => {
    const app = new Hono();
    app.get('/reference', describeRoute({ summary: 'Reference', hidden: true }), (c) => c.html(''));
    const { document, undocumented } = buildServiceDocument(app, info);
    expect(undocumented).toEqual([]);
    expect(document.paths).toEqual({});
  });
});

describe('toOpenApiPath', () => {
  it.each([
    ['/menus/:key', '/menus/{key}'],
    ['/pages/:path{.+}', '/pages/{path}'],
    ['/entries/:type/:key/publish', '/entries/{type}/{key}/publish'],
    ['/Login/Token', '/Login/Token'],
  ])('%s -> %s', (path, expected) => expect(toOpenApiPath(path)).toBe(expected));
});
