import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireActor, type Actor } from '../../../shared/auth/actor';
import { SecretBoxError } from '../../../shared/crypto/secret-box';
import { inTransaction, isUniqueViolation } from '../../../shared/db/transaction';
import { parseInput } from '../../../shared/errors/parse-input';
import { Service } from '../../../shared/service';
import { User } from '../../accounts';
import { DkimKey, type DkimCheckResult } from './dkim-key.entity';
import {
  dmarcRecord,
  dnsResolver,
  evaluateSpf,
  hostAddresses,
  lookUpDkimRecord,
  txtRecords,
  type DNSResolver,
} from './dns-lookups';
import {
  alreadySetUp,
  noKey,
  noSender,
  recordNotFound,
  rotationUnderway,
} from './sender-authentication.errors';
import { dkimSigningSchema } from './sender-authentication.schemas';

const generateRsaKeyPair = promisify(generateKeyPair);

/** What nodemailer signs with (`dkim` on the transport): plain strings, so it crosses to the SMTP thread. */
export type DkimSigning = {
  domainName: string;
  keySelector: string;
  privateKey: string;
  /** nodemailer's default list plus List-Unsubscribe-Post, which RFC 8058 wants signed. */
  headerFieldNames: string;
};

/** Header fields signed: nodemailer's defaults (RFC 6376 §5.4) and the one-click unsubscribe pair. */
const SIGNED_HEADERS = [
  'From',
  'Sender',
  'Reply-To',
  'Subject',
  'Date',
  'Message-ID',
  'To',
  'Cc',
  'MIME-Version',
  'Content-Type',
  'Content-Transfer-Encoding',
  'Content-ID',
  'Content-Description',
  'In-Reply-To',
  'References',
  'List-Id',
  'List-Help',
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
  'List-Subscribe',
  'List-Post',
  'List-Owner',
  'List-Archive',
].join(':');

export type DkimKeyView = {
  id: string;
  domain: string;
  selector: string;
  /** Where the TXT record goes: `<selector>._domainkey.<domain>`. */
  recordName: string;
  /** What it holds: `v=DKIM1; k=rsa; p=<public key>`. */
  recordValue: string;
  createdAt: Date;
  checkedAt: Date | null;
  checkResult: DkimCheckResult | null;
  checkMessage: string | null;
  /** The last check found the record holding this key. */
  published: boolean;
  foundAt: Date | null;
};

/** Where the user's mail comes from and how it is signed. */
export type DkimState = {
  /** The From address's domain; null without any sender (no SMTP settings, no SMTP_FROM). */
  domain: string | null;
  fromEmail: string | null;
  /** 'user': the user's own SMTP settings; 'server': the server-wide SMTP_URL and SMTP_FROM. */
  source: 'user' | 'server' | null;
  key: DkimKeyView | null;
  /** A rotation's new key, waiting for its record. */
  nextKey: DkimKeyView | null;
  signing: boolean;
  /** What is true, in a sentence. */
  message: string;
};

export type DnsCheckStatus = 'pass' | 'warning' | 'missing' | 'wrong';

/** One of SPF, DKIM, DMARC: what was found and, when something should change, the record to publish. */
export type DnsCheck = {
  status: DnsCheckStatus;
  message: string;
  /** The record as found (the first, when several). */
  found: string | null;
  recordName: string | null;
  recordValue: string | null;
};

export type EmailDnsReport = {
  domain: string;
  fromEmail: string;
  checkedAt: Date;
  spf: DnsCheck;
  dkim: DnsCheck;
  dmarc: DnsCheck;
};

type Sender = { fromEmail: string; domain: string; smtpHost: string | null; source: 'user' | 'server' };

const recordName = (key: Pick<DkimKey, 'selector' | 'domain'>) => `${key.selector}._domainkey.${key.domain}`;
const recordValue = (key: Pick<DkimKey, 'publicKey'>) => `v=DKIM1; k=rsa; p=${key.publicKey}`;

/** The domain of an address, lower-cased and without a trailing dot. */
export const domainOf = (email: string) =>
  email
    .slice(email.lastIndexOf('@') + 1)
    .toLowerCase()
    .replace(/\.$/, '');

