import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { guardServersOnListen, refusalFor } from './node-request-guard.server';
import { parseTrustedProxies } from './security-headers.server';

/** Stands in for the Node adapter: builds a fetch Request (which throws for TRACE) or answers 500. */
function adapterLikeServer(): Server {
  return createServer((request, response) => {
    try {
      new Request(`http://site${request.url}`, { method: request.method });
      response.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': '5' }).end('page\n');
    } catch {
      response.writeHead(500).end('Internal Server Error');
    }
  });
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

async function listen(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are (no client normalises the method or the URL) and reads the whole answer. */
function sendRaw(port: number, text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const request = (method: string, target: string, extra = '') =>
  `${method} ${target} HTTP/1.1\r\nHost: site\r\nConnection: close\r\n${extra}\r\n`;

function expectSecurityHeaders(answer: RawAnswer): void {
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
}

describe('the Node request guard', () => {
  it('is needed: without it TRACE gives the adapter a bare 500', async () => {
    const port = await listen(adapterLikeServer());
    expect((await sendRaw(port, request('TRACE', '/'))).status).toBe(500);
  });

  describe('on servers started after guardServersOnListen', () => {
    beforeAll(() => guardServersOnListen(parseTrustedProxies('')));

    it.each(['TRACE', 'TRACK'])('answers %s with 405, Allow and the security headers', async (method) => {
      const port = await listen(adapterLikeServer());
      const answer = await sendRaw(port, request(method, '/'));
      expect(answer.status).toBe(405);
      expect(answer.headers['allow']).toContain('GET');
      expectSecurityHeaders(answer);
      if (method === 'TRACE') expect(answer.body).toContain('The TRACE method is not supported');
    });

    it('answers CONNECT with 405 and the security headers instead of dropping the connection', async () => {
      const port = await listen(adapterLikeServer());
      const answer = await sendRaw(port, request('CONNECT', 'evil.example:443'));
      expect(answer.status).toBe(405);
      expect(answer.headers['allow']).toContain('GET');
      expectSecurityHeaders(answer);
    });

    it.each([
      ['a malformed percent-encoding', request('GET', '/?%'), 400],
      ['a truncated UTF-8 sequence', request('GET', '/insights?page=%E0%A4%A'), 400],
      ['a method no HTTP parser knows', request('FROB', '/'), 405],
      ['a header line without a name', 'GET / HTTP/1.1\r\nHost: site\r\nnot a header\r\n\r\n', 400],
      ['an address longer than the header limit', request('GET', `/?q=${'a'.repeat(20_000)}`), 431],
    ])('answers %s with a 4xx and the security headers', async (_what, text, status) => {
      const port = await listen(adapterLikeServer());
      const answer = await sendRaw(port, text);
      expect(answer.status).toBe(status);
      expectSecurityHeaders(answer);
    });

    it('answers an HTTP/1.1 request without Host with 400, a message and the security headers', async () => {
      const port = await listen(adapterLikeServer());
      const answer = await sendRaw(port, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n');
      expect(answer.status).toBe(400);
      expect(answer.body).toContain('Host header');
      expectSecurityHeaders(answer);
    });

    it('answers an Expect it cannot meet with 417, a message and the security headers', async () => {
      const port = await listen(adapterLikeServer());
      const answer = await sendRaw(
        port,
        request('POST', '/api/logout', 'Expect: teapot\r\nContent-Length: 0\r\n'),
      );
      expect(answer.status).toBe(417);
      expect(answer.body).toContain('Expect');
      expectSecurityHeaders(answer);
    });

    it('still serves Expect: 100-continue and HTTP/1.0 without Host', async () => {
      const port = await listen(adapterLikeServer());
      const continued = await sendRaw(
        port,
        request('POST', '/', 'Expect: 100-continue\r\nContent-Length: 0\r\n'),
      );
      expect(continued.body).toContain('page\n');
      const old = await sendRaw(port, 'GET / HTTP/1.0\r\n\r\n');
      expect(old.status).toBe(200);
    });

    it('passes every other request to the adapter', async () => {
      const port = await listen(adapterLikeServer());
      for (const method of ['GET', 'POST', 'PROPFIND', 'DELETE']) {
        const answer = await sendRaw(port, request(method, '/insights?page=2', 'Content-Length: 0\r\n'));
        expect(answer.status).toBe(200);
        expect(answer.body).toBe('page\n');
      }
    });
  });

  describe('with a front door', () => {
    afterEach(() => guardServersOnListen(parseTrustedProxies('')));

    it('answers what the front door answers, and passes the rest to the adapter', async () => {
      guardServersOnListen(parseTrustedProxies(''), (request, response) => {
        if (request.url !== '/cached') return false;
        response.writeHead(200, { 'Content-Length': '7' }).end('cached\n');
        return true;
      });
      const port = await listen(adapterLikeServer());
      expect((await sendRaw(port, request('GET', '/cached'))).body).toBe('cached\n');
      expect((await sendRaw(port, request('GET', '/insights'))).body).toBe('page\n');
      // Refusals come first: the front door never sees what the guard answers.
      expect((await sendRaw(port, request('TRACE', '/cached'))).status).toBe(405);
    });

    it('goes on to the adapter when the front door throws before writing', async () => {
      guardServersOnListen(parseTrustedProxies(''), () => {
        throw new Error('store unreadable');
      });
      const port = await listen(adapterLikeServer());
      const answer = await sendRaw(port, request('GET', '/insights'));
      expect(answer.status).toBe(200);
      expect(answer.body).toBe('page\n');
    });
  });

  describe('HSTS on its answers', () => {
    it('follows X-Forwarded-Proto only from a trusted proxy', async () => {
      guardServersOnListen(parseTrustedProxies(''));
      const untrusted = await listen(adapterLikeServer());
      const spoofed = await sendRaw(untrusted, request('TRACE', '/', 'X-Forwarded-Proto: https\r\n'));
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();

      guardServersOnListen(parseTrustedProxies('127.0.0.1'));
      const behindProxy = await listen(adapterLikeServer());
      const answer = await sendRaw(behindProxy, request('TRACE', '/', 'X-Forwarded-Proto: https\r\n'));
      expect(answer.headers['strict-transport-security']).toContain('max-age=');
    });
  });
});

describe('refusalFor', () => {
  it('passes ordinary requests on', () => {
    expect(refusalFor('GET', '/deals?page=2')).toBeNull();
    expect(refusalFor('POST', '/api/logout')).toBeNull();
  });
});
