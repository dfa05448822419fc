import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api/envelope';
import type { CardScheme, PaymentMode, PreAuth } from '../../../shared/contracts/order';
import { PAYMENT_FAILED } from '../../../shared/contracts/payment-texts';
import type { CardForm } from '../card-rules';
import type { Consent } from '../consent';
import type { PaymentFlow } from '../payment-flows';
import {
  checkPreAuthStatus,
  isLostAnswer,
  preAuthorise,
  sendCartEvent,
  tokeniseCard,
} from '../payment-client';
import { nextStepAfter, paymentAuthPath } from '../payment-flow';
import { failureNoteAfter, warnBeforeLeaving } from './payment-wait';
import {
  beginCardAttempt,
  beginOrder,
  failAttempt,
  progressOf,
  recordOrder,
  recordPreAuth,
  type FailureNote,
} from '../payment.store';

export interface PaymentContext {
  offerId: string;
  /** What is being booked: a flight offer or a hotel quote (its order call and its pages). */
  flow: PaymentFlow;
  /**
   * The payment page resumes a payment under way when it mounts; the 3-D Secure page continues its own
   * payment instead, and sends a failure back to the payment page (which shows it).
   */
  onChallengePage?: boolean;
}

/** What the page shows while the payment runs; `message` is set when an attempt ended without paying. */
export type PaymentActivity = 'idle' | 'processing' | 'ordering' | 'leaving';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resends a call whose answer was lost, with the same idempotency key (the service replays). */
async function withResend<T>(call: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!isLostAnswer(error) || attempt >= attempts) throw error;
      await sleep(1_000 * attempt);
    }
  }
}

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : PAYMENT_FAILED;

/**
 * The card and invoice payment of one offer (a flight offer or a hotel quote): tokenise → PreAuth →
 * (3-D Secure | poll) → OrderCreate → confirmation. Progress lives in $payment, so a reload resumes
 * (polls the stored paymentId, or resends OrderCreate with its key) instead of paying twice. While a
 * call is in flight the browser asks before the page is left (issue 23).
 */
export function usePayment(context: PaymentContext) {
  const [activity, setActivityState] = useState<PaymentActivity>('idle');
  const busy = useRef(false);
  // Read by the beforeunload listener at the event: the state would lag our own navigation.
  const inFlight = useRef(false);
  const { offerId, flow } = context;

  const setActivity = (next: PaymentActivity) => {
    inFlight.current = next === 'processing' || next === 'ordering';
    setActivityState(next);
  };

  useEffect(() => {
    const listener = warnBeforeLeaving(() => inFlight.current);
    window.addEventListener('beforeunload', listener);
    return () => window.removeEventListener('beforeunload', listener);
  }, []);

  const leave = (path: string) => {
    setActivity('leaving');
    window.location.assign(path);
  };

  const fail = (message: string, note: FailureNote | null = null) => {
    failAttempt(offerId, message, note);
    if (context.onChallengePage) return leave(flow.paymentPath);
    setActivity('idle');
  };

  const placeOrder = async (paymentMode: PaymentMode, confirmedTotalCents: number, consent: Consent) => {
    setActivity('ordering');
    const progress = beginOrder(offerId, paymentMode, confirmedTotalCents);
    const send = flow.orderCall({
      paymentMode,
      paymentId: progress.paymentId ?? undefined,
      consent,
      confirmedTotalCents,
    });
    if (!send) return leave(flow.detailsPath);
    try {
      const order = await withResend(() => send(progress.orderKey!));
      recordOrder(offerId, order.orderId, order.bookingReference);
      leave(flow.confirmationPath(order.orderId));
    } catch (error) {
      fail(messageOf(error));
    }
  };

  /** Follows a PreAuth answer to its end: order, challenge page, failure or timeout. */
  const follow = async (first: PreAuth, consent: Consent) => {
    let preAuth = first;
    for (;;) {
      const startedAt = progressOf(offerId).startedAt ?? Date.now();
      const step = nextStepAfter(preAuth, Date.now() - startedAt);
      if (step.kind === 'order') return placeOrder('MintPayment', preAuth.amountCents, consent);
      if (step.kind === 'failed') return fail(step.message);
      if (step.kind === 'timeout') return fail(step.message, failureNoteAfter(preAuth.status));
      if (step.kind === 'challenge') {
        const path = paymentAuthPath(step.challengeUrl);
        if (!path) return fail(PAYMENT_FAILED);
        recordPreAuth(offerId, preAuth.paymentId, path);
        return leave(path);
      }
      await sleep(step.afterMs);
      preAuth = await withResend(() => checkPreAuthStatus(preAuth.paymentId));
    }
  };

  const run = async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await work();
    } catch (error) {
      fail(messageOf(error));
    } finally {
      busy.current = false;
    }
  };

  const payByCard = (
    card: CardForm,
    scheme: CardScheme,
    confirmedTotalCents: number,
    tokenUrl: string,
    publishableKey: string,
    consent: Consent,
  ) =>
    run(async () => {
      setActivity('processing');
      const progress = beginCardAttempt(offerId, confirmedTotalCents, Date.now());
      void sendCartEvent(offerId, 'PaymentProcessing');
      let token;
      try {
        token = await tokeniseCard(tokenUrl, publishableKey, card);
      } catch (error) {
        return fail(messageOf(error));
      }
      const preAuth = await withResend(() =>
        preAuthorise(
          { offerId, cardToken: token.token, confirmedTotalCents, scheme: token.scheme ?? scheme },
          progress.preAuthKey!,
        ),
      );
      recordPreAuth(offerId, preAuth.paymentId, null);
      await follow(preAuth, consent);
    });

  const bookByInvoice = (totalCents: number, consent: Consent) =>
    run(async () => {
      void sendCartEvent(offerId, 'PaymentProcessing');
      await placeOrder('Invoice', totalCents, consent);
    });

  // A reload (or the way back from 3-D Secure) during processing resumes where the payment stands.
  useEffect(() => {
    if (context.onChallengePage) return;
    const progress = progressOf(offerId);
    const consent = { termsAccepted: true, detailsConfirmed: true } as const;
    if (progress.stage === 'ordered' && progress.orderId) {
      leave(flow.confirmationPath(progress.orderId));
    } else if (
      progress.stage === 'ordering' &&
      progress.paymentMode &&
      progress.confirmedTotalCents !== null
    ) {
      // The consent was given before OrderCreate was first sent.
      void run(() => placeOrder(progress.paymentMode!, progress.confirmedTotalCents!, consent));
    } else if ((progress.stage === 'processing' || progress.stage === 'challenge') && progress.paymentId) {
      const paymentId = progress.paymentId;
      void run(async () => {
        setActivity('processing');
        await follow(await withResend(() => checkPreAuthStatus(paymentId)), consent);
      });
    } else if (progress.stage === 'processing') {
      // Lost before PreAuth answered: the card token is gone with the page, so the traveller pays
      // again, told why the form is empty; an authorisation that did happen without an order is
      // voided by the Booking API.
      failAttempt(offerId, '', 'interrupted');
    }
  }, [offerId]);

  /** After the 3-D Secure answer: poll, then order (or back to the payment page with the failure). */
  const continueAfterChallenge = (preAuth: PreAuth) =>
    run(async () => {
      setActivity('processing');
      recordPreAuth(offerId, preAuth.paymentId, null);
      await follow(preAuth, { termsAccepted: true, detailsConfirmed: true });
    });

  return { activity, payByCard, bookByInvoice, continueAfterChallenge };
}
