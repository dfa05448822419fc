/**
 * Debian's chromium in a container, for the e2e suite and the Lighthouse bench alike: no sandbox, no
 * GPU, nothing that phones home or updates itself.
 */
export const CONTAINER_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
