import { describe, expect, it } from 'vitest';
import { readServiceConfig } from './config';
import { resolveSiteUrl } from '../../shared/http/site-origin';

describe('the origin links in email point at', () => {
  it.each([
    [{}, 'http://localhost:4321'],
    [{ PORT: '4511' }, 'http://localhost:4511'],
    [{ HOST: '127.0.0.1', PORT: '8080' }, 'http://127.0.0.1:8080'],
    [{ HOST: '0.0.0.0', PORT: '3000' }, 'http://localhost:3000'],
    [{ HOST: '::', PORT: '3000' }, 'http://localhost:3000'],
    [{ HOST: '::1', PORT: '3000' }, 'http://[::1]:3000'],
    [{ HOST: 'booking.internal', PORT: '80' }, 'http://booking.internal:80'],
    [{ HOST: ' ', PORT: ' ' }, 'http://localhost:4321'],
    [{ SITE_URL: 'https://ctg.example/', HOST: '0.0.0.0', PORT: '3000' }, 'https://ctg.example'],
  ])('%o -> %s', (env: Record<string, string>, expected) => {
    expect(resolveSiteUrl(env)).toBe(expected);
    expect(readServiceConfig(env).siteUrl).toBe(expected);
  });
});
