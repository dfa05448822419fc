import type { Order } from '../../../shared/contracts/order';
import { formatInstant } from '../../payment/format';
import { SCHEME_NAMES } from '../../../shared/contracts/card-schemes';
import { formatCents } from '../../../shared/domain/money';
import type { OrderT } from './order-text';
import { HeadedSection } from '../../../islands/shared/HeadedSection';
import { PriceLines, ownersByName } from '../../../islands/shared/PriceLines';
import { englishCityNames, priceLineLabel, type CityNamer } from '../../payment/line-labels';
import { OrderChangePayments } from './OrderChangePayments';

/**
 * Where the money stands: a refunded order says so (its payment was taken, then given back), never
 * "Paid" beside a cancelled trip; otherwise the payment's own status.
 */
function paymentState(order: Order, t: OrderT): string {
  if (order.status === 'Refunded' || order.status === 'PartlyRefunded')
    return t(`trips.statuses.${order.status}`);
  return t(`trips.paymentStatus.${order.payment.status}`);
}

/** The price lines and how the order was paid: card, or the invoice's BPAY and EFT details. */
export function OrderPayment({
  order,
  t,
  cityName = englishCityNames,
}: {
  order: Order;
  t: OrderT;
  cityName?: CityNamer;
}) {
  const { payment, invoice } = order;
  return (
    <HeadedSection id="order-payment" title={t('trips.paid')} className="card grid gap-4 p-5 sm:p-8">
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        <PriceLines
          lines={order.lines}
          ownerOf={ownersByName(order.passengers)}
          labelOf={(line) => priceLineLabel(line, order.journeys, t, cityName)}
        />
        {payment.surchargeCents > 0 && (
          <>
            <dt>{t('trips.cardSurcharge')}</dt>
            <dd className="text-right">{formatCents(payment.surchargeCents)}</dd>
          </>
        )}
        <dt className="font-bold">{t('trips.amountPaid')}</dt>
        <dd className="text-right font-bold" data-testid="order-amount">
          {formatCents(payment.amountCents)}
        </dd>
      </dl>
      {payment.paymentMode === 'MintPayment' ? (
        <p>
          {payment.scheme && payment.last4
            ? t('trips.paidByCard', { scheme: SCHEME_NAMES[payment.scheme], last4: payment.last4 })
            : t('payment.methodCard')}
          {` · ${paymentState(order, t)}`}
        </p>
      ) : (
        <p>
          {t('trips.invoice')} · {paymentState(order, t)}
        </p>
      )}
      <OrderChangePayments payments={order.changePayments ?? []} t={t} />
      {/* The bank details only while the payment is due: a paid, released or refunded order has none to pay. */}
      {invoice && order.status === 'Held' && (
        <div className="grid gap-4">
          <p>
            <strong>{t('trips.payBy')}:</strong> {formatInstant(invoice.payBy)}. {t('trips.payByNote')}
          </p>
          <div className="grid gap-4 md:grid-cols-2">
            <div>
              <h3 className="text-lg font-bold">{t('trips.bpay')}</h3>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4">
                <dt>{t('trips.billerCode')}</dt>
                <dd data-testid="bpay-biller">{invoice.bpayBillerCode}</dd>
                <dt>{t('trips.customerReference')}</dt>
                <dd data-testid="bpay-reference">{invoice.customerReference}</dd>
                <dt>{t('trips.amountPaid')}</dt>
                <dd>{formatCents(invoice.amountCents)}</dd>
              </dl>
            </div>
            <div>
              <h3 className="text-lg font-bold">{t('trips.eft')}</h3>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4">
                <dt>{t('trips.accountName')}</dt>
                <dd>{invoice.eft.accountName}</dd>
                <dt>{t('trips.bsb')}</dt>
                <dd>{invoice.eft.bsb}</dd>
                <dt>{t('trips.accountNumber')}</dt>
                <dd>{invoice.eft.accountNumber}</dd>
                <dt>{t('trips.eftReference')}</dt>
                <dd>{invoice.eft.reference}</dd>
              </dl>
            </div>
          </div>
        </div>
      )}
    </HeadedSection>
  );
}
