/**
 * Requests the Fetch API cannot represent never reach Astro. The Node adapter turns each request into
 * a `Request`, which throws for CONNECT, TRACE and TRACK (the adapter then answers a bare 500), and it
 * answers an undecodable URL or a request Node's parser refuses with a bare 400 or 431; Node itself
 * answers an HTTP/1.1 request without Host (400) and an Expect other than 100-continue (417) before any
 * listener sees them. These are answered here instead, on the Node server itself, with a clear message
 * and the security headers: 405 (with Allow) for the methods, 400/408/413/417/431 for the rest.
 */
import { tracingChannel } from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { ALLOW_HEADER, methodNotAllowedMessage } from './method-guard';
import { applySecurityHeaders, isSecureRequest, type TrustedProxies } from './security-headers.server';

/** Methods `new Request()` refuses ("forbidden methods" of the Fetch standard). */
const FORBIDDEN_FETCH_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

interface Refusal {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

/** A request Node would refuse on its own, bare, before the site saw it; null when it is fine. */
function headerRefusal(request: Pick<IncomingMessage, 'httpVersion' | 'headers'>): Refusal | null {
  // HTTP/1.1 requires Host (RFC 9112 3.2); HTTP/1.0 may omit it and gets the server's own name.
  if (request.httpVersion === '1.1' && request.headers.host === undefined) {
    return { status: 400, message: 'The request has no Host header, which HTTP/1.1 requires.' };
  }
  return null;
}

const EXPECTATION_FAILED: Refusal = {
  status: 417,
  message: 'The Expect header of this request cannot be met: only "100-continue" is supported.',
};

/** What the site answers instead of passing the request on, or null to pass it on. */
export function refusalFor(method: string | undefined, rawUrl: string | undefined): Refusal | null {
  const upper = (method ?? '').toUpperCase();
  if (FORBIDDEN_FETCH_METHODS.has(upper)) {
    return { status: 405, message: methodNotAllowedMessage(upper), headers: { Allow: ALLOW_HEADER } };
  }
  if (decodedTarget(rawUrl ?? '/') === null) {
    return { status: 400, message: 'The address is not valid: it has a malformed percent-encoding.' };
  }
  return null;
}

// The decoded value is returned (not only tried): the bundler drops a bare decodeURI() call whose
// result is unused, and the check with it.
function decodedTarget(rawUrl: string): string | null {
  try {
    return decodeURI(rawUrl);
  } catch {
    return null;
  }
}

function refusalHeaders(refusal: Refusal, secure: boolean): Headers {
  const headers = new Headers({
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...refusal.headers,
  });
  applySecurityHeaders(headers, { secure });
  return headers;
}

function isSecure(request: IncomingMessage, trusted: TrustedProxies): boolean {
  const encrypted = 'encrypted' in request.socket && request.socket.encrypted === true;
  const proto = request.headers['x-forwarded-proto'];
  return isSecureRequest(
    {
      url: new URL(encrypted ? 'https://site/' : 'http://site/'),
      forwardedProto: Array.isArray(proto) ? proto.join(',') : proto,
      peerAddress: request.socket.remoteAddress,
    },
    trusted,
  );
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Content Too Large',
  417: 'Expectation Failed',
  431: 'Request Header Fields Too Large',
};

/** A complete HTTP/1.1 response for a socket no `ServerResponse` exists for; the connection closes. */
function rawResponse(refusal: Refusal, secure: boolean): string {
  const body = `${refusal.message}\n`;
  const headers = refusalHeaders(refusal, secure);
  headers.set('Content-Length', String(Buffer.byteLength(body)));
  headers.set('Connection', 'close');
  const lines = [...headers].map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${refusal.status} ${STATUS_TEXT[refusal.status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

function clientErrorRefusal(code: string | undefined): Refusal {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'The request headers or the address are too long.' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, message: 'The request is too large.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive.' };
    case 'HPE_INVALID_METHOD':
      return { status: 405, message: methodNotAllowedMessage('requested'), headers: { Allow: ALLOW_HEADER } };
    default:
      return { status: 400, message: 'The request is not valid HTTP.' };
  }
}

/**
 * Puts the guard in front of the server's request listeners and answers CONNECT and requests Node's
 * parser refuses (unless the server already has its own handlers for those). Idempotent.
 */
function guardHttpServer(server: Server, state: GuardState): void {
  const trusted = state.trusted;
  const marked = server as Server & { __ctgRequestGuard?: true };
  if (marked.__ctgRequestGuard) return;
  marked.__ctgRequestGuard = true;

  const refuse = (request: IncomingMessage, response: ServerResponse, refusal: Refusal) => {
    const headers = refusalHeaders(refusal, isSecure(request, trusted));
    // The body (if any) is not read: the connection closes after the answer.
    headers.set('Connection', 'close');
    response.writeHead(refusal.status, Object.fromEntries(headers));
    response.end(request.method === 'HEAD' ? undefined : `${refusal.message}\n`);
  };

  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  // Node would answer a missing Host itself, bare; the listener below answers it with the headers.
  (server as Server & { requireHostHeader: boolean }).requireHostHeader = false;
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const refusal = headerRefusal(request) ?? refusalFor(request.method, request.url);
    if (!refusal) {
      if (state.front && answeredByFront(state.front, request, response, () => isSecure(request, trusted))) {
        return;
      }
      for (const listener of listeners) listener.call(server, request, response);
      return;
    }
    refuse(request, response, refusal);
  });
  // With a listener here Node emits the request instead of its own bare 417 (100-continue never comes here).
  if (server.listenerCount('checkExpectation') === 0) {
    server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) =>
      refuse(request, response, EXPECTATION_FAILED),
    );
  }

  if (server.listenerCount('connect') === 0) {
    server.on('connect', (request: IncomingMessage, socket: Duplex) => {
      const refusal = refusalFor('CONNECT', request.url) as Refusal;
      socket.end(rawResponse(refusal, isSecure(request, trusted)));
    });
  }
  if (server.listenerCount('clientError') === 0) {
    server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
      if (error.code === 'ECONNRESET' || !socket.writable) {
        socket.destroy();
        return;
      }
      // No request was parsed, so no forwarded header can be believed: HSTS only on a TLS socket.
      const secure = 'encrypted' in socket && socket.encrypted === true;
      socket.end(rawResponse(clientErrorRefusal(error.code), secure));
    });
  }
}

