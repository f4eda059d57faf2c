import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { loadOrCreateKeyFile } from './key-file';

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_FILE = 'email-encryption-key';
const HEX_KEY = /^[0-9a-f]{64}$/i;

/** A stored secret that cannot be read: altered, cut, or sealed under another key. */
export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

/**
 * Seals short secrets (SMTP passwords) with AES-256-GCM: a random 12-byte IV per secret and a
 * 16-byte authentication tag, so any change to the stored text is detected on opening. The
 * sealed text is `v1:<iv>:<tag>:<ciphertext>`, each part base64url.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new SecretBoxError(`The key must be ${KEY_BYTES} bytes`);
    this.key = Buffer.from(key);
  }

  static fromHex(hex: string): SecretBox {
    if (!HEX_KEY.test(hex)) throw new SecretBoxError('The key must be 64 hexadecimal characters');
    return new SecretBox(Buffer.from(hex, 'hex'));
  }

  seal(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv, { authTagLength: TAG_BYTES });
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, iv, tag, ciphertext]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join(':');
  }

  open(sealed: string): string {
    const parts = sealed.split(':');
    if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretBoxError('Not a sealed secret');
    const [iv, tag, ciphertext] = parts.slice(1).map((p) => Buffer.from(p, 'base64url'));
    if (!iv || iv.length !== IV_BYTES || !tag || tag.length !== TAG_BYTES || !ciphertext) {
      throw new SecretBoxError('Not a sealed secret');
    }
    try {
      const decipher = createDecipheriv(ALGORITHM, this.key, iv, { authTagLength: TAG_BYTES });
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretBoxError('The sealed secret was altered or sealed under another key');
    }
  }

  /** Whether `text` has the sealed format (not whether it opens). */
  static isSealed(text: string): boolean {
    return text.startsWith(`${VERSION}:`) && text.split(':').length === 4;
  }
}

/**
 * The key for stored SMTP passwords: EMAIL_ENCRYPTION_KEY, or (embedded database only, see
 * requireSharedKeys) a random one generated once into DATA_DIR, so restarts can still open what
 * was stored.
 */
export async function loadSecretBox(
  config: Pick<Config, 'emailEncryptionKey' | 'dataDir'>,
): Promise<SecretBox> {
  if (config.emailEncryptionKey) return SecretBox.fromHex(config.emailEncryptionKey);
  const hex = await loadOrCreateKeyFile(
    config.dataDir,
    KEY_FILE,
    () => randomBytes(KEY_BYTES).toString('hex'),
    (value) =>
      HEX_KEY.test(value)
        ? null
        : 'does not hold a 64-character hexadecimal key; restore it, or set EMAIL_ENCRYPTION_KEY',
  );
  return SecretBox.fromHex(hex);
}
