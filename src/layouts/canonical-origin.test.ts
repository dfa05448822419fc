import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SeoHead from '../features/content/components/SeoHead.astro';
import BaseLayout from './BaseLayout.astro';

// Pages that are not cached are rendered per request: a Host header sent by anyone (a cache-poisoning
// or phishing attempt) must not become the address search engines and social cards are given.
const forged = () =>
  new Request('http://evil.example:8080/deals?page=2', { headers: { Host: 'evil.example:8080' } });
// What the layout reads of the middleware's locals.
const locals = { t: (key: string) => key, theme: null, documentLang: 'en' } as unknown as App.Locals;

async function render(component: typeof BaseLayout | typeof SeoHead, props: Record<string, unknown>) {
  const container = await AstroContainer.create();
  return container.renderToString(component, { props, locals, request: forged() });
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('canonical, hreflang and og:url come from the configured site origin, never the Host header', () => {
  it('uses SITE_URL', async () => {
    vi.stubEnv('SITE_URL', 'https://www.ctg.example/');
    const html = await render(BaseLayout, { title: 'Deals', layout: 'page' });
    expect(html).toContain('<link rel="canonical" href="https://www.ctg.example/deals">');
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://www.ctg.example/deals">',
    );
    expect(html).not.toContain('evil.example');
  });

  it('without SITE_URL, uses where the site is served (HOST and PORT)', async () => {
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('HOST', '0.0.0.0');
    vi.stubEnv('PORT', '8081');
    const html = await render(BaseLayout, { title: 'Deals', layout: 'page', canonicalPath: '/deals' });
    expect(html).toContain('<link rel="canonical" href="http://localhost:8081/deals">');
    expect(html).not.toContain('evil.example');
  });

  it('gives social cards the same origin', async () => {
    vi.stubEnv('SITE_URL', 'https://www.ctg.example');
    const html = await render(SeoHead, { title: 'Deals' });
    expect(html).toContain('<meta property="og:url" content="https://www.ctg.example/deals">');
    expect(html).not.toContain('evil.example');
  });
});
