import { APP_UPDATE_EVENT, startBuildCheck } from './build-check';
import { isPageInsertionError, isStylePreloadFailure, reloadOnce, type ReloadDeps } from './reload-guard';
import { installRoutePreloader } from '../prefetch/route-preloader';

const browserReload = (): ReloadDeps => ({
  storage: sessionStorage,
  now: () => Date.now(),
  navigate: (url) => location.assign(url),
});

/** Wires the build check, the recovery reloads and the route preloader (browser only). */
export function installAppShell(notice: HTMLElement | null): void {
  if (!notice) return;
  const buildId = notice.dataset.buildId ?? '';
  startBuildCheck({
    currentBuildId: buildId,
    onUpdate: (latest) => {
      window.dispatchEvent(new CustomEvent(APP_UPDATE_EVENT, { detail: { buildId: latest } }));
      notice.hidden = false;
    },
  });
  notice.querySelector('[data-app-update-reload]')?.addEventListener('click', () => location.reload());
  notice.querySelector('[data-app-update-dismiss]')?.addEventListener('click', () => {
    notice.hidden = true;
  });

  window.addEventListener('vite:preloadError', (event) => {
    const message = String((event as Event & { payload?: Error }).payload?.message ?? '');
    // Handled here: stop Vite from rethrowing it as an unhandled error.
    event.preventDefault();
    if (isStylePreloadFailure(message)) location.assign('/500');
    else reloadOnce(location.href, browserReload());
  });
  window.addEventListener('error', (event) => {
    if (isPageInsertionError(event.message)) reloadOnce(location.href, browserReload());
  });
  installRoutePreloader();
}
