/**
 * A content page as Astro answers it for the route cache tests: cacheable for a minute (five more
 * stale), tagged as a deal listing, long enough to be gzipped when stored.
 */
export const cachedPageHtml = (line: string) =>
  `<!doctype html><html><body>${`<p>${line}</p>`.repeat(60)}</body></html>`;

export const cachedPageResponse = (html: string) =>
  new Response(html, {
    headers: {
      'Content-Type': 'text/html',
      'CDN-Cache-Control': 'max-age=60, stale-while-revalidate=300',
      'Cache-Tag': 'content,list:deal',
    },
  });
