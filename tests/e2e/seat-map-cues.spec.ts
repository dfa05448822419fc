import { expect, expectNoAxeViolations, test } from './fixtures';
import { reachSeats } from './support/seats-step';

/**
 * Issue 25, defect 11: the seat map shows a sighted mouse, touch or keyboard user what the screen reader
 * already says (a visible detail line of the seat under the pointer or the focus, exits and galleys
 * drawn), tells a touch screen to tap rather than use arrow keys, and after a seat is chosen the next
 * passenger without one takes the turn, with a polite announcement.
 */

test('seat map: visible seat details, cabin drawings, tap hint on touch, next passenger after a choice', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await reachSeats(page);
  const grid = page.getByRole('grid', { name: /^Seat map, SYD – / });
  await expect(grid).toBeVisible({ timeout: 20_000 });
  await expect(grid).toHaveAccessibleName(/choosing for James Citizen$/);
  const detail = page.locator('.seat-detail');
  await expect(page.getByText('Front of the cabin')).toBeVisible();
  await expect(page.getByText(/^Use the arrow keys/)).toBeVisible();
  await expect(page.getByText(/^Tap a seat/)).toBeHidden();
  // This Business cabin's layout has a galley and toilets ahead of its first row, and bassinet seats.
  await expect(page.locator('.seat-facility', { hasText: 'Galley' }).first()).toBeVisible();
  await expect(page.locator('.seat-facility', { hasText: 'Toilet' }).first()).toBeVisible();
  await expect(grid.locator('.seat-cue-bassinet').first()).toBeVisible();

  // The seat under the pointer shows its facts in words a sighted user can read.
  const free = grid.locator(
    '[role="gridcell"][aria-label$="included"], [role="gridcell"][aria-label*=", $"]',
  );
  const seat = free.nth(1);
  const name = (await seat.getAttribute('aria-label'))!;
  const designator = name.split(',')[0]!;
  await seat.hover();
  await expect(detail).toHaveText(
    new RegExp(`^${designator} · (Window|Middle|Aisle)( · [A-Za-z ]+)* · (Included|\\$[\\d,]+\\.\\d{2})$`),
  );
  // The same facts as the seat's accessible name, capitalised and joined for the eye.
  const words = name
    .split(', ')
    .slice(1)
    .map((word) => word.replace(/^[a-z]/, (letter) => letter.toUpperCase()));
  await expect(detail).toHaveText(
    [designator, ...words].join(' · ').replace('Bassinet position', 'Bassinet'),
  );
  await expectNoAxeViolations(page);

  // Choosing it for James moves the turn to Jane: the selector, the grid's name and an announcement.
  await seat.click();
  await expect(
    page.getByRole('radio', { name: new RegExp(`James Citizen · ${designator}$`) }),
  ).not.toBeChecked();
  await expect(page.getByRole('radio', { name: /Jane Citizen · no seat yet$/ })).toBeChecked();
  await expect(grid).toHaveAccessibleName(/choosing for Jane Citizen$/);
  await expect(page.getByRole('status').filter({ hasText: 'Now choosing' })).toHaveText(
    `Seat ${designator} chosen for James Citizen. Now choosing a seat for Jane Citizen.`,
  );
  await expect(grid.getByRole('gridcell', { name: `${name}, held for James Citizen` })).toBeVisible();
  await expectNoAxeViolations(page);

  // A touch screen (a coarse pointer) is told to tap, not to use arrow keys.
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await expect(page.getByText(/^Tap a seat/)).toBeVisible();
  await expect(page.getByText(/^Use the arrow keys/)).toBeHidden();
});
