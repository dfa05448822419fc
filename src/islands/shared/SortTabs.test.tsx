/** The one sort-tab group of flight and hotel results: the chosen order pressed, hints only where given. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SortTabGroup } from './SortTabs';

const render = (hintOf?: (sort: 'best' | 'cheapest') => string | undefined) =>
  renderToStaticMarkup(
    <SortTabGroup
      label="Sort by"
      sorts={['best', 'cheapest'] as const}
      value="cheapest"
      onChange={() => undefined}
      nameOf={(sort) => (sort === 'best' ? 'Best' : 'Cheapest')}
      hintOf={hintOf}
    />,
  );

describe('SortTabGroup', () => {
  it('names the group and presses only the chosen order', () => {
    const html = render();
    expect(html).toContain('role="group" aria-label="Sort by"');
    expect(html).toMatch(/aria-pressed="false"[^>]*>Best</);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Cheapest</);
  });

  it('shows a hint under an order only when one is given', () => {
    const html = render((sort) => (sort === 'cheapest' ? '$9,976.03' : undefined));
    expect(html).toContain('Cheapest<span class="text-xs font-semibold opacity-80">$9,976.03</span>');
    expect(html.match(/<span/g)).toHaveLength(1);
  });
});
