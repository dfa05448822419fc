import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/envelope';
import type { RequestScope } from '../../lib/api/service-client';
import { ServiceUnavailableError } from '../../lib/api/transport';
import { loadAlerts, stopAlert, stopOutcomeOf } from './account-alerts';

const callService = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api/service-client', () => ({ callService }));

const scope = {} as RequestScope;
const ID = '7d3f3c1e-9f0b-4c55-8c1e-2a6f0d4b9e11';

beforeEach(() => {
  callService.mockReset();
});

describe('stopping a price alert from the dashboard', () => {
  it('deletes the account tracker with the account token', async () => {
    callService.mockResolvedValue({ kind: 'ok', data: { deleted: 1 } });
    expect(await stopAlert(scope, 'CTG', ID)).toBe('stopped');
    expect(callService).toHaveBeenCalledWith(scope, 'booking', {
      method: 'POST',
      path: '/PriceTracker/Delete',
      body: { siteId: 'CTG', id: ID },
      token: 'account',
    });
  });

  it('counts an alert already gone as stopped, so a second press is harmless', async () => {
    callService.mockRejectedValue(new ApiError('No such price tracker', 404));
    expect(await stopAlert(scope, 'CTG', ID)).toBe('stopped');
  });

  it('refuses an id that is not one, without calling the service', async () => {
    expect(await stopAlert(scope, 'CTG', '../../etc')).toBe('invalid');
    expect(callService).not.toHaveBeenCalled();
  });

  it('tells a signed-out visitor and an unavailable service apart', async () => {
    callService.mockRejectedValueOnce(new ApiError('Please sign in to continue', 401, true));
    expect(await stopAlert(scope, 'CTG', ID)).toBe('signed-out');
    callService.mockRejectedValueOnce(new ServiceUnavailableError('booking'));
    expect(await stopAlert(scope, 'CTG', ID)).toBe('unavailable');
  });

  it('reads back only its own outcomes from the flash', () => {
    expect(stopOutcomeOf('stopped')).toBe('stopped');
    expect(stopOutcomeOf('unavailable')).toBe('unavailable');
    expect(stopOutcomeOf('Your booking was cancelled')).toBeUndefined();
    expect(stopOutcomeOf(undefined)).toBeUndefined();
  });
});

describe('listing the account price alerts', () => {
  it('answers the list, or says the session ended', async () => {
    callService.mockResolvedValueOnce({ kind: 'ok', data: [] });
    expect(await loadAlerts(scope, 'CTG')).toEqual({ kind: 'ok', alerts: [] });
    callService.mockRejectedValueOnce(new ApiError('Please sign in to continue', 401, true));
    expect(await loadAlerts(scope, 'CTG')).toEqual({ kind: 'signed-out' });
    callService.mockRejectedValueOnce(new ApiError('Unable to process your request', 500));
    expect(await loadAlerts(scope, 'CTG')).toEqual({ kind: 'unavailable' });
  });
});
