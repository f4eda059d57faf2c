import { isIP } from 'node:net';
import { Resolver } from 'node:dns/promises';
import type { DNSResolver } from 'mailauth';
import { dkimSign } from 'mailauth/lib/dkim/sign';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import getDmarcRecord from 'mailauth/lib/dmarc/get-dmarc-record';
import { spf } from 'mailauth/lib/spf';

export type { DNSResolver };

/** How long one DNS question may take, and the whole SPF evaluation (its includes and all). */
const DNS_TIMEOUT_MS = 3000;
const SPF_TIME_LIMIT_MS = 10_000;

/** Answers that mean "no such record", as opposed to a lookup that failed. */
const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA', 'EBADNAME']);

/**
 * DNS questions through DNS_SERVERS (the system's resolvers when empty), in the shape mailauth
 * asks them (`dns.promises.resolve`).
 */
export function dnsResolver(servers: readonly string[]): DNSResolver {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  // mailauth passes the answer through as it is (MX records as objects for SPF's mx mechanism).
  return (name, rrtype) => resolver.resolve(name, rrtype) as Promise<string[][] | string[]>;
}

const errorCode = (error: unknown) => (error as { code?: string } | null)?.code;

/** The TXT records at `name`, each joined from its strings; [] when there are none. */
export async function txtRecords(resolve: DNSResolver, name: string): Promise<string[]> {
  try {
    const answer = await resolve(name, 'TXT');
    return answer.map((chunks) => (Array.isArray(chunks) ? chunks.join('') : chunks));
  } catch (error) {
    if (NO_RECORD.has(errorCode(error) ?? '')) return [];
    throw error;
  }
}

export type DkimRecordLookup =
  | { result: 'found' }
  | { result: 'missing' }
  | { result: 'mismatch'; found: string }
  | { result: 'error'; reason: string };

/**
 * Whether the record at `<selector>._domainkey.<domain>` verifies what this key signs: a short
 * message is signed with the private key and verified the way a receiver would (mailauth), so
 * "found" means receivers will accept the signatures, not only that some record is there.
 */
export async function lookUpDkimRecord(
  resolve: DNSResolver,
  key: { domain: string; selector: string; privateKey: string },
): Promise<DkimRecordLookup> {
  const message = [
    `From: <dkim-check@${key.domain}>`,
    `To: <dkim-check@${key.domain}>`,
    'Subject: DKIM record check',
    '',
    'This message is signed and verified to check the DKIM record; it is never sent.',
    '',
  ].join('\r\n');
  const signer = { signingDomain: key.domain, selector: key.selector, privateKey: key.privateKey };
  // mailauth's types ask for the top-level fields, its signer reads signatureData: both.
  const signed = await dkimSign(message, { ...signer, signatureData: [signer] });
  if (!signed.signatures) return { result: 'error', reason: 'the key could not sign a test message' };
  const verified = await dkimVerify(Buffer.from(signed.signatures + message), { resolver: resolve });
  const outcome = verified.results[0];
  const status = outcome?.status.result;
  const comment = outcome?.status.comment ?? '';
  if (status === 'pass') return { result: 'found' };
  if (status === 'temperror') return { result: 'error', reason: comment || 'the DNS lookup failed' };
  if (!outcome?.rr || comment === 'no key') return { result: 'missing' };
  return { result: 'mismatch', found: outcome.rr };
}

export type SpfEvaluation = {
  result: 'pass' | 'fail' | 'softfail' | 'neutral' | 'none' | 'permerror' | 'temperror';
  /** mailauth's explanation, without its "host: " prefix. */
  reason: string;
};

/** What the domain's SPF record says of mail from `ip` (as receivers evaluate it). */
export async function evaluateSpf(
  resolve: DNSResolver,
  domain: string,
  ip: string,
  helo: string,
): Promise<SpfEvaluation> {
  const outcome = await spf({
    sender: `postmaster@${domain}`,
    ip,
    helo,
    mta: 'funnelforge',
    resolver: resolve,
    maxElapsedTime: SPF_TIME_LIMIT_MS,
  });
  const comment = String(outcome.status.comment ?? '');
  const reason = comment.replace(/^funnelforge:\s*/, '').replace(/^.*during lookup of [^:]+:\s*/, '');
  return { result: outcome.status.result as SpfEvaluation['result'], reason };
}

/** The addresses `host` has (itself when it is an IP address); [] when it cannot be looked up. */
export async function hostAddresses(resolve: DNSResolver, host: string): Promise<string[]> {
  if (isIP(host)) return [host];
  try {
    return (await resolve(host, 'A')) as string[];
  } catch {
    try {
      return (await resolve(host, 'AAAA')) as string[];
    } catch {
      return [];
    }
  }
}

/** The DMARC record that applies to `domain` (its own, or its organizational domain's), or null. */
export async function dmarcRecord(resolve: DNSResolver, domain: string) {
  return (await getDmarcRecord(domain, resolve)) || null;
}
