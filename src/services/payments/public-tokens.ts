/**
 * The site's public card-tokenisation path (POST /gateway/tokens, src/fetch.ts), handed to the embedded
 * gateway's POST /tokens (ADR 011). Only what tokenising needs goes through: the body as it came, its
 * type and length, the publishable key and the request id; never the site's cookies. The answer is
 * never cached.
 */
import { GATEWAY_MOUNT } from '../http/service-mounts';

export const PUBLIC_TOKENS_PATH = '/gateway/tokens';
const FORWARDED = ['Content-Type', 'Content-Length', 'Authorization', 'X-Request-Id'];

/**
 * `clientIp` is the traveller's address as the site knows it (the peer, or the forwarded client behind
 * a trusted proxy): the gateway limits tokenisations per address against card testing. Whatever
 * X-Client-Ip the browser sent is never passed on.
 */
export async function forwardTokenRequest(
  request: Request,
  dispatch: (request: Request) => Promise<Response>,
  clientIp?: string,
): Promise<Response> {
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (clientIp) headers.set('X-Client-Ip', clientIp);
  const forwarded = new Request(`http://embedded.services.internal${GATEWAY_MOUNT}/tokens`, {
    method: 'POST',
    headers,
    body: request.body,
    duplex: 'half',
  } as RequestInit);
  const answer = await dispatch(forwarded);
  const response = new Response(answer.body, answer);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
