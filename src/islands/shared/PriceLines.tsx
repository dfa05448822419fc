import type { PriceLine } from '../../shared/contracts/offer';
import { formatCents } from '../../shared/domain/money';

/** Whose a line is ("Ada Lovelace"), or nothing for a line of the whole booking (a room, a surcharge). */
export type LineOwner = (travelerId: string | null) => string | undefined;

/** The owner of each line by the travellers' names, where the names are known. */
export function ownersByName(
  people: readonly { travelerId: string; firstName: string; lastName: string }[],
): LineOwner {
  const names = new Map(
    people
      .filter((person) => person.firstName || person.lastName)
      .map((person) => [person.travelerId, `${person.firstName} ${person.lastName}`.trim()]),
  );
  return (travelerId) => (travelerId ? names.get(travelerId) : undefined);
}

/**
 * The price lines of an offer or an order, as `<dt>`/`<dd>` pairs for the caller's `<dl>`, each line
 * with the traveller it is for: two adults and a child on one fare are three lines with one label, and
 * a line that does not say whose it is cannot be checked against the fare table.
 */
export function PriceLines({
  lines,
  ownerOf,
  labelOf = (line) => line.label,
}: {
  lines: readonly PriceLine[];
  ownerOf: LineOwner;
  /** The line's words for the reader (line-labels.ts); the API's English label by default. */
  labelOf?: (line: PriceLine) => string;
}) {
  return lines.map((line, index) => {
    const owner = ownerOf(line.travelerId);
    return (
      <div className="contents" key={`${line.kind}-${line.travelerId ?? ''}-${index}`}>
        <dt>
          {labelOf(line)}
          {owner && <span className="block text-sm text-ink-muted">{owner}</span>}
        </dt>
        <dd className="text-right">{formatCents(line.amountCents)}</dd>
      </div>
    );
  });
}
