import { randomBytes, randomInt, randomUUID } from 'node:crypto';

/** Identifier and secret generation; injectable so tests can predict ids. */
export interface Ids {
  uuid(): string;
  /** A URL-safe random secret of the given number of bytes. */
  secret(bytes?: number): string;
}

export const cryptoIds: Ids = {
  uuid: () => randomUUID(),
  secret: (bytes = 32) => randomBytes(bytes).toString('base64url'),
};

/** A compact record id: the prefix, an underscore and 24 hex digits of a fresh uuid ("aud_3f2a…"). */
export const prefixedId = (ids: Ids, prefix: string): string =>
  `${prefix}_${ids.uuid().replaceAll('-', '').slice(0, 24)}`;

/** A random whole number below the bound; rules take it as a parameter so tests can fix it. */
export type RandomInt = (maxExclusive: number) => number;
export const cryptoRandom: RandomInt = (max) => randomInt(max);
