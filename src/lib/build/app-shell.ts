import { APP_UPDATE_EVENT, startBuildCheck } from './build-check';
import {
  CHUNK_ERROR_EVENT,
  isChunkLoadFailure,
  isPageInsertionError,
  isStylePreloadFailure,
  reloadOnce,
  type ReloadDeps,
} from './reload-guard';
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

  const chunkFailed = (message: string) => {
    window.dispatchEvent(new CustomEvent(CHUNK_ERROR_EVENT, { detail: { message } }));
    if (isStylePreloadFailure(message)) location.assign('/500');
    else reloadOnce(location.href, browserReload());
  };
  window.addEventListener('vite:preloadError', (event) => {
    // Handled here: stop Vite from rethrowing it as an unhandled error.
    event.preventDefault();
    chunkFailed(String((event as Event & { payload?: Error }).payload?.message ?? ''));
  });
  // An island's own chunk is imported by Astro's <astro-island> element, outside Vite's preload helper.
  // Astro retries the import once; when that fails too it raises astro:hydration-error and the island
  // stays unhydrated, so the page recovers the way a failed nested chunk does.
  window.addEventListener('astro:hydration-error', (event) => {
    const { error } = (event as CustomEvent<{ error?: unknown }>).detail ?? {};
    const message = String((error as Error | undefined)?.message ?? error ?? '');
    if (isChunkLoadFailure(message)) chunkFailed(message);
  });
  window.addEventListener('error', (event) => {
    if (isPageInsertionError(event.message)) reloadOnce(location.href, browserReload());
  });
  installRoutePreloader();
}
