import type { OrderChangePayment } from '../../../shared/contracts/order-change-payment';
import { formatInstantDate } from '../../payment/format';
import { SCHEME_NAMES } from '../../../shared/contracts/card-schemes';
import { formatCents } from '../../../shared/domain/money';
import type { OrderT } from './order-text';

/**
 * The date changes paid by card (ADR 026), each a payment of its own beside the booking's: when, how
 * much the card was charged (surcharge included) and which card. Without them the trip page would show
 * only the booking's payment and hide money the traveller paid.
 */
export function OrderChangePayments({ payments, t }: { payments: OrderChangePayment[]; t: OrderT }) {
  if (payments.length === 0) return null;
  return (
    <ul className="grid gap-1" aria-label={t('tripChangePayments.label')} data-testid="change-payments">
      {payments.map((payment) => (
        <li key={payment.changeId}>
          {t(payment.status === 'Paid' ? 'tripChangePayments.paid' : 'tripChangePayments.pending', {
            date: formatInstantDate(payment.at),
            amount: formatCents(payment.chargedCents),
            card: t('trips.paidByCard', { scheme: SCHEME_NAMES[payment.scheme], last4: payment.last4 }),
          })}
        </li>
      ))}
    </ul>
  );
}
