import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A self-signed X.509 certificate (RSA 2048, SHA-256) made here, DER-encoded by hand: what an
 * SNS signing certificate is, for tests that must not reach Amazon.
 */
export type TestCertificate = { pem: string; privateKey: KeyObject };

const length = (n: number): Buffer =>
  n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]);
const tlv = (tag: number, ...content: Buffer[]): Buffer => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
};
const sequence = (...content: Buffer[]) => tlv(0x30, ...content);
const SHA256_WITH_RSA = sequence(
  Buffer.from([0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b]),
  Buffer.from([0x05, 0x00]),
);
const name = (commonName: string) =>
  sequence(
    tlv(
      0x31,
      sequence(Buffer.from([0x06, 0x03, 0x55, 0x04, 0x03]), tlv(0x0c, Buffer.from(commonName, 'utf8'))),
    ),
  );
/** UTCTime: YYMMDDHHMMSSZ. */
const utcTime = (date: Date) =>
  tlv(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`, 'ascii'));

export function selfSignedCertificate(
  commonName = 'sns.amazonaws.com',
  validFrom = new Date(Date.now() - 24 * 3600_000),
  validTo = new Date(Date.now() + 365 * 24 * 3600_000),
): TestCertificate {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serial = randomBytes(8);
  serial[0] = serial[0]! & 0x7f; // a positive INTEGER
  const tbs = sequence(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))), // version 3
    tlv(0x02, serial),
    SHA256_WITH_RSA,
    name(commonName),
    sequence(utcTime(validFrom), utcTime(validTo)),
    name(commonName),
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const der = sequence(tbs, SHA256_WITH_RSA, tlv(0x03, Buffer.from([0]), signature));
  const base64 = der.toString('base64').replace(/.{64}/g, '$&\n');
  return { pem: `-----BEGIN CERTIFICATE-----\n${base64.trimEnd()}\n-----END CERTIFICATE-----\n`, privateKey };
}
