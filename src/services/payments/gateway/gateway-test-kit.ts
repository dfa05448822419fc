/** Helpers of the payment gateway's integration tests: a gateway over a fresh database, and its calls. */
import pino from 'pino';
import type { Logger } from '../../platform/logger';
import type { Platform } from '../../platform/platform';
import { createTestServices, jsonRequest, type TestServices } from '../../testing/test-platform';
import { resolveGatewayKeys, type GatewayKeys } from './gateway-keys';
import { createGatewayApp } from './gateway.routes';

export interface TestGateway {
  t: TestServices;
  app: ReturnType<typeof createGatewayApp>;
  keys: GatewayKeys;
  /** Every line the gateway logged, as written (JSON text). */
  logLines: string[];
  close(): Promise<void>;
}

/** A logger at the most verbose level that keeps every line it writes. */
export function createRecordingLogger(lines: string[]): Logger {
  return pino({ level: 'trace', base: undefined }, { write: (line: string) => void lines.push(line) });
}

/** The gateway over a fresh migrated database, logging into `logLines`. */
export async function openTestGateway(): Promise<TestGateway> {
  const t = await createTestServices();
  const logLines: string[] = [];
  const platform: Platform = { ...t.platform, log: createRecordingLogger(logLines) };
  const app = createGatewayApp(platform);
  const keys = await resolveGatewayKeys(platform);
  return { t, app, keys, logLines, close: () => t.close() };
}

/** The same database seen by a gateway configured with another secret key (another merchant). */
export function gatewayWithSecretKey(gateway: TestGateway, secretKey: string) {
  const platform: Platform = {
    ...gateway.t.platform,
    config: { ...gateway.t.platform.config, paymentGatewaySecretKey: secretKey },
  };
  return createGatewayApp(platform);
}

const APPROVE_VISA = '4242 4242 4242 4242';
const FUTURE_YEAR = 2030;

export interface CardInput {
  cardNumber?: unknown;
  expiryMonth?: unknown;
  expiryYear?: unknown;
  ccv?: unknown;
  name?: unknown;
  publishableKey?: unknown;
}

export function cardBody(overrides: CardInput = {}): Record<string, unknown> {
  return {
    cardNumber: APPROVE_VISA,
    expiryMonth: 12,
    expiryYear: FUTURE_YEAR,
    ccv: '123',
    name: 'Alex Traveller',
    ...overrides,
  };
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: { status: string; message: string; data: T; statusCode: number };
}

async function send<T>(
  gateway: TestGateway,
  path: string,
  init: RequestInit,
  app = gateway.app,
): Promise<Answer<T>> {
  const response = await app.request(path, init);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

export function bearer(key: string): Record<string, string> {
  return { Authorization: `Bearer ${key}` };
}

export function postToken(gateway: TestGateway, body: unknown, headers?: Record<string, string>) {
  return send<Record<string, unknown>>(
    gateway,
    '/tokens',
    jsonRequest('POST', body, headers ?? bearer(gateway.keys.publishableKey)),
  );
}

/** Tokenises a card with the publishable key and returns the token id. */
export async function tokenise(gateway: TestGateway, overrides: CardInput = {}): Promise<string> {
  const answer = await postToken(gateway, cardBody(overrides));
  if (answer.status !== 201) throw new Error(`tokenisation failed: ${answer.body.message}`);
  return answer.body.data.token as string;
}

export interface AuthorisationData {
  id: string;
  status: string;
  amount: number;
  capturedAmount: number | null;
  decline: { code: string; message: string } | null;
  challenge: { id: string; url: string } | null;
  card: { last4: string; scheme: string };
  [field: string]: unknown;
}

let keyCounter = 0;
/** A fresh idempotency key for each call that does not name one. */
export const newIdempotencyKey = () => `attempt-${process.pid}-${(keyCounter += 1)}`;

export function postAuthorisation(
  gateway: TestGateway,
  body: unknown,
  options: { key?: string; idempotencyKey?: string | null; app?: TestGateway['app'] } = {},
) {
  const headers: Record<string, string> = bearer(options.key ?? gateway.keys.secretKey);
  if (options.idempotencyKey !== null) {
    headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();
  }
  return send<AuthorisationData>(gateway, '/authorisations', jsonRequest('POST', body, headers), options.app);
}

/** Tokenises `cardNumber` and authorises `amount` cents on it. */
export async function authorise(
  gateway: TestGateway,
  cardNumber = APPROVE_VISA,
  amount = 125_000,
): Promise<Answer<AuthorisationData>> {
  const ccv = cardNumber.replace(/ /g, '').startsWith('37') ? '1234' : '123';
  const token = await tokenise(gateway, { cardNumber, ccv });
  return postAuthorisation(gateway, { token, amount, currency: 'AUD', reference: 'ORDER-1' });
}

export function call<T = AuthorisationData>(
  gateway: TestGateway,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return send<T>(
    gateway,
    path,
    jsonRequest(method, method === 'GET' ? undefined : (body ?? {}), {
      ...bearer(gateway.keys.secretKey),
      ...headers,
    }),
  );
}
