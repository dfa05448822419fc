/**
 * The islands' outcome message (spec §8 "Error catalogue": titles Success and Error): a visible title
 * per tone in the reader's language, inside the same live region as the message, and nothing at all
 * for an empty message.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IslandShell } from './IslandShell';
import { OutcomeMessage } from './OutcomeMessage';

describe('OutcomeMessage', () => {
  it('titles a failure "Error" in an alert, with the message after it', () => {
    const html = renderToStaticMarkup(<OutcomeMessage tone="error" message="Card declined" />);
    expect(html).toMatch(/^<div class="alert-error outcome" role="alert">/);
    expect(html).toContain('<p class="outcome-title">Error<span class="sr-only">: </span></p>');
    expect(html.indexOf('Error')).toBeLessThan(html.indexOf('Card declined'));
  });

  it('titles a success "Success" in a polite status', () => {
    const html = renderToStaticMarkup(<OutcomeMessage tone="success" message="Profile saved" />);
    expect(html).toMatch(/^<div class="notice outcome" role="status">/);
    expect(html).toContain('<p class="outcome-title">Success<span class="sr-only">: </span></p>');
    expect(html).toContain('<p>Profile saved</p>');
  });

  it.each([
    ['ja', 'エラー', '完了'],
    ['zh-CN', '错误', '成功'],
    ['ko', '오류', '성공'],
    ['id', 'Kesalahan', 'Berhasil'],
  ] as const)('says the titles in %s, from the locale prop', (locale, error, success) => {
    expect(renderToStaticMarkup(<OutcomeMessage tone="error" message="x" locale={locale} />)).toContain(
      `>${error}<`,
    );
    expect(renderToStaticMarkup(<OutcomeMessage tone="success" message="x" locale={locale} />)).toContain(
      `>${success}<`,
    );
  });

  it("takes the language of the island's shell when no locale is given", () => {
    const html = renderToStaticMarkup(
      <IslandShell locale={'ko'} messages={{}}>
        <OutcomeMessage tone="error" message="x" />
      </IslandShell>,
    );
    expect(html).toContain('>오류<');
  });

  it("takes the language of a light-translator shell (the home page's search forms) the same way", () => {
    const html = renderToStaticMarkup(
      <IslandShell locale="zh-CN" messages={{}}>
        <OutcomeMessage tone="success" message="x" />
      </IslandShell>,
    );
    expect(html).toContain('>成功<');
  });

  it('titles in English when the page passed no language it knows', () => {
    const html = renderToStaticMarkup(
      <IslandShell locale="xx" messages={{}}>
        <OutcomeMessage tone="success" message="x" />
      </IslandShell>,
    );
    expect(html).toContain('>Success<');
  });

  it('renders nothing for an empty message without other content (never an empty red box)', () => {
    expect(renderToStaticMarkup(<OutcomeMessage tone="error" message="" />)).toBe('');
    expect(renderToStaticMarkup(<OutcomeMessage tone="success" message={undefined} />)).toBe('');
  });

  it('keeps an empty, hidden live region only when asked to (a region fields point at)', () => {
    expect(renderToStaticMarkup(<OutcomeMessage tone="error" message="" id="e" persistent />)).toBe(
      '<div class="sr-only" role="alert" id="e"></div>',
    );
  });

  it('keeps extra content, classes and focus attributes inside the one live region', () => {
    const html = renderToStaticMarkup(
      <OutcomeMessage tone="error" message="Seats taken" className="mt-3" tabIndex={-1} id="oops">
        <button type="button">Retry</button>
      </OutcomeMessage>,
    );
    expect(html).toMatch(/^<div class="alert-error outcome mt-3" role="alert" id="oops" tabindex="-1">/);
    expect(html).toMatch(/<p>Seats taken<\/p><button type="button">Retry<\/button><\/div><\/div>$/);
  });
});
