import { describe, expect, it } from 'vitest';
import type { AccountRole } from '../../shared/contracts/profile';
import { openStaffPage, openStaffPageWithTexts, requireStaffSignIn, type StaffAccess } from './staff-gate';

/** The parts of Astro's global the gate reads and writes, for one request. */
function page(role: AccountRole | null, path = '/dashboard/ctg-backend/orders', search = '?surname=Lee') {
  const response = { status: 200, headers: new Headers() };
  const astro = {
    locals: {
      session: role ? { signedIn: true, profile: { role } } : { signedIn: false },
      // Echoes the key it is asked for and its options, so a test sees which text a page reads.
      t: (key: string, options: Record<string, unknown>) => `${key} ${JSON.stringify(options)}`,
    },
    url: new URL(`https://ctg.test${path}${search}`),
    response,
    redirect: (location: string, status = 302) => new Response(null, { status, headers: { location } }),
  };
  return { astro: astro as unknown as Parameters<typeof openStaffPage>[0], response };
}

describe('openStaffPage', () => {
  it('sends a signed-out visitor to sign in with the page as the return path, and caches nothing', () => {
    const { astro, response } = page(null);
    const answer = openStaffPage(astro, 'orders');
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('location')).toBe(
      '/account?returnUrl=%2Fdashboard%2Fctg-backend%2Forders%3Fsurname%3DLee',
    );
    expect(response.headers.get('Cache-Control')).toBeNull();
  });

  it.each<[StaffAccess, AccountRole, boolean]>([
    ['content', 'traveller', false],
    ['content', 'editor', true],
    ['content', 'agent', false],
    ['content', 'admin', true],
    ['orders', 'traveller', false],
    ['orders', 'editor', false],
    ['orders', 'agent', true],
    ['orders', 'admin', true],
    ['admin', 'traveller', false],
    ['admin', 'editor', false],
    ['admin', 'agent', false],
    ['admin', 'admin', true],
  ])('%s pages: %s allowed %s (403 when refused), never stored', (access, role, allowed) => {
    const { astro, response } = page(role);
    expect(openStaffPage(astro, access)).toEqual({ allowed });
    expect(response.status).toBe(allowed ? 200 : 403);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('openStaffPageWithTexts', () => {
  it('sends a signed-out visitor to sign in, as openStaffPage does', () => {
    const answer = openStaffPageWithTexts(page(null).astro, 'orders', 'staffOrders');
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
  });

  it.each<[AccountRole, boolean]>([
    ['agent', true],
    ['editor', false],
  ])('gives a %s (allowed %s) the texts under the section, with their options', (role, allowed) => {
    const { astro, response } = page(role);
    const gate = openStaffPageWithTexts(astro, 'orders', 'staffOrders');
    if (gate instanceof Response) throw new Error('a signed-in role is never redirected');
    expect(gate.allowed).toBe(allowed);
    expect(response.status).toBe(allowed ? 200 : 403);
    expect(gate.text('title')).toBe('staffOrders.title {}');
    expect(gate.text('detailTitle', { reference: 'ABC123' })).toBe(
      'staffOrders.detailTitle {"reference":"ABC123"}',
    );
  });
});

describe('requireStaffSignIn', () => {
  it('lets any signed-in role through without deciding its access', () => {
    const { astro, response } = page('traveller');
    expect(requireStaffSignIn(astro)).toBeNull();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });
});
