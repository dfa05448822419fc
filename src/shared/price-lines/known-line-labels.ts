/**
 * Lines that price no journey of an order, so carry no subject, and that the wording
 * (price-line-words.ts) still puts in the reader's language, knowing them by these exact labels: a paid
 * date change's charges (order-cancel-changes.ts), a document's card surcharge (gst.rules.ts) and a
 * cancellation's (cancel-quote.rules.ts). Both
 * sides take the labels from here so they cannot drift apart.
 */
export const KNOWN_LINE_LABELS = {
  changeFare: 'Date change: fare difference',
  changeTaxes: 'Date change: taxes difference',
  changeFee: 'Date change: change fee',
  cardSurcharge: 'Card payment surcharge',
  /** A cancellation quote's share of the card surcharge (cancel-quote.rules.ts). */
  cancelSurcharge: 'Card surcharge',
} as const;

type KnownLineKey = keyof typeof KNOWN_LINE_LABELS;

const KEY_OF_LABEL: ReadonlyMap<string, KnownLineKey> = new Map(
  Object.entries(KNOWN_LINE_LABELS).map(([key, label]) => [label, key as KnownLineKey]),
);

/** The text key of a known line, or null for any other label. */
export function knownLineKey(label: string): KnownLineKey | null {
  return KEY_OF_LABEL.get(label) ?? null;
}
