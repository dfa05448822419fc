import { useT } from '../../../islands/shared/island-shell';
import type { SurchargeLines } from '../surcharge';

/**
 * The card's surcharge and the total with it, as `<dt>`/`<dd>` pairs for the caller's `<dl>` under the
 * booking's total (flight payment, hotel booking); nothing until the card's scheme is known.
 */
export function SurchargeRows({ surcharge }: { surcharge: SurchargeLines | null }) {
  const t = useT();
  if (!surcharge) return null;
  return (
    <>
      <dt>{surcharge.label}</dt>
      <dd className="text-right" data-testid="card-surcharge">
        {surcharge.surcharge}
      </dd>
      <dt className="font-bold">{t('payment.totalWithSurcharge')}</dt>
      <dd className="text-right font-bold" data-testid="total-with-surcharge">
        {surcharge.total}
      </dd>
    </>
  );
}
