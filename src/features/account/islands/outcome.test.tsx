import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IslandShell } from '../../../islands/shared/IslandShell';
import { Outcome, type FormOutcome } from './kit';

const render = (outcome: FormOutcome) =>
  renderToStaticMarkup(
    <IslandShell locale={'en'} messages={{}}>
      <Outcome outcome={outcome} />
    </IslandShell>,
  );

describe('Outcome (issue 25, item 12: a swallowed 502 showed an empty red alert box)', () => {
  it('says the default text when an error came without words', () => {
    const html = render({ kind: 'error', message: '' });
    expect(html).toContain('role="alert"');
    expect(html).toContain('Unable to process your request');
  });

  it("shows the service's own words when it gave some", () => {
    const html = renderToStaticMarkup(
      <Outcome outcome={{ kind: 'error', message: 'Invalid username password' }} />,
    );
    expect(html).toContain('Invalid username password');
    expect(html).not.toContain('Unable to process your request');
  });

  it('titles an error "Error" and a success "Success" in the island\'s language (spec §8)', () => {
    expect(render({ kind: 'error', message: 'x' })).toContain('>Error<');
    expect(render({ kind: 'success', message: 'Profile saved' })).toMatch(
      /role="status".*>Success<.*Profile saved/,
    );
    const ja = renderToStaticMarkup(
      <IslandShell locale={'ja'} messages={{}}>
        <Outcome outcome={{ kind: 'success', message: 'x' }} />
      </IslandShell>,
    );
    expect(ja).toContain('>完了<');
  });

  it('leaves a neutral note (nothing changed) untitled', () => {
    expect(render({ kind: 'info', message: 'Nothing to change' })).not.toContain('outcome-title');
  });
});
