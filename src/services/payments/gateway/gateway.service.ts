import type * as v from 'valibot';
import { SCHEME_NAMES } from '../../../shared/contracts/card-schemes';
import { RequestRejected } from '../../http/envelope';
import type { Platform } from '../../platform/platform';
import { fingerprintOf, type CallerKey, type GatewayKeys } from './gateway-keys';
import { runIdempotent, type GatewayAnswer } from './gateway-idempotency.repo';
import { checkCardVelocity } from './gateway-velocity';
import {
  findAuthorisation,
  insertAuthorisation,
  insertToken,
  listAuthorisations,
  lockAuthorisation,
  lockToken,
  markTokenUsed,
  updateAuthorisation,
  type AuthorisationRow,
} from './gateway.repo';
import {
  behaviourOf,
  captureRefusal,
  ccvLength,
  detectScheme,
  fullExpiryYear,
  isExpired,
  isLuhnValid,
  outcomeOf,
  voidRefusal,
  type CardBehaviour,
} from './gateway.rules';
import type {
  AuthorisationListQuerySchema,
  AuthorisationRequestSchema,
  AuthorisationView,
  TokenRequestSchema,
  TokenView,
} from './gateway.schema';

/** A card token may be used within this time of its creation, and once. */
export const TOKEN_LIFETIME_MS = 15 * 60_000;

/** Where the gateway answers for one idempotent request: the caller, its key and the request's hash. */
export interface RequestScope {
  caller: CallerKey;
  idempotencyKey: string | undefined;
  requestHash: string;
}

/**
 * Turns card details into a single-use token. The card number and CCV are checked here and then
 * dropped: only the last four digits, scheme, expiry, name, a keyed fingerprint and the test-card
 * behaviour are stored. No message quotes any of the card's digits.
 */
