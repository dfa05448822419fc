import { hash, verify } from '@node-rs/argon2';

// OWASP password storage guidance for argon2id: 19 MiB of memory, 2 iterations, 1 lane.
const ARGON2ID_OPTIONS = {
  // Algorithm.Argon2id; the package's const enum cannot be imported under verbatimModuleSyntax.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

// Verifying against this when the account does not exist keeps the response time the same, so the
// timing of a failed sign-in does not reveal whether an email is registered.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
