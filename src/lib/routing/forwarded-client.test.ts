import { describe, expect, it } from 'vitest';
import { adoptForwardedClient, forwardedClientAddress } from './forwarded-client';
import { parseTrustedProxies } from './security-headers.server';

const nginx = parseTrustedProxies('127.0.0.1, 10.0.0.0/8');

describe('forwardedClientAddress', () => {
  it.each([
    ['the address the trusted proxy appended', '127.0.0.1', '203.0.113.7', '203.0.113.7'],
    ['through two trusted proxies', '127.0.0.1', '198.51.100.4, 10.1.2.3', '198.51.100.4'],
    ['not what the client wrote to the left', '127.0.0.1', '1.1.1.1, 203.0.113.7', '203.0.113.7'],
    ['an IPv6 client', '::ffff:127.0.0.1', '2001:db8::1', '2001:db8::1'],
  ])('believes %s', (_label, peer, header, expected) => {
    expect(forwardedClientAddress(peer, header, nginx)).toBe(expected);
  });

  it.each([
    ['a peer that is not a trusted proxy', '203.0.113.9', '198.51.100.4'],
    ['no header', '127.0.0.1', undefined],
    ['only trusted proxies in the header', '127.0.0.1', '10.0.0.5, 127.0.0.1'],
    ['a header that is not an address', '127.0.0.1', 'evil<script>'],
  ])('ignores %s', (_label, peer, header) => {
    expect(forwardedClientAddress(peer, header, nginx)).toBeUndefined();
  });

  it('trusts nobody without TRUSTED_PROXIES', () => {
    expect(forwardedClientAddress('127.0.0.1', '203.0.113.7', parseTrustedProxies(''))).toBeUndefined();
  });
});

describe('adoptForwardedClient', () => {
  it('replaces the client address Astro renders with, and leaves the peer for the proxy checks', () => {
    const request = new Request('http://site.test/', { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    const options = { clientAddress: '127.0.0.1' };
    Reflect.set(request, Symbol.for('astro.clientAddress'), '127.0.0.1');
    Reflect.set(request, Symbol.for('astro.renderOptions'), options);
    adoptForwardedClient(request, nginx);
    expect(options.clientAddress).toBe('203.0.113.7');
    expect(Reflect.get(request, Symbol.for('astro.clientAddress'))).toBe('127.0.0.1');
  });
});
