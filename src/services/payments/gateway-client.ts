/**
 * The Booking API's client of the payment gateway (ADR 011): server to server with the secret key.
 * Without PAYMENT_GATEWAY_URL the gateway runs in this process and requests are dispatched to its Hono
 * app directly (the same HTTP contract, no socket); with it they go over the network.
 */
import type { Platform } from '../platform/platform';
import { resolveGatewayKeys } from './gateway/gateway-keys';
import { createGatewayApp } from './gateway/gateway.routes';
import type { AuthorisationView, ChallengeView, RefundView } from './gateway/gateway.schema';

export class GatewayError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface GatewayClient {
  authorise(
    input: { token: string; amount: number; reference: string; description?: string },
    idempotencyKey: string,
  ): Promise<AuthorisationView>;
  get(id: string): Promise<AuthorisationView>;
  capture(id: string, amount: number): Promise<AuthorisationView>;
  void(id: string): Promise<AuthorisationView>;
  /** Refunds `amount` cents of a captured payment; the same key answers the first refund again. */
  refund(id: string, amount: number, reason: string, idempotencyKey: string): Promise<RefundView>;
  getChallenge(challengeId: string): Promise<ChallengeView>;
  answerChallenge(challengeId: string, outcome: 'complete' | 'cancel'): Promise<AuthorisationView>;
}

type Send = (path: string, init: RequestInit) => Promise<Response>;
const clients = new WeakMap<Platform, GatewayClient>();

/** One client per platform (the in-process gateway app is built once). */
export function gatewayClient(platform: Platform): GatewayClient {
  let client = clients.get(platform);
  if (!client) {
    client = createGatewayClient(platform);
    clients.set(platform, client);
  }
  return client;
}

function createGatewayClient(platform: Platform): GatewayClient {
  const base = platform.config.payments.gatewayUrl;
  let send: Send;
  let secret: () => Promise<string>;
  if (base) {
    send = (path, init) => fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
    secret = async () => {
      const key = platform.config.paymentGatewaySecretKey;
      if (!key)
        throw new GatewayError(502, 'PAYMENT_GATEWAY_SECRET_KEY must be set with PAYMENT_GATEWAY_URL');
      return key;
    };
  } else {
    const app = createGatewayApp(platform);
    send = async (path, init) => app.request(path, init);
    let loaded: Promise<string> | undefined;
    secret = () => (loaded ??= resolveGatewayKeys(platform).then((keys) => keys.secretKey));
  }

  async function call<T = AuthorisationView>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    key?: string,
  ): Promise<T> {
    const headers: Record<string, string> = { Authorization: `Bearer ${await secret()}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (key) headers['Idempotency-Key'] = key;
    let response: Response;
    try {
      response = await send(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new GatewayError(502, `The payment gateway could not be reached: ${String(error)}`);
    }
    const envelope = (await response.json().catch(() => null)) as {
      message?: string;
      data?: T;
    } | null;
    if (!response.ok || !envelope?.data) {
      throw new GatewayError(response.status, envelope?.message ?? `gateway answered ${response.status}`);
    }
    return envelope.data;
  }

  return {
    authorise: (input, idempotencyKey) =>
      call('POST', '/authorisations', { ...input, currency: 'AUD' }, idempotencyKey),
    get: (id) => call('GET', `/authorisations/${encodeURIComponent(id)}`),
    capture: (id, amount) => call('POST', `/authorisations/${encodeURIComponent(id)}/capture`, { amount }),
    void: (id) => call('POST', `/authorisations/${encodeURIComponent(id)}/void`, {}),
    refund: (id, amount, reason, idempotencyKey) =>
      call<RefundView>(
        'POST',
        `/authorisations/${encodeURIComponent(id)}/refunds`,
        { amount, reason },
        idempotencyKey,
      ),
    getChallenge: (challengeId) =>
      call<ChallengeView>('GET', `/challenges/${encodeURIComponent(challengeId)}`),
    answerChallenge: (challengeId, outcome) =>
      call('POST', `/challenges/${encodeURIComponent(challengeId)}`, { outcome }),
  };
}
