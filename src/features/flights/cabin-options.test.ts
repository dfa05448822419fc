import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CABIN_CLASSES } from '../../shared/domain/fare-conditions';

const callServiceEndpoint = vi.fn();
vi.mock('../../lib/api/service-client', () => ({
  callServiceEndpoint: (...args: unknown[]) => callServiceEndpoint(...args),
}));

const { forgetSoldCabins, loadSearchCabins } = await import('./cabin-options.server');
const scope = {} as never;

describe("the search form's cabins (POST /Utilities/Cabin)", () => {
  beforeEach(() => {
    callServiceEndpoint.mockReset();
    forgetSoldCabins();
  });

  it('offers the cabins the service sells, in its order, asked with the site token', async () => {
    callServiceEndpoint.mockResolvedValue({
      kind: 'ok',
      data: [
        { code: 'Business', name: 'Business', isDefault: true },
        { code: 'First', name: 'First', isDefault: false },
        { code: 'Steerage', name: 'Steerage', isDefault: false },
      ],
    });
    await expect(loadSearchCabins(scope, 'ctg-au-web')).resolves.toEqual(['Business', 'First']);
    const [, endpoint, body, options] = callServiceEndpoint.mock.calls[0]!;
    expect(endpoint).toMatchObject({ method: 'POST', path: '/Utilities/Cabin' });
    expect(body).toEqual({ siteId: 'ctg-au-web' });
    // The site's own token: asking sets no visitor cookie, so the home page stays cacheable.
    expect(options).toEqual({ token: 'site' });
  });

  it('keeps every cabin when the service cannot say (the search must still work)', async () => {
    callServiceEndpoint.mockRejectedValueOnce(new Error('down'));
    await expect(loadSearchCabins(scope, 'ctg-au-web')).resolves.toEqual([...CABIN_CLASSES]);
    callServiceEndpoint.mockResolvedValueOnce({ kind: 'ok', data: [] });
    await expect(loadSearchCabins(scope, 'ctg-au-web')).resolves.toEqual([...CABIN_CLASSES]);
  });

  it('asks the service once for many renders, and again once its answer is old', async () => {
    vi.useFakeTimers();
    try {
      callServiceEndpoint.mockResolvedValue({ kind: 'ok', data: [{ code: 'Business', name: 'Business' }] });
      await loadSearchCabins(scope, 'ctg-au-web');
      await expect(loadSearchCabins(scope, 'ctg-au-web')).resolves.toEqual(['Business']);
      expect(callServiceEndpoint).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(10 * 60_000 + 1);
      await loadSearchCabins(scope, 'ctg-au-web');
      expect(callServiceEndpoint).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
