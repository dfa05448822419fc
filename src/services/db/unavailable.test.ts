import { describe, expect, it } from 'vitest';
import type { Platform } from '../platform/platform';
import { createLogger } from '../platform/logger';
import { createServiceApp } from '../http/app-factory';
import { isDatabaseUnavailable } from './unavailable';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    [
      'a reset connection, wrapped by drizzle',
      wrapped(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })),
    ],
    ['a dropped connection', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a server shutting down', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', wrapped(Object.assign(new Error('syntax error'), { code: '42601' }))],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('a service whose database is away', () => {
  const platform = { log: createLogger('silent') } as unknown as Platform;
  const app = createServiceApp(platform, 'booking');
  app.get('/down', () => {
    throw wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
  });
  app.get('/bug', () => {
    throw new TypeError('x is undefined');
  });

  it('answers 503 with Retry-After (the site shows its 502 page), not a 500', async () => {
    const response = await app.request('/down');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(await response.json()).toMatchObject({ status: 'Error', statusCode: 503 });
  });

  it('still answers a bug 500', async () => {
    const response = await app.request('/bug');
    expect(response.status).toBe(500);
    expect(response.headers.get('Retry-After')).toBeNull();
  });
});
