/**
 * Device cookies through the site's same-origin API: a completed sign-in leaves the browser an
 * HttpOnly `ctg_device` cookie (the token never appears in a body), and the site sends it with the next
 * password step, so a distributed attack that fills the account-wide failure limit does not lock that
 * browser out of a new address, while a browser without it waits.
 */
import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../src/lib/api/device-cookie';
import {
  createActiveAccount,
  lastCodeTo,
  STRONG_PASSWORD,
} from '../../src/services/account/account-test-kit';
import { jsonRequest } from '../../src/services/testing/test-platform';
import { mainApiBrowser, openMainApi } from '../support/site-api';
import { openPerFile } from '../../src/services/test-kits/per-file';

const t = openPerFile(openMainApi, (opened) => opened.close());

describe('the device cookie', () => {
  it('is set HttpOnly by a completed sign-in and keeps the owner’s browser in during an attack', async () => {
    const email = 'device-owner@example.com';
    await createActiveAccount(t, email);
    const owner = mainApiBrowser('198.51.100.40');
    expect(
      (await owner.call('Login/Token', { username: email, password: STRONG_PASSWORD }, '198.51.100.40'))
        .status,
    ).toBe(200);
    const verified = await owner.call(
      'Login/Verify2FA',
      { code: await lastCodeTo(t, email) },
      '198.51.100.40',
    );
    expect(verified.status).toBe(200);
    const device = owner.jar.get(DEVICE_COOKIE);
    expect(device).toBeTruthy();
    expect(verified.text).not.toContain('deviceToken');
    expect(verified.text).not.toContain(device as string);

    // 100 wrong passwords from 20 addresses, 15 minutes into the hour.
    const now = t.clock.now().getTime();
    t.clock.advance(3_600_000 - (now % 3_600_000) + 15 * 60_000);
    for (let address = 1; address <= 20; address += 1) {
      for (let guess = 0; guess < 5; guess += 1) {
        const wrong = await t.services.main.request(
          '/Login/Token',
          jsonRequest(
            'POST',
            { username: email, password: 'Wrong-Password-1!' },
            { 'X-Client-Ip': `203.0.117.${address}` },
          ),
        );
        expect(wrong.status).toBe(400);
      }
    }

    const stranger = mainApiBrowser('192.0.2.90');
    const refused = await stranger.call(
      'Login/Token',
      { username: email, password: STRONG_PASSWORD },
      '192.0.2.90',
    );
    expect(refused.status).toBe(429);
    const again = await owner.call(
      'Login/Token',
      { username: email, password: STRONG_PASSWORD },
      '192.0.2.91',
    );
    expect(again.status).toBe(200);
  }, 120_000);
});
