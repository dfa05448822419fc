/**
 * Which message the sign-in page shows (`/account?error=…`, account.astro) for a refused sign-in, by the
 * Main API's status: 429 too many attempts; 503 the sign-in limiter cannot count right now (its shared
 * store is away, so it refuses rather than let guesses through: issue 14), which is not the traveller's
 * mistake; anything else wrong credentials.
 */
export type SignInRefusal = 'rate-limited' | 'unavailable' | 'invalid';

export function signInRefusalOf(httpStatus: number): SignInRefusal {
  if (httpStatus === 429) return 'rate-limited';
  if (httpStatus === 503) return 'unavailable';
  return 'invalid';
}
