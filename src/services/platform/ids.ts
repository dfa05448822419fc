import { randomBytes, randomUUID } from 'node:crypto';

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
