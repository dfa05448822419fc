import type { Context } from 'hono';
import * as v from 'valibot';
import { createServiceApp, type ServiceEnv } from '../../http/app-factory';
import { RequestRejected, success } from '../../http/envelope';
import { describeRoute } from '../../http/openapi';
import { parseInput, readJsonBody } from '../../http/validate';
import type { Platform } from '../../platform/platform';
import { clientAddressOf, limitTokenisation } from '../../security/card-testing';
import {
  identifyKey,
  readBearer,
  resolveGatewayKeys,
  type CallerKey,
  type GatewayKeys,
} from './gateway-keys';
import { requestHashOf, type GatewayAnswer } from './gateway-idempotency.repo';
import {
  AuthorisationListQuerySchema,
  AuthorisationRequestSchema,
  AuthorisationViewSchema,
  CaptureRequestSchema,
  ChallengeOutcomeSchema,
  ChallengeViewSchema,
  IdempotencyKeySchema,
  RefundListQuerySchema,
  RefundRequestSchema,
  RefundViewSchema,
  TokenRequestSchema,
  TokenViewSchema,
  VoidRequestSchema,
} from './gateway.schema';
import { answerChallenge, getChallenge } from './gateway-challenge.service';
import { listRefunds, refundPayment } from './gateway-refund.service';
import {
  authorisePayment,
  capturePayment,
  createCardToken,
  getAuthorisation,
  listPayments,
  voidPayment,
} from './gateway.service';

const SECRET_ONLY =
  'The publishable key can only create card tokens; call this endpoint with your secret key';
const PUBLISHABLE_ONLY =
  'Create card tokens with the publishable key, from the browser: card numbers must not pass through your server';

const IdPathSchema = (prefix: string, label: string) =>
  v.pipe(v.string(), v.regex(new RegExp(`^${prefix}_[\\w-]{8,64}$`), `No such ${label}`));
const AUTHORISATION_ID = IdPathSchema('auth', 'authorisation');
const CHALLENGE_ID = IdPathSchema('chl', 'challenge');

const docs = {
  token: describeRoute({
    summary: 'Tokenise a card (the only endpoint a browser calls; publishable key)',
    description:
      'Rate limited per client address against card testing (CARD_TOKENS_PER_IP per ' +
      'CARD_TOKENS_WINDOW_SECONDS, default 20 per 10 minutes): 429 past it.',
    body: TokenRequestSchema,
    data: TokenViewSchema,
    success: [201],
    errors: [403],
  }),
  authorise: describeRoute({
    summary: 'Authorise an amount on a card token (secret key, Idempotency-Key header)',
    description:
      'A card (by fingerprint) declined CARD_DECLINE_LIMIT times within CARD_DECLINE_WINDOW_SECONDS ' +
      '(default 3 an hour) is refused with 409 before the issuer is asked.',
    body: AuthorisationRequestSchema,
    data: AuthorisationViewSchema,
    success: [201],
    errors: [403, 409, 410],
  }),
  list: describeRoute({
    summary: 'List authorisations, e.g. approved and uncaptured since an instant (secret key)',
    query: AuthorisationListQuerySchema,
    data: v.array(AuthorisationViewSchema),
    errors: [403],
  }),
  get: describeRoute({
    summary: 'An authorisation, for polling its status (secret key)',
    data: AuthorisationViewSchema,
    errors: [403, 404],
  }),
  capture: describeRoute({
    summary: 'Capture the full authorised amount or less, once (secret key)',
    body: CaptureRequestSchema,
    data: AuthorisationViewSchema,
    errors: [403, 404, 409],
  }),
  void: describeRoute({
    summary: 'Void an uncaptured authorisation (secret key)',
    body: VoidRequestSchema,
    data: AuthorisationViewSchema,
    errors: [403, 404, 409],
  }),
  refund: describeRoute({
    summary: 'Refund part or all of a captured payment (secret key, Idempotency-Key header)',
    description:
      'Refunds add up to at most the captured amount (409 past it, or for a payment not captured). The ' +
      'same key and body answer the first refund again (`Idempotent-Replayed: true`).',
    body: RefundRequestSchema,
    data: RefundViewSchema,
    success: [201],
    errors: [403, 404, 409],
  }),
  refunds: describeRoute({
    summary: "The gateway's record of refunds, newest first, of one authorisation or all (secret key)",
    query: RefundListQuerySchema,
    data: v.array(RefundViewSchema),
    errors: [403],
  }),
  challenge: describeRoute({
    summary: 'What the site shows the cardholder for a 3-D Secure challenge (secret key)',
    data: ChallengeViewSchema,
    errors: [403, 404],
  }),
  answerChallenge: describeRoute({
    summary: "The cardholder's answer to a 3-D Secure challenge (secret key)",
    body: ChallengeOutcomeSchema,
    data: AuthorisationViewSchema,
    errors: [403, 404, 409],
  }),
};

/**
 * The reference payment gateway (docs/principles.md, ADR 011), modelled on a card gateway's test mode: the
 * browser tokenises the card with the publishable key (POST /tokens) and the merchant's server
 * authorises, captures and voids with the secret key. Mount it at /svc/payments (embedded) or serve it
 * on its own at PAYMENT_GATEWAY_URL; only /tokens may be exposed publicly.
 */
