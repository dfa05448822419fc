/**
 * Headers for every response. The page CSP (script and style hashes) is Astro's, emitted per page;
 * frame-ancestors cannot be set from a <meta> tag, so it goes in a header policy of its own.
 */
export function applySecurityHeaders(headers: Headers, url: URL, forwardedProto?: string): void {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  const policy = headers.get('Content-Security-Policy');
  if (!policy) {
    headers.set('Content-Security-Policy', "frame-ancestors 'none'");
  } else if (!policy.includes('frame-ancestors')) {
    headers.set('Content-Security-Policy', `${policy.trim().replace(/;?$/, ';')} frame-ancestors 'none'`);
  }
  // Behind a TLS-terminating proxy the request arrives as http with X-Forwarded-Proto: https.
  if (url.protocol === 'https:' || forwardedProto === 'https') {
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
}
