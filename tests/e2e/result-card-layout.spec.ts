import { expect, test } from './fixtures';
import { daysAhead } from './support/booking-api';

/**
 * Issue 25, defect 10: at 1280 x 800 the result cards cut airline names ("British Air…") and let the
 * route line's text run over the arrival time ("2 stops via ADL, DOH" into "LHR"). Every card's airline
 * name is shown whole, and the route line sits between the two times.
 */
test('result cards at 1280 px: airline names whole, the route line between the times', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(
    `/flight/result?trip=oneway&from=SYD&fromType=A&to=LON&toType=C&depart=${daysAhead(50)}&adults=1&cabin=Business`,
  );
  const cards = page.locator('article.flight-card');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  const problems = await cards.evaluateAll((elements) =>
    elements.slice(0, 20).flatMap((card) => {
      const found: string[] = [];
      const label = card.getAttribute('aria-label') ?? '';
      for (const name of card.querySelectorAll<HTMLElement>('.result-airline .font-semibold')) {
        if (name.scrollWidth > name.clientWidth + 1)
          found.push(`${label}: airline name cut ("${name.textContent}")`);
      }
      const [departs, arrives] = [...card.querySelectorAll<HTMLElement>('.flight-route .flight-time')];
      const line = card.querySelector<HTMLElement>('.flight-route .flight-line');
      if (!departs || !arrives || !line) return [`${label}: no route line`];
      // The line's parts (the bar, the duration, the stops, a warning) may overflow its own box: each is measured.
      const parts = [...line.children].map((part) => part.getBoundingClientRect());
      const left = Math.min(...parts.map((part) => part.left));
      const right = Math.max(...parts.map((part) => part.right));
      // A time's digits, not its block or its screen-reader words ("Arrives 1 day later").
      const digits = (element: HTMLElement) => {
        const range = document.createRange();
        range.selectNodeContents(element.firstChild!);
        return range.getBoundingClientRect();
      };
      if (left < digits(departs).right - 1 || right > digits(arrives).left + 1) {
        found.push(`${label}: route line ${Math.round(left)}–${Math.round(right)} overlaps a time`);
      }
      return found;
    }),
  );
  expect(problems).toEqual([]);
});
