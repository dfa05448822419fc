/**
 * The server's outcome message (spec §8 "Error catalogue": titles Success and Error): a visible title
 * per tone in the page's language inside the live region, and nothing for an empty message.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { getT } from '../../lib/i18n/i18n';
import type { Locale } from '../../shared/i18n/languages';
import Alert from './Alert.astro';

async function render(props: Record<string, unknown>, locale: Locale = 'en') {
  const container = await AstroContainer.create();
  const locals = { t: await getT(locale) } as unknown as App.Locals;
  return container.renderToString(Alert, { props, locals });
}

describe('Alert', () => {
  it('titles a failure "Error" in an alert, before the message (the default tone)', async () => {
    const html = await render({ message: 'Unable to process your request' });
    expect(html).toMatch(/<div class="alert-error outcome" role="alert"[^>]*>/);
    expect(html).toMatch(/<p class="outcome-title"[^>]*>Error<span class="sr-only"[^>]*>: <\/span><\/p>/);
    expect(html.indexOf('Error')).toBeLessThan(html.indexOf('Unable to process your request'));
  });

  it('titles a success "Success" in a polite status', async () => {
    const html = await render({ message: 'Message sent', tone: 'success' });
    expect(html).toMatch(/<div class="notice outcome" role="status"[^>]*>/);
    expect(html).toMatch(/>Success<span/);
    expect(html).toContain('Message sent');
  });

  it.each([
    ['ja', 'エラー', '完了'],
    ['zh-CN', '错误', '成功'],
    ['ko', '오류', '성공'],
    ['id', 'Kesalahan', 'Berhasil'],
  ] as const)('says the titles in %s', async (locale, error, success) => {
    expect(await render({ message: 'x' }, locale)).toContain(`>${error}<`);
    expect(await render({ message: 'x', tone: 'success' }, locale)).toContain(`>${success}<`);
  });

  it('renders nothing for an empty message (never an empty red box)', async () => {
    expect((await render({ message: '' })).trim()).toBe('');
    expect((await render({ message: undefined, tone: 'success' })).trim()).toBe('');
  });

  it('passes classes and data attributes through to the live region', async () => {
    const html = await render({ message: 'x', class: 'mt-4', 'data-form-outcome': 'failed' });
    expect(html).toMatch(/<div class="alert-error outcome mt-4" role="alert" data-form-outcome="failed"/);
  });
});
