import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { platformSettings } from '../db/schema';
import type { Platform } from '../platform/platform';

const SETTING_KEY = 'passport_encryption_key';
const keys = new WeakMap<Platform, Promise<Buffer>>();

/** Reads PASSPORT_ENCRYPTION_KEY: 32 bytes as 64 hex digits or base64. */
function parseKey(raw: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32)
    throw new Error('PASSPORT_ENCRYPTION_KEY must be 32 bytes (64 hex digits or base64)');
  return key;
}

/**
 * The passport key: from configuration, else generated once and kept in platform_settings (the dev
 * default; production sets PASSPORT_ENCRYPTION_KEY so the key does not sit beside the data).
 */
function loadKey(platform: Platform): Promise<Buffer> {
  let key = keys.get(platform);
  if (!key) {
    key = (async () => {
      if (platform.config.passportEncryptionKey) return parseKey(platform.config.passportEncryptionKey);
      await platform.database.db
        .insert(platformSettings)
        .values({ key: SETTING_KEY, value: randomBytes(32).toString('base64') })
        .onConflictDoNothing();
      const [row] = await platform.database.db
        .select()
        .from(platformSettings)
        .where(eq(platformSettings.key, SETTING_KEY));
      if (!row) throw new Error('passport key could not be stored');
      return parseKey(row.value);
    })();
    keys.set(platform, key);
  }
  return key;
}

/**
 * Loads the key ahead of a transaction that encrypts: the first load may write platform_settings, which
 * must not happen inside another open transaction (PGlite has one connection).
 */
export async function prepareFieldEncryption(platform: Platform): Promise<void> {
  await loadKey(platform);
}

/** AES-256-GCM; the stored form is v1.<iv>.<tag>.<ciphertext> in base64url. `context` is bound as AAD. */
export async function encryptField(platform: Platform, plaintext: string, context: string): Promise<string> {
  const key = await loadKey(platform);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export async function decryptField(platform: Platform, stored: string, context: string): Promise<string> {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined)
    throw new Error('unknown ciphertext format');
  const decipher = createDecipheriv('aes-256-gcm', await loadKey(platform), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
