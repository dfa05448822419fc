/**
 * Routes may declare their own validity check (spec §2): a page whose parameters or query make no sense
 * returns this, and Astro renders the 404 page ('Page Not Found: {path}') with status 404.
 */
export function routeNotFound(): Response {
  return new Response(null, { status: 404, statusText: 'Not Found' });
}
