/**
 * Encryption at rest of the Calendly OAuth tokens: AES-256-GCM with a key from the environment, a fresh 96-bit IV
 * per value, and the owner and field as additional data, so a ciphertext copied to another row or column does not
 * decrypt. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Reads a 32-byte key written as 64 hex digits or as base64/base64url; throws with the variable's name otherwise. */
export function parseEncryptionKey(value: string, variable = 'CALENDLY_TOKEN_ENCRYPTION_KEY'): Buffer {
  const text = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) {
    throw new Error(`${variable} must be 32 random bytes as 64 hex digits or base64 (e.g. \`openssl rand -base64 32\`)`);
  }
  return key;
}

export class TokenCipher {
  constructor(private readonly key: Buffer) {}

  /** Encrypts `plain`, bound to `context` (e.g. `<therapist id>:access`). */
  encrypt(plain: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
  }

  /** Decrypts a value of {@link encrypt} for the same context; throws when it was altered, moved or keyed otherwise. */
  decrypt(stored: string, context: string): string {
    const [version, iv, tag, data] = stored.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not an encrypted token');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}
