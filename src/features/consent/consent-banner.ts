import {
  consentCookie,
  loadTagManager,
  pushConsentDefaults,
  pushConsentUpdate,
  readConsent,
  type ConsentChoice,
  type DataLayerHost,
} from './consent';

/**
 * Wires the consent banner (ConsentBanner.astro, browser only): shown until the visitor chooses, the
 * tag manager loaded on Accept (now, and on later pages while the cookie says so), nothing on Decline.
 * The footer's "Cookie settings" buttons open it again to change the choice.
 */
export function installConsentBanner(banner: HTMLElement | null): void {
  const containerId = banner?.dataset.containerId;
  if (!banner || !containerId) return;
  const host = window as unknown as DataLayerHost;
  const heading = banner.querySelector<HTMLElement>('h2');
  let opener: HTMLElement | null = null;

  // The banner is fixed to the bottom of the viewport: while it shows, the page gets as much room
  // below its last content, so nothing (the footer's links included) stays hidden behind it.
  const keepRoom = () => {
    document.body.style.paddingBottom = banner.hidden ? '' : `${banner.offsetHeight}px`;
  };
  new ResizeObserver(keepRoom).observe(banner);

  const show = () => {
    banner.hidden = false;
    keepRoom();
  };
  const hide = () => {
    banner.hidden = true;
    keepRoom();
    opener?.focus();
    opener = null;
  };
  const choose = (choice: ConsentChoice) => {
    document.cookie = consentCookie(choice, location.protocol === 'https:');
    // After an earlier Accept the container may be running on this page: it is told, and the next
    // page does not load it.
    pushConsentUpdate(host, choice);
    if (choice === 'granted') loadTagManager(document, host, containerId);
    hide();
  };

  pushConsentDefaults(host);
  const stored = readConsent(document.cookie);
  if (stored === 'granted') {
    pushConsentUpdate(host, 'granted');
    loadTagManager(document, host, containerId);
  } else if (stored === null) {
    show();
  }

  for (const button of banner.querySelectorAll<HTMLButtonElement>('[data-consent-choice]')) {
    const choice = button.dataset.consentChoice;
    if (choice === 'granted' || choice === 'denied') button.addEventListener('click', () => choose(choice));
  }
  for (const settings of document.querySelectorAll<HTMLElement>('[data-consent-settings]')) {
    settings.addEventListener('click', () => {
      opener = settings;
      show();
      heading?.focus();
    });
  }
  // Opened from the settings, the banner closes again with Escape, the choice unchanged. A first
  // visit's banner has no "unchanged": it stays until a button is chosen.
  banner.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && opener) hide();
  });
}
