import { useT } from '../../../islands/shared/island-shell';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../../shared/i18n/languages';
import { $flightOffer, initialFlightOffer } from '../../booking/flight-offer.store';
import { useHydrated } from '../../../islands/shared/use-hydrated';
import { IslandShell, type IslandMessages } from '../../../islands/shared/IslandShell';
import type { Option } from '../../../islands/shared/known-field-kit';
import { PaymentView } from './PaymentView';

interface PaymentIslandProps {
  siteId: string;
  countries: Option[];
  locale: Locale;
  messages: IslandMessages;
}

const SSR_OFFER = initialFlightOffer();

function PaymentGate({ siteId, countries }: Pick<PaymentIslandProps, 'siteId' | 'countries'>) {
  const t = useT();
  const hydrated = useHydrated();
  const state = useStore($flightOffer, { ssr: () => SSR_OFFER });
  if (!hydrated) {
    // A screen's height: the payment form that replaces it is taller, so the footer starts below the
    // fold and does not jump down when it renders (it cost the page its layout-shift score).
    // The heading and the introduction PaymentView draws, at once: the page's largest text is painted
    // with the first paint rather than after hydration and the payment methods (Lighthouse LCP).
    return (
      <div className="container-site min-h-screen py-8">
        <div className="grid gap-6 lg:w-2/3">
          <h1 className="text-3xl md:text-4xl">{t('payment.heading')}</h1>
          <p className="text-lg">{t('payment.intro')}</p>
          <p role="status">{t('payment.loading')}</p>
        </div>
      </div>
    );
  }
  const { offerId } = state;
  if (!offerId || !state.offerData) {
    return (
      <div className="container-site py-8">
        <div className="card grid gap-4 p-6">
          <h1 className="text-3xl">{t('payment.heading')}</h1>
          <p>{t('payment.noOffer')}</p>
          <p>
            <a className="btn btn-primary" href="/">
              {t('dashboard.trips.searchFlights')}
            </a>
          </p>
        </div>
      </div>
    );
  }
  return <PaymentView siteId={siteId} state={{ ...state, offerId }} countries={countries} />;
}

/** /flight/payment: pays for the offer in $flightOffer (card or invoice) and creates the order. */
export default function PaymentIsland({ locale, messages, ...props }: PaymentIslandProps) {
  return (
    <IslandShell locale={locale} messages={messages}>
      <PaymentGate {...props} />
    </IslandShell>
  );
}