export function createGatewayApp(platform: Platform) {
  const app = createServiceApp(platform, 'payments');
  let keysLoading: Promise<GatewayKeys> | undefined;
  const loadKeys = () => {
    keysLoading ??= resolveGatewayKeys(platform).catch((error: unknown) => {
      keysLoading = undefined;
      throw error;
    });
    return keysLoading;
  };

  const secretCaller = async (c: Context<ServiceEnv>): Promise<CallerKey> => {
    const caller = identifyKey(await loadKeys(), readBearer(c.req.header('Authorization')));
    if (caller.kind !== 'secret') throw new RequestRejected(403, SECRET_ONLY);
    return caller;
  };

  const scopeOf = (c: Context<ServiceEnv>, caller: CallerKey, body: unknown, required: boolean) => {
    const header = c.req.header('Idempotency-Key');
    const idempotencyKey =
      header === undefined && !required ? undefined : parseInput(IdempotencyKeySchema, header);
    return { caller, idempotencyKey, requestHash: requestHashOf(c.req.method, c.req.path, body) };
  };

  const answer = <T>(c: Context<ServiceEnv>, result: GatewayAnswer<T>) => {
    if (result.replayed) c.header('Idempotent-Replayed', 'true');
    return success(c, result.data, result.message, result.statusCode);
  };

  app.post('/tokens', docs.token, async (c) => {
    c.header('Cache-Control', 'no-store');
    const keys = await loadKeys();
    const bearer = readBearer(c.req.header('Authorization'));
    // A key in the header is checked before the card details are even read.
    let caller = bearer ? identifyKey(keys, bearer) : undefined;
    if (caller?.kind === 'secret') throw new RequestRejected(403, PUBLISHABLE_ONLY);
    // Card testing: counted per address before the card is read, valid or not.
    await limitTokenisation(platform, clientAddressOf(c));
    const input = await readJsonBody(c, TokenRequestSchema);
    caller ??= identifyKey(keys, input.publishableKey);
    if (caller.kind === 'secret') throw new RequestRejected(403, PUBLISHABLE_ONLY);
    return success(c, await createCardToken(platform, keys, caller, input), 'Card tokenised', 201);
  });

  app.post('/authorisations', docs.authorise, async (c) => {
    const caller = await secretCaller(c);
    const input = await readJsonBody(c, AuthorisationRequestSchema);
    return answer(c, await authorisePayment(platform, scopeOf(c, caller, input, true), input));
  });

  app.get('/authorisations', docs.list, async (c) => {
    const caller = await secretCaller(c);
    const query = parseInput(AuthorisationListQuerySchema, c.req.query());
    return success(c, await listPayments(platform, caller, query));
  });

  app.get('/authorisations/:id', docs.get, async (c) => {
    const caller = await secretCaller(c);
    const id = parseAuthorisationId(c.req.param('id'));
    return success(c, await getAuthorisation(platform, caller, id));
  });

  app.post('/authorisations/:id/capture', docs.capture, async (c) => {
    const caller = await secretCaller(c);
    const id = parseAuthorisationId(c.req.param('id'));
    const input = await readJsonBody(c, CaptureRequestSchema);
    return answer(c, await capturePayment(platform, scopeOf(c, caller, input, false), id, input.amount));
  });

  app.post('/authorisations/:id/void', docs.void, async (c) => {
    const caller = await secretCaller(c);
    const id = parseAuthorisationId(c.req.param('id'));
    const input = await readJsonBody(c, VoidRequestSchema);
    return answer(c, await voidPayment(platform, scopeOf(c, caller, input, false), id));
  });

  app.post('/authorisations/:id/refunds', docs.refund, async (c) => {
    const caller = await secretCaller(c);
    const id = parseAuthorisationId(c.req.param('id'));
    const input = await readJsonBody(c, RefundRequestSchema);
    return answer(c, await refundPayment(platform, scopeOf(c, caller, input, true), id, input));
  });

  app.get('/refunds', docs.refunds, async (c) => {
    const caller = await secretCaller(c);
    const query = parseInput(RefundListQuerySchema, c.req.query());
    return success(c, await listRefunds(platform, caller, query));
  });

  app.get('/challenges/:id', docs.challenge, async (c) => {
    const caller = await secretCaller(c);
    const id = parseChallengeId(c.req.param('id'));
    return success(c, await getChallenge(platform, caller, id));
  });

  app.post('/challenges/:id', docs.answerChallenge, async (c) => {
    const caller = await secretCaller(c);
    const id = parseChallengeId(c.req.param('id'));
    const input = await readJsonBody(c, ChallengeOutcomeSchema);
    return answer(c, await answerChallenge(platform, scopeOf(c, caller, input, false), id, input.outcome));
  });

  return app;
}

// A malformed id is an unknown one: 404, like a well-formed id that does not exist.
function parseAuthorisationId(id: string): string {
  if (!v.is(AUTHORISATION_ID, id)) throw new RequestRejected(404, 'No such authorisation');
  return id;
}

function parseChallengeId(id: string): string {
  if (!v.is(CHALLENGE_ID, id)) throw new RequestRejected(404, 'No such challenge');
  return id;
}
