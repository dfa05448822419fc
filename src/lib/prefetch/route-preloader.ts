/**
 * Prefetches same-site pages a visitor is about to open (pointer over or focus on a link), at most
 * four at a time (spec §9). Content pages get the same through speculation rules, without script.
 */
export const MAX_PARALLEL_PRELOADS = 4;

export interface Preloader {
  request(href: string): void;
  inFlight(): number;
}

/** The queue itself, independent of the DOM so it can be tested. */
export function createPreloadQueue(
  load: (href: string) => Promise<void>,
  limit = MAX_PARALLEL_PRELOADS,
): Preloader {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let active = 0;
  const pump = () => {
    while (active < limit && waiting.length > 0) {
      const next = waiting.shift() as string;
      active += 1;
      void load(next)
        .catch(() => undefined)
        .finally(() => {
          active -= 1;
          pump();
        });
    }
  };
  return {
    request(href) {
      if (seen.has(href)) return;
      seen.add(href);
      waiting.push(href);
      pump();
    },
    inFlight: () => active,
  };
}

function linkPrefetch(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
}

function prefetchableHref(target: EventTarget | null): string | undefined {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if (anchor.target === '_blank' || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || url.pathname.startsWith('/api/')) return undefined;
  if (url.pathname === location.pathname && url.search === location.search) return undefined;
  return `${url.pathname}${url.search}`;
}

/** Starts prefetching on hover and focus; returns a function that stops it. */
export function installRoutePreloader(): () => void {
  const queue = createPreloadQueue(linkPrefetch);
  const onIntent = (event: Event) => {
    const href = prefetchableHref(event.target);
    if (href) queue.request(href);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}
