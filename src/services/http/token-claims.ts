/**
 * What a verified bearer token says, as every service app carries it on the request (ServiceEnv). The
 * type lives with the HTTP layer, which every route uses; auth/tokens.ts issues and reads the tokens.
 */
export type TokenKind = 'public' | 'account';

/** What a bearer token says: a guest identity (public) or an account session. */
export interface TokenClaims {
  sub: string;
  typ: TokenKind;
  /** Server-side session id of an account token; revoking the session kills the token. */
  sid?: string;
  site: string;
  iat: number;
  exp: number;
}
