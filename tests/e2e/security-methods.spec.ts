import { connect } from 'node:net';
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Any method, address or query ends in a 4xx (or the page) with the security headers, never a 500
 * (issue #9, item 5); HSTS only over HTTPS, X-Forwarded-Proto believed only from TRUSTED_PROXIES,
 * which the e2e server leaves empty (item 9).
 */

function expectSecurityHeaders(headers: Record<string, string>, what: string): void {
  expect(headers['content-security-policy'], `CSP on ${what}`).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options'], `nosniff on ${what}`).toBe('nosniff');
  expect(headers['x-frame-options'], `X-Frame-Options on ${what}`).toBe('DENY');
}

function expectRefused(response: APIResponse, what: string): void {
  expect(response.status(), what).toBeGreaterThanOrEqual(400);
  expect(response.status(), what).toBeLessThan(500);
  expectSecurityHeaders(response.headers(), what);
}

/** Sends the request bytes as written (clients normalise methods and addresses) and reads the head. */
function sendRaw(port: number, text: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [statusLine = '', ...lines] = (received.split('\r\n\r\n')[0] ?? '').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

test.describe('methods', () => {
  for (const path of ['/', '/api/logout', '/deals']) {
    test(`TRACE ${path} is a 405 with Allow and the security headers`, async ({ request }) => {
      const response = await request.fetch(path, { method: 'TRACE' });
      expect(response.status()).toBe(405);
      expect(response.headers()['allow']).toContain('GET');
      expectSecurityHeaders(response.headers(), `TRACE ${path}`);
    });
  }

  test('WebDAV and unknown methods are a 405 with Allow, with or without a matching Origin', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    for (const method of ['PROPFIND', 'PURGE', 'LOCK', 'QUERY', 'DELETE', 'PATCH']) {
      for (const path of ['/', '/api/cmsRequest', '/preferences/theme']) {
        const response = await request.fetch(path, {
          method,
          headers: { Origin: origin, 'Content-Type': 'application/json' },
          data: '{}',
        });
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers()['allow']).toBe('GET, HEAD, POST, PUT, OPTIONS');
        expectSecurityHeaders(response.headers(), `${method} ${path}`);
      }
    }
  });

  test('OPTIONS names the allowed methods', async ({ request }) => {
    const response = await request.fetch('/', { method: 'OPTIONS' });
    expect(response.status()).toBe(204);
    expect(response.headers()['allow']).toBe('GET, HEAD, POST, PUT, OPTIONS');
    expectSecurityHeaders(response.headers(), 'OPTIONS /');
  });

  test('CONNECT, TRACK and methods Node cannot parse get a 4xx with the security headers', async ({
    baseURL,
  }) => {
    const port = Number(new URL(baseURL!).port);
    for (const text of [
      'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n',
      'TRACK / HTTP/1.1\r\nHost: site\r\nConnection: close\r\n\r\n',
      'FROB / HTTP/1.1\r\nHost: site\r\nConnection: close\r\n\r\n',
    ]) {
      const answer = await sendRaw(port, text);
      expect(answer.status, text).toBeGreaterThanOrEqual(400);
      expect(answer.status, text).toBeLessThan(500);
      expectSecurityHeaders(answer.headers, text.split('\r\n')[0] ?? text);
    }
  });
});

test.describe('malformed addresses and queries', () => {
  test('undecodable, truncated and very long queries end in a 4xx or the page', async ({ baseURL }) => {
    const port = Number(new URL(baseURL!).port);
    for (const target of [
      '/?%',
      '/insights?page=%E0%A4%A',
      '/%',
      '/deals/%ff',
      `/insights?page=${'9'.repeat(4_000)}`,
      `/?q=${'a'.repeat(20_000)}`,
    ]) {
      const answer = await sendRaw(port, `GET ${target} HTTP/1.1\r\nHost: site\r\nConnection: close\r\n\r\n`);
      const what = `GET ${target.slice(0, 40)}`;
      expect(answer.status, what).toBeLessThan(500);
      expectSecurityHeaders(answer.headers, what);
    }
  });

  test('odd query parameters on the pages and the API answer without a server error', async ({ request }) => {
    for (const path of [
      '/insights?page=-1',
      '/insights?page=abc&page=2',
      '/deals?category[]=x',
      '/search?q=%00',
      '/flight/result?from=%F0%9F%98%80',
      '/api/cmsRequest?url=%2F%2Fevil.example',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      expectSecurityHeaders(response.headers(), path);
    }
  });
});

test.describe('HSTS', () => {
  test('X-Forwarded-Proto from a peer that is not a trusted proxy does not switch HSTS on', async ({
    request,
  }) => {
    const response = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['strict-transport-security']).toBeUndefined();
  });
});

test('a refused request still carries the security headers', async ({ request }) => {
  expectRefused(await request.fetch('/', { method: 'TRACE' }), 'TRACE /');
});