/** `ff` and the year and month: a selector that says when its key was made. */
const baseSelector = (now: Date) =>
  `ff${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * Sender authentication (issue 24 §4): a DKIM key pair per user and sending domain (the From
 * address's: the user's own SMTP settings, else SMTP_FROM), the TXT record to publish and a check
 * that it is there, signing turned on and off, key rotation, and a checker of the domain's SPF,
 * DKIM and DMARC records that says plainly what is missing. DNS goes through DNS_SERVERS.
 */
export class SenderAuthenticationService extends Service {
  async state(actor: Actor | null): Promise<DkimState> {
    const { userId } = requireActor(actor, 'read');
    return this.stateFor(userId);
  }

  /** Makes the domain's key pair (RSA 2048) and answers the record to publish. */
  async setup(actor: Actor | null): Promise<DkimState> {
    const { userId } = requireActor(actor, 'write');
    const sender = await this.requireSender(userId);
    const [current] = await this.keys(userId, sender.domain);
    if (current?.role === 'current') throw alreadySetUp(current.domain, current.selector);
    await this.createKey(userId, sender.domain, 'current');
    this.deps.log.info({ userId, domain: sender.domain }, 'DKIM key made');
    return this.stateFor(userId);
  }

  /** A new key beside the current one, which keeps signing until the new record is found. */
  async rotate(actor: Actor | null): Promise<DkimState> {
    const { userId } = requireActor(actor, 'write');
    const sender = await this.requireSender(userId);
    const [current, next] = await this.keys(userId, sender.domain);
    if (!current) throw noKey();
    if (next) throw rotationUnderway(next.selector);
    await this.createKey(userId, sender.domain, 'next');
    return this.stateFor(userId);
  }

  /**
   * Looks the records up now and records what was found. A rotation's new key found published
   * takes over (with the current key's signing choice); the old key is then forgotten.
   */
  async check(actor: Actor | null): Promise<DkimState> {
    const { userId } = requireActor(actor, 'write');
    const sender = await this.requireSender(userId);
    const [current, next] = await this.keys(userId, sender.domain);
    if (!current) throw noKey();
    const resolve = this.resolver();
    await this.checkKey(resolve, current);
    if (next) await this.checkKey(resolve, next);
    await this.em.flush();
    let switched: string | null = null;
    if (next?.checkResult === 'found') {
      await inTransaction(this.em, async (tx) => {
        // The old key goes first: one current key per user and domain.
        await tx.nativeDelete(DkimKey, { id: current.id });
        await tx.nativeUpdate(DkimKey, { id: next.id }, { role: 'current', signing: current.signing });
      });
      switched = `Switched to the new key (selector ${next.selector}). Keep the old record ${recordName(current)} for a few days, so emails already on their way still verify, then remove it.`;
      this.deps.log.info({ userId, domain: sender.domain, selector: next.selector }, 'DKIM key rotated');
    }
    const state = await this.stateFor(userId);
    return switched ? { ...state, message: `${switched} ${state.message}` } : state;
  }

  /** Signing on (only once the record was found, unless `signAnyway`) or off. */
  async setSigning(actor: Actor | null, input: unknown): Promise<DkimState> {
    const { userId } = requireActor(actor, 'write');
    const { enabled, signAnyway } = parseInput(dkimSigningSchema, input ?? {});
    const sender = await this.requireSender(userId);
    const [current] = await this.keys(userId, sender.domain);
    if (!current) throw noKey();
    if (enabled && current.checkResult !== 'found' && !signAnyway) throw recordNotFound(recordName(current));
    current.signing = enabled;
    await this.em.flush();
    this.deps.log.info({ userId, domain: current.domain, signing: enabled }, 'DKIM signing changed');
    return this.stateFor(userId);
  }

  /**
   * For the sending engine: how mail from `fromEmail` of `userId` is signed, or null (no key for
   * its domain, signing off, or a private key that cannot be opened: then the mail goes unsigned
   * rather than not at all, and the log says why).
   */
  async signingFor(userId: string, fromEmail: string): Promise<DkimSigning | null> {
    const domain = domainOf(fromEmail);
    const key = await this.fresh().findOne(DkimKey, { user: userId, domain, role: 'current', signing: true });
    if (!key) return null;
    const privateKey = this.openKey(key);
    if (!privateKey) {
      this.deps.log.warn({ userId, domain }, 'the DKIM private key cannot be opened; emails go unsigned');
      return null;
    }
    return { domainName: domain, keySelector: key.selector, privateKey, headerFieldNames: SIGNED_HEADERS };
  }

  /** SPF, DKIM and DMARC of the From domain, each with a plain sentence and the record to add. */
  async checkDns(actor: Actor | null): Promise<EmailDnsReport> {
    const { userId } = requireActor(actor, 'write');
    const sender = await this.requireSender(userId);
    const resolve = this.resolver();
    const [current] = await this.keys(userId, sender.domain);
    const [spf, dkim, dmarc] = await Promise.all([
      this.checkSpf(resolve, sender),
      this.checkDkimRecord(resolve, sender, current ?? null),
      this.checkDmarc(resolve, sender),
    ]);
    await this.em.flush();
    return { domain: sender.domain, fromEmail: sender.fromEmail, checkedAt: this.now(), spf, dkim, dmarc };
  }

  private async stateFor(userId: string): Promise<DkimState> {
    const sender = await this.sender(userId);
    if (!sender) {
      return {
        domain: null,
        fromEmail: null,
        source: null,
        key: null,
        nextKey: null,
        signing: false,
        message: 'Save your SMTP settings first: DKIM signs for the domain of your From Email.',
      };
    }
    const [current, next] = await this.keys(userId, sender.domain);
    const base = {
      domain: sender.domain,
      fromEmail: sender.fromEmail,
      source: sender.source,
      key: current ? toView(current) : null,
      nextKey: next ? toView(next) : null,
      signing: current?.signing ?? false,
    };
    return { ...base, message: this.describe(sender, current ?? null, next ?? null) };
  }

  private describe(sender: Sender, current: DkimKey | null, next: DkimKey | null): string {
    const { domain } = sender;
    if (!current)
      return `Emails from ${domain} are not signed. Set up DKIM to make a key and get the DNS record to publish.`;
    if (!this.openKey(current))
      return 'The DKIM private key cannot be read (the encryption key changed): rotate the key to make a new one.';
    const waiting = next
      ? ` A new key (selector ${next.selector}) waits for its record at ${recordName(next)}; Check once it is published.`
      : '';
    if (current.signing) {
      const unverified =
        current.checkResult === 'found'
          ? ''
          : ' The last check did not find the DNS record, so receivers cannot verify the signatures until it is published.';
      return `Campaign and sequence emails from ${domain} are signed with DKIM (selector ${current.selector}).${unverified}${waiting}`;
    }
    if (current.checkResult === 'found')
      return `The DKIM record is published. Turn signing on to sign your emails from ${domain}.${waiting}`;
    return `Publish the TXT record below at your DNS provider, then Check. Emails are not signed until you turn signing on.${waiting}`;
  }

  private async sender(userId: string): Promise<Sender | null> {
    const identity = await this.services.emailSettings.sendingIdentity(userId);
    if (!identity) return null;
    const domain = domainOf(identity.fromEmail);
    return { ...identity, domain };
  }

  private async requireSender(userId: string): Promise<Sender> {
    const sender = await this.sender(userId);
    if (!sender) throw noSender();
    return sender;
  }

  /** The user's keys for `domain`: the current one first, then a rotation's next. */
  private async keys(userId: string, domain: string): Promise<DkimKey[]> {
    const keys = await this.em.find(DkimKey, { user: userId, domain }, { refresh: true });
    return keys.sort((a, b) => (a.role === b.role ? 0 : a.role === 'current' ? -1 : 1));
  }

  private async createKey(userId: string, domain: string, role: DkimKey['role']): Promise<DkimKey> {
    const { publicKey, privateKey } = await generateRsaKeyPair('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const base = baseSelector(this.now());
    const taken = await this.em
      .getConnection()
      .execute<Array<{ selector: string }>>('select selector from dkim_keys where domain = ?', [domain]);
    const used = new Set(taken.map((row) => row.selector));
    for (let n = 1; ; n += 1) {
      const selector = n === 1 ? base : `${base}-${n}`;
      if (used.has(selector)) continue;
      const key = this.em.create(DkimKey, {
        user: this.em.getReference(User, userId),
        domain,
        selector,
        role,
        privateKey: this.deps.secretBox.seal(privateKey),
        publicKey: publicKey.toString('base64'),
      });
      try {
        await this.em.persist(key).flush();
        return key;
      } catch (error) {
        this.em.clear();
        if (isUniqueViolation(error, 'dkim_keys_user_id_domain_role_unique')) {
          // Two set-ups at once: the other one made the key.
          const [made] = await this.keys(userId, domain);
          if (role === 'current' && made) throw alreadySetUp(domain, made.selector);
          throw error;
        }
        if (!isUniqueViolation(error, 'dkim_keys_domain_selector_unique')) throw error;
        // Someone else took this selector meanwhile: the next one.
        used.add(selector);
      }
    }
  }

  /** Looks the key's record up and records the outcome on it (flushed by the caller). */
  private async checkKey(resolve: DNSResolver, key: DkimKey): Promise<DkimCheckResult> {
    const name = recordName(key);
    const privateKey = this.openKey(key);
    let result: DkimCheckResult;
    let message: string;
    if (!privateKey) {
      result = 'error';
      message =
        'The private key cannot be read (the encryption key changed): rotate the key to make a new one.';
    } else {
      const found = await lookUpDkimRecord(resolve, { ...key, privateKey });
      result = found.result;
      message =
        found.result === 'found'
          ? `The DKIM record at ${name} is published and matches your key.`
          : found.result === 'missing'
            ? `No DKIM record was found at ${name} yet. Add it at your DNS provider; changes can take a few minutes to an hour to show.`
            : found.result === 'mismatch'
              ? `The record at ${name} holds a different key: replace its value with the one shown here.`
              : `The DNS lookup of ${name} failed (${found.reason}); try again in a minute.`;
    }
    key.checkedAt = this.now();
    key.checkResult = result;
    key.checkMessage = message;
    if (result === 'found' && !key.foundAt) key.foundAt = this.now();
    return result;
  }

  private async checkDkimRecord(
    resolve: DNSResolver,
    sender: Sender,
    key: DkimKey | null,
  ): Promise<DnsCheck> {
    if (!key)
      return {
        status: 'missing',
        message: `No DKIM key for ${sender.domain} yet: use Set up DKIM to make one, then publish its record.`,
        found: null,
        recordName: null,
        recordValue: null,
      };
    const result = await this.checkKey(resolve, key);
    const name = recordName(key);
    const value = recordValue(key);
    const record = { recordName: name, recordValue: value };
    // Published as it should be: no record to change.
    if (result === 'found')
      return key.signing
        ? {
            status: 'pass',
            message: `DKIM record found at ${name}; it matches your key and your emails are signed.`,
            found: value,
            recordName: null,
            recordValue: null,
          }
        : {
            status: 'warning',
            message: `DKIM record found at ${name} and it matches your key, but signing is off: turn it on to sign your emails.`,
            found: value,
            recordName: null,
            recordValue: null,
          };
    if (result === 'missing')
      return {
        status: 'missing',
        message: `No DKIM record: add TXT ${name} "${value}".`,
        found: null,
        ...record,
      };
    if (result === 'mismatch')
      return {
        status: 'wrong',
        message: `The DKIM record at ${name} holds a different key: replace its value with "${value}".`,
        found: (await txtRecords(resolve, name).catch(() => []))[0] ?? null,
        ...record,
      };
    return { status: 'warning', message: key.checkMessage ?? '', found: null, ...record };
  }

  private async checkSpf(resolve: DNSResolver, sender: Sender): Promise<DnsCheck> {
    const { domain, smtpHost } = sender;
    let records: string[];
    try {
      records = (await txtRecords(resolve, domain)).filter((txt) => /^v=spf1(\s|$)/i.test(txt.trim()));
    } catch (error) {
      return lookupFailed('SPF', domain, error);
    }
    const mechanism = smtpHost ? spfMechanism(smtpHost) : null;
    if (records.length === 0) {
      const value = `v=spf1 ${mechanism ?? 'include:<your email provider>'} ~all`;
      return {
        status: 'missing',
        message: mechanism
          ? `No SPF record: add TXT ${domain} "${value}" (or the include: your email provider documents in place of ${mechanism}).`
          : `No SPF record: add TXT ${domain} "${value}" with the include: your email provider documents.`,
        found: null,
        recordName: domain,
        recordValue: value,
      };
    }
    const [record = ''] = records;
    if (records.length > 1)
      return {
        status: 'wrong',
        message: `${domain} has ${records.length} SPF records; receivers treat that as an error and ignore them all. Merge them into one record.`,
        found: record,
        recordName: domain,
        recordValue: null,
      };
    const addresses = smtpHost ? await hostAddresses(resolve, smtpHost) : [];
    const [ip] = addresses;
    if (!smtpHost || !ip)
      return {
        status: 'pass',
        message: smtpHost
          ? `SPF record found. Whether it covers your SMTP server ${smtpHost} could not be checked (its address was not found).`
          : 'SPF record found.',
        found: record,
        recordName: null,
        recordValue: null,
      };
    const spf = await evaluateSpf(resolve, domain, ip, smtpHost);
    const server = ip === smtpHost ? smtpHost : `${smtpHost} (${ip})`;
    if (spf.result === 'pass')
      return {
        status: 'pass',
        message: `SPF record found; it allows your SMTP server ${server}.`,
        found: record,
        recordName: null,
        recordValue: null,
      };
    if (spf.result === 'permerror')
      return {
        status: 'wrong',
        message: `The SPF record of ${domain} has an error, so receivers ignore it: ${spf.reason}.`,
        found: record,
        recordName: domain,
        recordValue: null,
      };
    if (spf.result === 'temperror')
      return {
        status: 'warning',
        message: `SPF record found, but it could not be evaluated (${spf.reason}); try again in a minute.`,
        found: record,
        recordName: null,
        recordValue: null,
      };
    // The host's own address is not always where its mail leaves from: a warning, not an error.
    const suggested = mechanism ? withMechanism(record, mechanism) : null;
    return {
      status: 'warning',
      message: `SPF record found, but it does not list your SMTP server ${server}. If your provider sends from other servers that it lists, this is fine; otherwise add ${mechanism} (or the include: your provider documents) before the "all" at the end.`,
      found: record,
      recordName: suggested ? domain : null,
      recordValue: suggested,
    };
  }

  private async checkDmarc(resolve: DNSResolver, sender: Sender): Promise<DnsCheck> {
    const { domain } = sender;
    const name = `_dmarc.${domain}`;
    const suggested = `v=DMARC1; p=none; rua=mailto:dmarc-reports@${domain}`;
    let record: Awaited<ReturnType<typeof dmarcRecord>>;
    try {
      record = await dmarcRecord(resolve, domain);
    } catch (error) {
      return lookupFailed('DMARC', name, error);
    }
    if (!record)
      return {
        status: 'missing',
        message: `No DMARC record: add TXT ${name} "${suggested}" (reports go to that address: use one you read).`,
        found: null,
        recordName: name,
        recordValue: suggested,
      };
    const where = record.isOrgRecord ? ` (inherited from ${record.recordDomain})` : '';
    if (!record.p || !['none', 'quarantine', 'reject'].includes(record.p))
      return {
        status: 'wrong',
        message: `The DMARC record${where} has no valid policy (p=none, p=quarantine or p=reject), so receivers may ignore it: fix it to read, for example, "${suggested}".`,
        found: record.rr,
        recordName: `_dmarc.${record.recordDomain}`,
        recordValue: suggested,
      };
    const policy =
      record.p === 'none'
        ? 'policy none: receivers only report, so once SPF and DKIM pass you may move to p=quarantine'
        : `policy ${record.p}: receivers ${record.p === 'reject' ? 'refuse' : 'send to spam'} mail from ${domain} that passes neither SPF nor DKIM`;
    return {
      status: 'pass',
      message: `DMARC record found${where} (${policy}).`,
      found: record.rr,
      recordName: null,
      recordValue: null,
    };
  }

  private openKey(key: DkimKey): string | null {
    try {
      return this.deps.secretBox.open(key.privateKey);
    } catch (error) {
      if (error instanceof SecretBoxError) return null;
      throw error;
    }
  }

  private resolver(): DNSResolver {
    return dnsResolver(this.deps.config.dnsServers);
  }

  /** An EntityManager of its own, outside any transaction the caller (the engine) has open. */
  private fresh(): EntityManager {
    return this.deps.orm.em.fork() as EntityManager;
  }
}

function toView(key: DkimKey): DkimKeyView {
  return {
    id: key.id,
    domain: key.domain,
    selector: key.selector,
    recordName: recordName(key),
    recordValue: recordValue(key),
    createdAt: key.createdAt,
    checkedAt: key.checkedAt,
    checkResult: key.checkResult,
    checkMessage: key.checkMessage,
    published: key.checkResult === 'found',
    foundAt: key.foundAt,
  };
}

/** The SPF mechanism naming an SMTP host: ip4:/ip6: for an address, a: for a name. */
function spfMechanism(host: string): string {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return `ip4:${host}`;
  if (host.includes(':')) return `ip6:${host}`;
  return `a:${host}`;
}

/** `record` with `mechanism` put before its closing all (or at the end). */
function withMechanism(record: string, mechanism: string): string {
  const terms = record.trim().split(/\s+/);
  const all = terms.findIndex((term) => /^[-~?+]?all$/i.test(term));
  if (all < 0) return [...terms, mechanism].join(' ');
  return [...terms.slice(0, all), mechanism, ...terms.slice(all)].join(' ');
}

function lookupFailed(what: string, name: string, error: unknown): DnsCheck {
  const code = (error as { code?: string } | null)?.code ?? 'no answer';
  return {
    status: 'warning',
    message: `The DNS lookup of ${name} for ${what} failed (${code}); try again in a minute.`,
    found: null,
    recordName: null,
    recordValue: null,
  };
}
