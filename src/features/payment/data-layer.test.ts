import { describe, expect, it, vi } from 'vitest';
import { onAbandon, pushBookingEventOnce, type SeenStore } from './data-layer';

function memory(): SeenStore {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('pushBookingEventOnce', () => {
  it('creates the dataLayer and pushes an event once per offer', () => {
    const host: { dataLayer?: unknown[] } = {};
    const seen = memory();
    const event = {
      event: 'booked_online' as const,
      offerId: 'off_1',
      bookingReference: 'ABC123',
      value: 2914.2,
    };
    expect(pushBookingEventOnce(host, seen, event)).toBe(true);
    expect(pushBookingEventOnce(host, seen, event)).toBe(false);
    expect(host.dataLayer).toEqual([event]);
    expect(pushBookingEventOnce(host, seen, { ...event, offerId: 'off_2' })).toBe(true);
    expect(host.dataLayer).toHaveLength(2);
  });

  it('keeps an existing dataLayer (a tag manager may have made it)', () => {
    const host = { dataLayer: [{ event: 'gtm.js' }] as unknown[] };
    pushBookingEventOnce(host, null, { event: 'abandoned_booking', offerId: 'off_1' });
    expect(host.dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'abandoned_booking', offerId: 'off_1' }]);
  });
});

describe('onAbandon', () => {
  function fakeWindow() {
    const target = new EventTarget() as EventTarget & { document: { visibilityState: string } };
    target.document = { visibilityState: 'visible' };
    return target as unknown as Window & { document: { visibilityState: string } };
  }

  it('reports leaving the page once, on pagehide', () => {
    const win = fakeWindow();
    const leave = vi.fn();
    onAbandon(win, () => false, leave);
    win.dispatchEvent(new Event('pagehide'));
    win.dispatchEvent(new Event('pagehide'));
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('does not count switching to another tab and back as abandoning (item 12)', () => {
    const win = fakeWindow();
    const leave = vi.fn();
    onAbandon(win, () => false, leave);
    win.document.visibilityState = 'hidden';
    win.dispatchEvent(new Event('visibilitychange'));
    win.document.visibilityState = 'visible';
    win.dispatchEvent(new Event('visibilitychange'));
    expect(leave).not.toHaveBeenCalled();
  });

  it('says nothing once the booking is completed or when stopped', () => {
    const win = fakeWindow();
    const leave = vi.fn();
    onAbandon(win, () => true, leave);
    win.dispatchEvent(new Event('pagehide'));
    const stop = onAbandon(win, () => false, leave);
    stop();
    win.dispatchEvent(new Event('pagehide'));
    expect(leave).not.toHaveBeenCalled();
  });
});