export async function createCardToken(
  platform: Platform,
  keys: GatewayKeys,
  caller: CallerKey,
  input: v.InferOutput<typeof TokenRequestSchema>,
): Promise<TokenView> {
  const digits = input.cardNumber;
  if (!isLuhnValid(digits)) throw new RequestRejected(400, 'Invalid credit card number');
  const scheme = detectScheme(digits);
  if (!scheme) {
    throw new RequestRejected(
      400,
      `This card type is not accepted: use ${Object.values(SCHEME_NAMES).join(', ')}`,
    );
  }
  if (input.ccv.length !== ccvLength(scheme)) {
    throw new RequestRejected(400, `${SCHEME_NAMES[scheme]} cards have a ${ccvLength(scheme)}-digit CCV`);
  }
  const now = platform.clock.now();
  const expiryYear = fullExpiryYear(input.expiryYear);
  if (isExpired(input.expiryMonth, expiryYear, now)) {
    throw new RequestRejected(400, 'The card has expired: check the expiry month and year');
  }
  const row = await insertToken(platform.database.db, {
    id: `tok_${platform.ids.secret(18)}`,
    keyId: caller.keyId,
    last4: digits.slice(-4),
    scheme,
    expiryMonth: input.expiryMonth,
    expiryYear,
    cardholderName: input.name,
    fingerprint: fingerprintOf(keys, digits),
    behaviour: behaviourOf(digits),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
  });
  return {
    token: row.id,
    last4: row.last4,
    scheme,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    fingerprint: row.fingerprint,
    expiresAt: row.expiresAt.toISOString(),
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toAuthorisationView(row: AuthorisationRow): AuthorisationView {
  return {
    id: row.id,
    status: row.status,
    amount: row.amountCents,
    currency: row.currency,
    capturedAmount: row.capturedCents,
    refundedAmount: row.refundedCents,
    reference: row.reference,
    description: row.description,
    card: { last4: row.last4, scheme: row.scheme },
    decline:
      row.declineCode && row.declineMessage ? { code: row.declineCode, message: row.declineMessage } : null,
    challenge:
      row.status === 'requires_action' && row.challengeId
        ? { id: row.challengeId, url: `/challenges/${row.challengeId}` }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    approvedAt: iso(row.approvedAt),
    capturedAt: iso(row.capturedAt),
    voidedAt: iso(row.voidedAt),
  };
}

export const STATUS_MESSAGES: Record<AuthorisationView['status'], string> = {
  approved: 'Approved',
  declined: 'Declined',
  requires_action: '3-D Secure authentication is required',
  pending: 'Awaiting the issuer',
  captured: 'Captured',
  voided: 'Voided',
};

/** Authorises an amount on a card token; the answer is stored under the caller's idempotency key. */
export async function authorisePayment(
  platform: Platform,
  scope: RequestScope,
  input: v.InferOutput<typeof AuthorisationRequestSchema>,
): Promise<GatewayAnswer<AuthorisationView>> {
  return runIdempotent(platform, { ...scope, keyId: scope.caller.keyId }, async (tx) => {
    const now = platform.clock.now();
    const token = await lockToken(tx, input.token);
    if (!token) throw new RequestRejected(400, 'No such card token');
    if (token.usedAt) {
      throw new RequestRejected(409, 'This card token was already used; tokenise the card again');
    }
    if (token.expiresAt <= now) {
      throw new RequestRejected(410, 'This card token has expired; enter the card details again');
    }
    await checkCardVelocity(platform, tx, token.fingerprint);
    await markTokenUsed(tx, token.id, now);
    const behaviour = token.behaviour as CardBehaviour;
    const outcome = outcomeOf(behaviour);
    const row = await insertAuthorisation(tx, {
      id: `auth_${platform.ids.secret(18)}`,
      keyId: scope.caller.keyId,
      tokenId: token.id,
      amountCents: input.amount,
      currency: input.currency,
      status: outcome.status,
      reference: input.reference,
      description: input.description ?? null,
      last4: token.last4,
      scheme: token.scheme,
      behaviour,
      declineCode: outcome.decline?.code ?? null,
      declineMessage: outcome.decline?.message ?? null,
      challengeId: outcome.status === 'requires_action' ? `chl_${platform.ids.secret(18)}` : null,
      createdAt: now,
      updatedAt: now,
      approvedAt: outcome.status === 'approved' ? now : null,
    });
    return { statusCode: 201, message: STATUS_MESSAGES[row.status], data: toAuthorisationView(row) };
  });
}

export function notFound(): never {
  throw new RequestRejected(404, 'No such authorisation');
}

export async function getAuthorisation(
  platform: Platform,
  caller: CallerKey,
  id: string,
): Promise<AuthorisationView> {
  const row = await findAuthorisation(platform.database.db, caller.keyId, { id });
  return row ? toAuthorisationView(row) : notFound();
}

/** Captures the full amount or less, once; capturing the same amount again answers the same result. */
export async function capturePayment(
  platform: Platform,
  scope: RequestScope,
  id: string,
  amount: number | undefined,
): Promise<GatewayAnswer<AuthorisationView>> {
  return runIdempotent(platform, { ...scope, keyId: scope.caller.keyId }, async (tx) => {
    const row = (await lockAuthorisation(tx, scope.caller.keyId, { id })) ?? notFound();
    const requested = amount ?? row.capturedCents ?? row.amountCents;
    const refusal = captureRefusal(row.status, requested, row.capturedCents, row.amountCents);
    if (refusal) throw new RequestRejected(409, refusal);
    if (row.status === 'captured')
      return { statusCode: 200, message: 'Captured', data: toAuthorisationView(row) };
    const now = platform.clock.now();
    const captured = await updateAuthorisation(tx, row.id, {
      status: 'captured',
      capturedCents: requested,
      capturedAt: now,
      updatedAt: now,
    });
    return { statusCode: 200, message: 'Captured', data: toAuthorisationView(captured) };
  });
}

/** Releases the held amount; voiding a voided authorisation again answers the same result. */
export async function voidPayment(
  platform: Platform,
  scope: RequestScope,
  id: string,
): Promise<GatewayAnswer<AuthorisationView>> {
  return runIdempotent(platform, { ...scope, keyId: scope.caller.keyId }, async (tx) => {
    const row = (await lockAuthorisation(tx, scope.caller.keyId, { id })) ?? notFound();
    const refusal = voidRefusal(row.status);
    if (refusal) throw new RequestRejected(409, refusal);
    if (row.status === 'voided')
      return { statusCode: 200, message: 'Voided', data: toAuthorisationView(row) };
    const now = platform.clock.now();
    const voided = await updateAuthorisation(tx, row.id, { status: 'voided', voidedAt: now, updatedAt: now });
    return { statusCode: 200, message: 'Voided', data: toAuthorisationView(voided) };
  });
}

/** The reconciler's list: e.g. approved authorisations still not captured since a given instant. */
export async function listPayments(
  platform: Platform,
  caller: CallerKey,
  query: v.InferOutput<typeof AuthorisationListQuerySchema>,
): Promise<AuthorisationView[]> {
  if (query.uncapturedSince && query.status !== undefined && query.status !== 'approved') {
    throw new RequestRejected(
      400,
      'uncapturedSince applies to approved authorisations only (status=approved)',
    );
  }
  const rows = await listAuthorisations(platform.database.db, caller.keyId, {
    status: query.uncapturedSince ? 'approved' : query.status,
    approvedBefore: query.uncapturedSince ? new Date(query.uncapturedSince) : undefined,
    limit: query.limit ?? 100,
  });
  return rows.map(toAuthorisationView);
}
