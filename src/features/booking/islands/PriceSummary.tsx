import { useT } from '../../../islands/shared/island-shell';
import { formatCents } from '../../../shared/domain/money';
import type { Offer, PriceLine } from '../../../shared/contracts/offer';
import { HeadedSection } from '../../../islands/shared/HeadedSection';

const KINDS: PriceLine['kind'][] = ['fare', 'taxes', 'seat', 'bag', 'meal'];

/** The offer's price as OfferReview last answered it, by kind of line, and its total. */
export function PriceSummary({ offer }: { offer: Offer }) {
  const t = useT();
  const sums = KINDS.map((kind) => ({
    kind,
    cents: offer.lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.amountCents, 0),
    count: offer.lines.filter((line) => line.kind === kind).length,
  })).filter((item) => item.count > 0);
  return (
    <HeadedSection
      as="aside"
      id="price-title"
      title={t('booking.price.title')}
      className="card grid gap-3 p-5 lg:sticky lg:top-4"
      headingClassName="text-xl"
    >
      <dl className="grid gap-2">
        {sums.map((item) => (
          <div key={item.kind} className="flex items-baseline justify-between gap-3">
            <dt>{t(`booking.price.${item.kind}`)}</dt>
            <dd>{formatCents(item.cents)}</dd>
          </div>
        ))}
      </dl>
      <p className="flex items-baseline justify-between gap-3" aria-live="polite" aria-atomic="true">
        <span className="font-semibold">{t('booking.price.total')}</span>
        <span className="price-amount" data-testid="booking-total">
          {formatCents(offer.totalCents)}
        </span>
      </p>
      {offer.priceChanged && (
        <p className="notice" role="status">
          {t('booking.price.changed')}
        </p>
      )}
      <p className="text-xs text-ink-muted">{t('booking.price.note')}</p>
    </HeadedSection>
  );
}
