/**
 * Social cards of pages whose image is a media library image (/media/<id>.webp, issue 24): og:image and
 * twitter:image are its absolute address on the configured site origin, with its alt text.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SeoHead from './SeoHead.astro';

const locals = { t: (key: string) => key, theme: null, documentLang: 'en' } as unknown as App.Locals;
const LIBRARY_IMAGE = {
  kind: 'Image',
  src: '/media/0123456789abcdef01234567.webp',
  alt: 'The Acropolis at dusk',
  width: 1600,
  height: 900,
};

async function render(image: unknown) {
  const container = await AstroContainer.create();
  return container.renderToString(SeoHead, {
    props: { title: 'Athens', description: 'Fly to Athens', image },
    locals,
    request: new Request('https://www.ctg.example/deals/sydney-athens-etihad'),
  });
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('SeoHead with a media library image', () => {
  it('gives og:image and twitter:image as the absolute library address', async () => {
    vi.stubEnv('SITE_URL', 'https://www.ctg.example/');
    const html = await render(LIBRARY_IMAGE);
    const url = 'https://www.ctg.example/media/0123456789abcdef01234567.webp';
    expect(html).toContain(`<meta property="og:image" content="${url}">`);
    expect(html).toContain('<meta property="og:image:alt" content="The Acropolis at dusk">');
    expect(html).toContain(`<meta name="twitter:image" content="${url}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('gives no og:image for a source that is neither a bundled asset nor a library image', async () => {
    vi.stubEnv('SITE_URL', 'https://www.ctg.example/');
    const html = await render({ ...LIBRARY_IMAGE, src: 'https://elsewhere.example/x.webp' });
    expect(html).not.toContain('og:image');
  });
});
