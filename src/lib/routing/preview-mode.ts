/** Preview edit mode (spec §2): on with ?mode=1, kept in a session cookie, reload after 1 second. */
export const PREVIEW_COOKIE = 'ctg_preview';
export const PREVIEW_RELOAD_DELAY_SECONDS = 1;

export interface PreviewRequest {
  enable: boolean;
  /** The same URL without the mode parameter. */
  cleanPath: string;
}

export function readPreviewRequest(url: URL): PreviewRequest | null {
  const mode = url.searchParams.get('mode');
  if (mode !== '1' && mode !== '0') return null;
  const params = new URLSearchParams(url.search);
  params.delete('mode');
  const query = params.toString();
  return { enable: mode === '1', cleanPath: `${url.pathname}${query ? `?${query}` : ''}` };
}
