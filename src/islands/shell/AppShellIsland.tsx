import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { APP_UPDATE_EVENT, startBuildCheck } from '../../lib/build/build-check';
import {
  isPageInsertionError,
  isStylePreloadFailure,
  reloadOnce,
  type ReloadDeps,
} from '../../lib/build/reload-guard';
import { installRoutePreloader } from '../../lib/prefetch/route-preloader';
import type { Locale } from '../../lib/i18n/languages';
import { createIslandI18n, type IslandMessages } from '../i18n/island-i18n';

interface Props {
  buildId: string;
  locale: Locale;
  messages: IslandMessages;
}

const browserReload: () => ReloadDeps = () => ({
  storage: sessionStorage,
  now: () => Date.now(),
  navigate: (url) => location.assign(url),
});

/**
 * Page-level behaviour for pages that carry islands: the hourly build check with its "updated"
 * notice, recovery from failed chunk loads and page-insertion errors, and route prefetching.
 */
export default function AppShellIsland({ buildId, locale, messages }: Props) {
  const i18n = useMemo(() => createIslandI18n(locale, messages), [locale, messages]);
  return (
    <I18nextProvider i18n={i18n}>
      <AppShell buildId={buildId} />
    </I18nextProvider>
  );
}

function AppShell({ buildId }: { buildId: string }) {
  const { t } = useTranslation();
  const [updateReady, setUpdateReady] = useState(false);

  useEffect(() => {
    const stopCheck = startBuildCheck({
      currentBuildId: buildId,
      onUpdate: (latest) => {
        window.dispatchEvent(new CustomEvent(APP_UPDATE_EVENT, { detail: { buildId: latest } }));
        setUpdateReady(true);
      },
    });
    const onPreloadError = (event: Event) => {
      const message = String((event as Event & { payload?: Error }).payload?.message ?? '');
      // Handled here: stop Vite from rethrowing it as an unhandled error.
      event.preventDefault();
      if (isStylePreloadFailure(message)) location.assign('/500');
      else reloadOnce(location.href, browserReload());
    };
    const onError = (event: ErrorEvent) => {
      if (isPageInsertionError(event.message)) reloadOnce(location.href, browserReload());
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('error', onError);
    const stopPreloader = installRoutePreloader();
    return () => {
      stopCheck();
      stopPreloader();
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('error', onError);
    };
  }, [buildId]);

  if (!updateReady) return null;
  return (
    <div role="status" className="app-update-notice">
      <p>{t('shell.updateAvailable')}</p>
      <button type="button" onClick={() => location.reload()}>
        {t('shell.reload')}
      </button>
      <button type="button" onClick={() => setUpdateReady(false)}>
        {t('shell.dismiss')}
      </button>
    </div>
  );
}
