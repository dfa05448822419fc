/**
 * What a test file opens once for all its tests (services, a kit over them), in `beforeAll` so the
 * opening counts against the 60 s hook budget rather than a test's, and closes in `afterAll`.
 */
import { afterAll, beforeAll } from 'vitest';

/**
 * Registers the opening and closing hooks and hands back a stand-in for what `open` makes: its
 * properties read through to the opened value, so the tests keep reading `k.post`, `t.services`
 * as they would with a `let` assigned in `beforeAll`. Without `close` nothing is closed (a kit over
 * services another stand-in closes).
 */
export function openPerFile<K extends object>(
  open: () => Promise<K>,
  close?: (opened: K) => Promise<void>,
): K {
  let opened: K | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => (opened && close ? close(opened) : undefined));
  const current = (): K => {
    if (!opened) throw new Error('openPerFile: read before beforeAll opened it');
    return opened;
  };
  return new Proxy({} as K, {
    get: (_, property) => Reflect.get(current(), property),
    has: (_, property) => Reflect.has(current(), property),
  });
}
