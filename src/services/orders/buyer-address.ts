/**
 * The client address of the order request being served, for the unpaid-hold policy's per-address limit
 * (ADR 021). The order routes read it (http/client-ip.ts) and run the order inside `withBuyerAddress`,
 * so the transaction that applies the policy sees it without every layer between passing it on.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const current = new AsyncLocalStorage<string>();

export function withBuyerAddress<T>(address: string, work: () => Promise<T>): Promise<T> {
  return current.run(address, work);
}

/** The address of the current order request; undefined outside one (a job, a test calling the service). */
export function buyerAddress(): string | undefined {
  return current.getStore();
}
