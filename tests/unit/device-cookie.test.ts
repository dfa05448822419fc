/**
 * Device cookies through the site's same-origin API: a completed sign-in leaves the browser an
 * HttpOnly `ctg_device` cookie (the token never appears in a body), and the site sends it with the next
 * password step, so a distributed attack that fills the account-wide failure limit does not lock that
 * browser out of a new address, while a browser without it waits.
 */
import type { AstroCookies } from 'astro';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../src/lib/api/device-cookie';
import { registerEmbeddedServices } from '../../src/lib/api/transport';
import { POST } from '../../src/pages/api/main/[...path]';
import {
  createActiveAccount,
  lastCodeTo,
  STRONG_PASSWORD,
} from '../../src/services/account/account-test-kit';
import { SERVICE_MOUNTS } from '../../src/services/app';
import { createTestServices, jsonRequest, type TestServices } from '../../src/services/testing/test-platform';

let t: TestServices;

beforeAll(async () => {
  t = await createTestServices();
  registerEmbeddedServices(async (request) => {
    const root = new Hono();
    root.route(SERVICE_MOUNTS.main, t.services.main);
    return root.fetch(request);
  });
});
afterAll(async () => {
  await t.close();
});

/** One browser (its cookie jar) calling /api/main/* from clientIp, as the Node adapter hands it over. */
function browser() {
  const jar = new Map<string, string>();
  const cookies = {
    get: (name: string) => (jar.has(name) ? { value: jar.get(name) as string } : undefined),
    has: (name: string) => jar.has(name),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  } as unknown as AstroCookies;
  const call = async (path: string, body: unknown, clientIp: string) => {
    const url = new URL(`http://localhost:4321/api/main/${path}`);
    const request = new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url.origin },
      body: JSON.stringify(body),
    });
    const scope = { cookies, url, now: () => Date.now(), clientIp, requestId: 'test' };
    const context = { request, url, params: { path }, cookies, locals: { scope } };
    const response = await POST(context as unknown as Parameters<typeof POST>[0]);
    return { status: response.status, text: await response.text() };
  };
  return { jar, call };
}

describe('the device cookie', () => {
  it('is set HttpOnly by a completed sign-in and keeps the owner’s browser in during an attack', async () => {
    const email = 'device-owner@example.com';
    await createActiveAccount(t, email);
    const owner = browser();
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

    const stranger = browser();
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
