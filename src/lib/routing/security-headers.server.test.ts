import { describe, expect, it } from 'vitest';
import { applySecurityHeaders, isSecureRequest, parseTrustedProxies } from './security-headers.server';

describe('applySecurityHeaders', () => {
  it('adds frame-ancestors to the page policy, the fixed headers, and HSTS only over HTTPS', () => {
    const headers = new Headers({ 'Content-Security-Policy': "default-src 'self'; script-src 'self'" });
    applySecurityHeaders(headers, { secure: false });
    expect(headers.get('Content-Security-Policy')).toBe(
      "default-src 'self'; script-src 'self'; frame-ancestors 'none'",
    );
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.has('Strict-Transport-Security')).toBe(false);

    const secure = new Headers();
    applySecurityHeaders(secure, { secure: true });
    expect(secure.get('Strict-Transport-Security')).toContain('max-age=');
    expect(secure.get('Content-Security-Policy')).toBe("frame-ancestors 'none'");
  });
});

describe('isSecureRequest (X-Forwarded-Proto only from TRUSTED_PROXIES)', () => {
  const plain = new URL('http://internal:4321/');
  const trusted = parseTrustedProxies('10.0.0.0/8, 192.168.1.10, fd00::/8');

  it('believes the connection itself', () => {
    const url = new URL('https://www.ctg.example/');
    expect(isSecureRequest({ url, forwardedProto: null, peerAddress: '203.0.113.9' }, trusted)).toBe(true);
  });

  it.each([
    ['a client on the internet', '203.0.113.9'],
    ['loopback (not trusted unless listed)', '127.0.0.1'],
    ['IPv6 loopback', '::1'],
    ['an unknown peer', undefined],
    ['a peer that is not an address', 'unknown'],
  ])('ignores X-Forwarded-Proto: https from %s', (_who, peerAddress) => {
    expect(isSecureRequest({ url: plain, forwardedProto: 'https', peerAddress }, trusted)).toBe(false);
  });

  it('ignores the header from everyone when TRUSTED_PROXIES is empty (the default)', () => {
    const nobody = parseTrustedProxies('');
    for (const peerAddress of ['127.0.0.1', '::1', '10.1.2.3']) {
      expect(isSecureRequest({ url: plain, forwardedProto: 'https', peerAddress }, nobody)).toBe(false);
    }
  });

  it.each([
    ['an address in a listed IPv4 block', '10.20.30.40'],
    ['a listed address', '192.168.1.10'],
    ['the same address as a dual-stack socket reports it', '::ffff:192.168.1.10'],
    ['an address in a listed IPv6 block', 'fd00::1:2'],
  ])('honours X-Forwarded-Proto: https from %s', (_who, peerAddress) => {
    expect(isSecureRequest({ url: plain, forwardedProto: 'https', peerAddress }, trusted)).toBe(true);
    expect(isSecureRequest({ url: plain, forwardedProto: 'http', peerAddress }, trusted)).toBe(false);
  });

  it('takes the value the trusted proxy appended, not one the client put first', () => {
    const peerAddress = '10.0.0.2';
    expect(isSecureRequest({ url: plain, forwardedProto: 'https, http', peerAddress }, trusted)).toBe(false);
    expect(isSecureRequest({ url: plain, forwardedProto: 'http, HTTPS', peerAddress }, trusted)).toBe(true);
  });

  it('trusts loopback only when it is listed', () => {
    const local = parseTrustedProxies('127.0.0.1,::1');
    expect(isSecureRequest({ url: plain, forwardedProto: 'https', peerAddress: '::1' }, local)).toBe(true);
    expect(local.includes('127.0.0.2')).toBe(false);
  });

  it.each(['localhost', '10.0.0.0/33', '10.0.0.0/8/1', 'fd00::/129', '10.0.0.0/x', '300.1.1.1'])(
    'refuses the setting entry %j at start',
    (entry) => {
      expect(() => parseTrustedProxies(entry)).toThrow(/TRUSTED_PROXIES/);
    },
  );
});
