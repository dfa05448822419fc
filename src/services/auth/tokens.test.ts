import { describe, expect, it } from 'vitest';
import { createManualClock } from '../platform/clock';
import type { Platform } from '../platform/platform';
import { issueToken, readToken } from './tokens';

// readToken remembers the tokens whose signature it has verified; these show that it remembers nothing
// else: a forged or foreign token is refused however often it comes, and expiry is judged every time.
function platformWith(secret: string) {
  const clock = createManualClock(new Date('2026-11-21T00:00:00Z'));
  // Only the secret and the clock are read by issueToken and readToken.
  return { platform: { tokenSecret: secret, clock } as unknown as Platform, clock };
}

const claims = { typ: 'public', sub: 'guest:1', site: 'ctg-au-web' } as const;

describe('readToken', () => {
  it('answers the same claims every time a valid token is read', async () => {
    const { platform } = platformWith('secret-one');
    const { access_token } = await issueToken(platform, claims, 3600);
    const first = await readToken(platform, access_token);
    const second = await readToken(platform, access_token);
    expect(first).toMatchObject(claims);
    expect(second).toEqual(first);
    // Each caller gets its own copy: changing one cannot change what the next call reads.
    (second as { sub: string }).sub = 'someone else';
    expect((await readToken(platform, access_token))?.sub).toBe('guest:1');
  });

  it('judges expiry on every read, not only the first', async () => {
    const { platform, clock } = platformWith('secret-one');
    const { access_token } = await issueToken(platform, claims, 60);
    expect(await readToken(platform, access_token)).not.toBeNull();
    clock.advance(61_000);
    expect(await readToken(platform, access_token)).toBeNull();
  });

  it('refuses a token signed with another secret, even one another platform has read', async () => {
    const other = platformWith('secret-two').platform;
    const { access_token } = await issueToken(other, claims, 3600);
    expect(await readToken(other, access_token)).not.toBeNull();
    const { platform } = platformWith('secret-one');
    expect(await readToken(platform, access_token)).toBeNull();
    expect(await readToken(platform, access_token)).toBeNull();
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const { platform } = platformWith('secret-one');
    const { access_token } = await issueToken(platform, claims, 3600);
    expect(await readToken(platform, access_token)).not.toBeNull();
    const [header, payload, signature] = access_token.split('.');
    const changed = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    changed.sub = 'account:1';
    const forged = [header, Buffer.from(JSON.stringify(changed)).toString('base64url'), signature].join('.');
    expect(await readToken(platform, forged)).toBeNull();
  });
});
