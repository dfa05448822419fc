import type { APIContext } from 'astro';
import type { RequestScope } from '../../src/lib/api/service-client';
import { registerEmbeddedServices } from '../../src/lib/api/transport';
import { cookieJar } from './cookie-jar';

/**
 * The APIContext a BFF endpoint gets for a guest's browser: an empty cookie jar, the request scope the
 * middleware builds (fixed clock and client address) and, when given, the incoming request.
 */
export function bffContext(request?: Request): APIContext {
  const { cookies } = cookieJar();
  const scope: RequestScope = {
    cookies,
    url: new URL('http://localhost:4321/'),
    now: () => Date.parse('2026-11-21T10:00:00Z'),
    clientIp: '203.0.113.9',
    requestId: 'req-1',
  };
  return { locals: { scope }, ...(request ? { request } : {}) } as unknown as APIContext;
}

/** Fake services behind the BFF: a guest token from /Login/publicToken, `answer` for every other call. */
export function fakeServices(answer: (request: Request) => Response): void {
  registerEmbeddedServices(async (request) => {
    if (new URL(request.url).pathname.endsWith('/Login/publicToken')) {
      return Response.json({ access_token: 'guest-1', token_type: 'Bearer', expires_in: 86_400 });
    }
    return answer(request);
  });
}
