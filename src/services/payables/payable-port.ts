/**
 * The payable port (ADR 016): what an order pays for, as payments see it. Flight offers (offers/) and
 * hotel quotes (hotels/) each implement a PayableSource; createServices registers them, and payments
 * reach them only through this port: never by import, never by reading the kind off an id. Its own
 * folder, below orders, payments, offers and hotels, so that implementing it imports none of them.
 */
import { OFFER_NOT_FOUND_MESSAGE } from '../../shared/contracts/offer';
import { RequestRejected } from '../http/envelope';
import type { Db } from '../db/database';

export type PayableKind = 'flight' | 'hotel';

/** What every payable has in common: an owner's total, an Open/Ordered status, an expiry and a start. */
export interface Payable {
  id: string;
  kind: PayableKind;
  status: 'Open' | 'Ordered';
  expiresAt: Date;
  totalCents: number;
  /** When what is paid for begins (first departure, check-in): invoices are due 24 hours before. */
  startsAt: Date;
}

/** One kind of payable, implemented by the module that owns it. */
export interface PayableSource {
  kind: PayableKind;
  /** Whether the id (a payment's offerId) names one of this source's payables. */
  owns(id: string): boolean;
  /** The caller's payable, whatever its status and expiry; 404 when there is none of theirs. */
  loadOwned(db: Db, id: string, owner: string): Promise<Payable>;
  isExpired(payable: Payable, now: Date): boolean;
  /** 409 when an Ordered payable is paid again. */
  alreadyOrderedMessage: string;
  /** 410 when an Open payable has expired. */
  expiredMessage: string;
}

/** The registered sources, looked up by a payable's id. */
export interface Payables {
  /** The source owning this id; 404 when none does. */
  sourceOf(id: string): PayableSource;
}

export function registerPayables(sources: PayableSource[]): Payables {
  return {
    sourceOf(id) {
      const source = sources.find((candidate) => candidate.owns(id));
      if (!source) throw new RequestRejected(404, OFFER_NOT_FOUND_MESSAGE);
      return source;
    },
  };
}
