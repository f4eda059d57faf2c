import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';

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
 * The key for stored SMTP passwords: EMAIL_ENCRYPTION_KEY, or a random one generated once and
 * kept under DATA_DIR (mode 600) so restarts can still open what was stored. Several processes
 * starting at once agree on one key: only the first write of the file succeeds.
 */
export async function loadSecretBox(
  config: Pick<Config, 'emailEncryptionKey' | 'dataDir'>,
): Promise<SecretBox> {
  if (config.emailEncryptionKey) return SecretBox.fromHex(config.emailEncryptionKey);
  const file = path.join(config.dataDir, KEY_FILE);
  if (!existsSync(file)) {
    await mkdir(config.dataDir, { recursive: true });
    // Written whole under a private name, then linked into place: the link fails if another
    // process got there first, and nobody ever reads a half-written key.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(draft, randomBytes(KEY_BYTES).toString('hex'), { mode: 0o600 });
    try {
      await link(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await unlink(draft);
    }
  }
  const hex = (await readFile(file, 'utf8')).trim();
  if (!HEX_KEY.test(hex)) {
    throw new SecretBoxError(
      `${file} does not hold a 64-character hexadecimal key; restore it, or set EMAIL_ENCRYPTION_KEY`,
    );
  }
  return SecretBox.fromHex(hex);
}
