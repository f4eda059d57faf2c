import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadSecretBox, SecretBox, SecretBoxError } from '../src/shared/crypto/secret-box';

/** AES-256-GCM sealing of stored SMTP passwords, and where its key comes from. */
const box = new SecretBox(randomBytes(32));

const b64 = (text: string) => Buffer.from(text, 'base64url');
const flipFirstByte = (part: string) => {
  const bytes = b64(part);
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  return bytes.toString('base64url');
};

describe('SecretBox', () => {
  it('opens what it sealed, in the v1:iv:tag:ciphertext format with a fresh IV each time', () => {
    const secret = 'p@ss wörd: with colons ✓';
    const a = box.seal(secret);
    const b = box.seal(secret);
    expect(a).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    const [, iv, tag] = a.split(':');
    expect(b64(iv ?? '')).toHaveLength(12);
    expect(b64(tag ?? '')).toHaveLength(16);
    expect(box.open(a)).toBe(secret);
    expect(box.open(b)).toBe(secret);
    expect(box.open(box.seal(''))).toBe('');
    expect(SecretBox.isSealed(a)).toBe(true);
    expect(SecretBox.isSealed(secret)).toBe(false);
  });

  it.each([
    ['the ciphertext', 3],
    ['the tag', 2],
    ['the IV', 1],
  ])('refuses a secret whose %s was altered', (_what, index) => {
    const parts = box.seal('hunter2-hunter2').split(':');
    parts[index] = flipFirstByte(parts[index] ?? '');
    expect(() => box.open(parts.join(':'))).toThrow(SecretBoxError);
  });

  it('refuses a secret sealed under another key, a cut one, another version and plain text', () => {
    const sealed = box.seal('secret');
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow(
      'The sealed secret was altered or sealed under another key',
    );
    expect(() => box.open(sealed.slice(0, -4))).toThrow(SecretBoxError);
    expect(() => box.open(sealed.replace(/^v1/, 'v2'))).toThrow('Not a sealed secret');
    expect(() => box.open('secret')).toThrow('Not a sealed secret');
    const [v, iv, , ct] = sealed.split(':');
    expect(() => box.open([v, iv, 'AAAA', ct].join(':'))).toThrow('Not a sealed secret');
  });

  it('takes only 256-bit keys', () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow('The key must be 32 bytes');
    expect(() => SecretBox.fromHex('abc')).toThrow('64 hexadecimal');
  });
});

describe('loadSecretBox', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ff-secret-box-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('uses EMAIL_ENCRYPTION_KEY when set, and writes no file', async () => {
    const hex = randomBytes(32).toString('hex');
    const sealed = SecretBox.fromHex(hex).seal('from config');
    const loaded = await loadSecretBox({ emailEncryptionKey: hex, dataDir });
    expect(loaded.open(sealed)).toBe('from config');
    await expect(stat(path.join(dataDir, 'email-encryption-key'))).rejects.toThrow();
  });

  it('otherwise generates a key once into DATA_DIR (mode 600) and keeps using it', async () => {
    const dir = path.join(dataDir, 'nested');
    const first = await loadSecretBox({ emailEncryptionKey: null, dataDir: dir });
    const file = path.join(dir, 'email-encryption-key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);
    const sealed = first.seal('kept across restarts');
    const again = await loadSecretBox({ emailEncryptionKey: null, dataDir: dir });
    expect(again.open(sealed)).toBe('kept across restarts');
  });

  it('agrees on one key when several processes start at once', async () => {
    const boxes = await Promise.all(
      Array.from({ length: 8 }, () => loadSecretBox({ emailEncryptionKey: null, dataDir })),
    );
    const sealed = boxes[0]?.seal('shared') ?? '';
    for (const b of boxes) expect(b.open(sealed)).toBe('shared');
  });

  it('stops with a clear message when the key file is damaged', async () => {
    await writeFile(path.join(dataDir, 'email-encryption-key'), 'not a key');
    await expect(loadSecretBox({ emailEncryptionKey: null, dataDir })).rejects.toThrow(
      'set EMAIL_ENCRYPTION_KEY',
    );
  });
});