/**
 * Answers a request before the adapter sees it (the route cache's Node front door), or returns false.
 * `secure()`: the visitor reached the site over HTTPS (the socket, or a trusted proxy's X-Forwarded-Proto);
 * a function, so a request the door passes on (most are) does not pay for working it out.
 */
export type FrontDoor = (
  request: IncomingMessage,
  response: ServerResponse,
  secure: () => boolean,
) => boolean;

/**
 * Runs the front door. It is an optimisation, so a failure in it must not take the process down (it
 * runs in the server's 'request' event, where a throw is uncaught): before anything is written the
 * request goes on to the adapter as if the door had passed; after, the answer is ended.
 */
function answeredByFront(
  front: FrontDoor,
  request: IncomingMessage,
  response: ServerResponse,
  secure: () => boolean,
): boolean {
  try {
    return front(request, response, secure);
  } catch {
    if (!response.headersSent) return false;
    response.end();
    return true;
  }
}

interface GuardState {
  trusted: TrustedProxies;
  front: FrontDoor | undefined;
}

let listening: GuardState | undefined;

/**
 * Guards every HTTP server this process starts listening from now on (the adapter creates and starts
 * its server after the request entry is loaded, so the entry calls this at load). Other net servers
 * (no 'request' event) are left alone. `front`, when given, may answer a request the guard lets through
 * before the adapter sees it.
 */
export function guardServersOnListen(trusted: TrustedProxies, front?: FrontDoor): void {
  if (listening) {
    listening.trusted = trusted;
    listening.front = front;
    return;
  }
  listening = { trusted, front };
  const state = listening;
  tracingChannel('net.server.listen').subscribe({
    start() {},
    end() {},
    asyncStart(message) {
      const server = (message as { server?: unknown }).server;
      if (isHttpServer(server)) guardHttpServer(server, state);
    },
    asyncEnd() {},
    error() {},
  });
}

function isHttpServer(value: unknown): value is Server {
  return (
    typeof value === 'object' &&
    value !== null &&
    'listeners' in value &&
    (value as Server).listenerCount('request') > 0
  );
}
