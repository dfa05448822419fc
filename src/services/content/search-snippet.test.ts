import { describe, expect, it } from 'vitest';
import { MARK_START as S, MARK_STOP as E, toIndexRow } from './content.rules';
import { renderHighlight } from './content-pages.service';
import { cutSnippet } from './search-snippet';

const LOUNGE =
  `Dubai is the hub of Emirates. The airport has three concourses. ${S}Concourse${E} A is where most ` +
  `Emirates A380s park, and its business lounge is built on the same level as the gates. Boarding is ` +
  `direct from the lounge. Walking to B takes ten minutes. Showers are free. The spa costs extra and ` +
  `needs a booking at the desk well before the flight leaves the gate.`;

describe('cutSnippet (issue 12 "Search snippets")', () => {
  it('keeps whole sentences around the match, never half a phrase', () => {
    const snippet = cutSnippet(LOUNGE);
    expect(snippet.startsWith(`… The airport has three concourses. ${S}Concourse${E} A is where most`)).toBe(
      true,
    );
    expect(snippet).toContain('Boarding is direct from the lounge.');
    expect(snippet.replace(/[\u27e6\u27e7]/g, '').length).toBeLessThanOrEqual(240 + 4);
    // It ends at a sentence end, then marks that more follows.
    expect(snippet).toMatch(/\. …$/);
    expect(snippet).not.toContain('Concourse A Concourse');
  });

  it('adds the sentences before the match when those after it run out', () => {
    const text = `Short opener. Another line here. The ${S}lounge${E} is on level four.`;
    expect(cutSnippet(text)).toBe(text);
  });

  it('cuts a long sentence between words around the match, with ellipses', () => {
    const words = Array.from({ length: 80 }, (_, index) => `word${index}`);
    words[50] = `${S}needle${E}`;
    const snippet = cutSnippet(`${words.join(' ')}.`, 120);
    expect(snippet).toContain(`${S}needle${E}`);
    expect(snippet).toMatch(/^…word\d+ /);
    expect(snippet).toMatch(/ word\d+…$/);
    expect(snippet.replace(/[\u27e6\u27e7…]/g, '').length).toBeLessThanOrEqual(120);
  });

  it('never leaves a mark open or cuts inside one', () => {
    const long = `${'alpha '.repeat(30)}${S}business class lounge access${E} ${'omega '.repeat(60)}`;
    const snippet = cutSnippet(long, 60);
    expect(snippet.split(S).length).toBe(snippet.split(E).length);
    expect(snippet).toContain(`${S}business class lounge access${E}`);
  });

  it('starts at the beginning when only the title matched', () => {
    expect(cutSnippet('First sentence here. Second one follows. Third.', 40)).toBe(
      'First sentence here. Second one follows. …',
    );
  });

  it('escapes the text and turns the markers into <mark> elements', () => {
    const html = renderHighlight(cutSnippet(`Fares <b>from</b> $99 & ${S}Sydney${E} deals.`));
    expect(html).toBe('Fares &lt;b&gt;from&lt;/b&gt; $99 &amp; <mark>Sydney</mark> deals.');
  });
});

describe('index text (issue 12 "Search snippets")', () => {
  it('ends headings as sentences, so an excerpt does not run a heading into its text', () => {
    const row = toIndexRow('insight', 'dubai-lounge', {
      title: 'Dubai lounge',
      summary: 'The lounge.',
      body: '<h2>Concourse A</h2><p>Concourse A is where most A380s park.</p><h2>Why?</h2><p>Space.</p>',
      tags: [],
      kind: 'review',
      airline: null,
    });
    expect(row.body).toBe('Concourse A. Concourse A is where most A380s park. Why? Space.');
  });
});
