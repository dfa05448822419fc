import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import enPayment from '../../../lib/i18n/locales/en/booking-payment.json';
import { IslandShell } from '../../../islands/shared/IslandShell';
import { announcedSeconds, failureNoteAfter, secondsSince, warnBeforeLeaving } from './payment-wait';
import { PaymentFailure, PaymentWaitStatus } from './PaymentWaitStatus';

const withText = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <IslandShell locale={'en'} messages={enPayment}>
      {node}
    </IslandShell>,
  );

describe('the wait after Pay', () => {
  it('counts whole seconds from Pay, across a reload (startedAt is stored)', () => {
    expect(secondsSince(10_000, 10_999)).toBe(0);
    expect(secondsSince(10_000, 72_400)).toBe(62);
    // A clock set back never shows a negative wait.
    expect(secondsSince(10_000, 9_000)).toBe(0);
  });

  it('tells screen readers the wait every 10 seconds, not every second', () => {
    expect([0, 9, 10, 19, 62].map(announcedSeconds)).toEqual([0, 0, 10, 10, 60]);
  });

  it('shows the message and the time waited in a live status', () => {
    const html = withText(
      <PaymentWaitStatus message="Processing your payment." startedAt={Date.now() - 12_400} />,
    );
    expect(html).toMatch(/role="status"/);
    expect(html).toContain('Processing your payment.');
    expect(html).toContain('Time waited: 12 s');
    expect(html).toContain('Time waited: 10 s');
  });

  it('says no money was taken only when the service voided the payment (TimedOut)', () => {
    expect(failureNoteAfter('TimedOut')).toBe('not-charged');
    // The browser's own wait limit: the service has not said where the payment stands.
    expect(failureNoteAfter('Pending')).toBe('no-order');
    const voided = withText(<PaymentFailure failure="Timed out." note="not-charged" />);
    expect(voided).toContain('No money was taken from your card, and no booking was made.');
    const unknown = withText(<PaymentFailure failure="Timed out." note="no-order" />);
    expect(unknown).toContain('No booking was made.');
    expect(unknown).not.toContain('money');
  });

  it('explains a form emptied by a reload instead of clearing it silently', () => {
    const html = withText(<PaymentFailure failure="" note="interrupted" />);
    expect(html).toMatch(/role="alert"/);
    expect(html).toContain('The page was reloaded before your bank answered.');
  });
});

describe('leaving while a payment is in flight', () => {
  const event = () => {
    const fake = { defaultPrevented: false, returnValue: undefined as unknown };
    return Object.assign(fake, { preventDefault: () => void (fake.defaultPrevented = true) });
  };

  it('asks the browser to warn while the payment is in flight, and not after', () => {
    let inFlight = true;
    const handler = warnBeforeLeaving(() => inFlight);
    const during = event();
    handler(during as unknown as BeforeUnloadEvent);
    expect(during.defaultPrevented).toBe(true);
    expect(during.returnValue).toBe('');
    inFlight = false;
    const after = event();
    handler(after as unknown as BeforeUnloadEvent);
    expect(after.defaultPrevented).toBe(false);
  });
});
