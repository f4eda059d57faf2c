import { TextDecoder } from 'node:util';
import { simpleParser } from 'mailparser';

/**
 * Delivery reports that come back by email: bounces (RFC 3464 delivery status notifications, and
 * the plain-text forms Postfix, Exim, qmail, sendmail and Exchange still send) and complaints
 * (RFC 5965 ARF feedback reports). Pure: one raw message in, what it reports out; what to do about
 * it (suppress, unsubscribe) is the caller's.
 *
 * The MIME structure of a report is read here rather than through mailparser's simpleParser:
 * simpleParser folds message/delivery-status into the message's text and opens the returned
 * message/rfc822 as if it were part of the report, and both are what a report is read from.
 * simpleParser is used where it is good at what is needed: the decoded Subject and From of a
 * report that has no machine-readable part.
 */

export type BounceReport = {
  kind: 'bounce';
  recipients: Array<{
    /** The failed recipient, lower-cased (Original-Recipient, else Final-Recipient, else found in the text). */
    email: string;
    /** The enhanced status code (RFC 3463) like '5.1.1' or '4.2.2', when known. */
    status: string | null;
    /**
     * The DSN's Action; a plain-text bounce is 'failed', or 'delayed' when it says it keeps trying.
     * A DSN may also list recipients it 'delivered', 'relayed' or 'expanded': those are no bounce.
     */
    action: 'failed' | 'delayed' | 'delivered' | 'relayed' | 'expanded' | null;
    /** A hard bounce (the address is bad: 5.x.x, a 5xx reply, "user unknown"); false for soft ones (4.x.x, delayed, mailbox full). */
    permanent: boolean;
    /** The Diagnostic-Code text or the SMTP reply line, whitespace collapsed, at most 500 characters. */
    diagnostic: string | null;
  }>;
  /** The Message-ID (with its angle brackets) of the message that bounced, when the report returns its headers. */
  originalMessageId: string | null;
};

export type ComplaintReport = {
  kind: 'complaint';
  /** The ARF Feedback-Type, lower-cased: 'abuse', 'fraud', 'virus', 'not-spam', ... */
  feedbackType: string;
  /** Original-Rcpt-To / Removal-Recipient, else the To of the returned message, lower-cased. */
  recipients: string[];
  originalMessageId: string | null;
  userAgent: string | null;
};

export type DeliveryReport = BounceReport | ComplaintReport;

type BouncedRecipient = BounceReport['recipients'][number];
type Action = BouncedRecipient['action'];

/**
 * Reads one raw RFC 5322 message; null when it is neither a bounce nor a complaint (an ordinary
 * mail, an out-of-office or other auto-reply, a read receipt, a DSN that reports only successes).
 */
export async function readDeliveryReport(raw: Buffer): Promise<DeliveryReport | null> {
  const root = parseEntity(raw.toString('latin1'), 0);
  const parts = reportParts(root);

  const feedback = feedbackPart(root, parts);
  if (feedback) return complaint(feedback, parts);

  const status = parts.find((part) => DELIVERY_STATUS_TYPES.has(part.type));
  if (status) {
    const report = statusReport(textOf(status), parts);
    // A DSN part without a single recipient group is broken: the text may still say who failed.
    if (report !== undefined) return report;
  }
  return plainTextBounce(raw, root, parts);
}

// ---------------------------------------------------------------------------------------------
// MIME: just enough to find a report's parts. Bodies are kept as binary strings (one character
// per byte, what 'latin1' gives) until a text part is decoded in its own charset.

/** A header block: lower-case names and unfolded values, in order (a name may repeat). */
type Fields = Array<[name: string, value: string]>;

type Entity = {
  fields: Fields;
  /** The lower-case media type, text/plain when not given. */
  type: string;
  params: Map<string, string>;
  /** The body with its Content-Transfer-Encoding undone (binary string); '' for a multipart. */
  body: string;
  /** The parts of a multipart, or the one message a message/rfc822 carries. */
  parts: Entity[];
};

/** Bounds for hostile input: a report is a few parts deep. */
const MAX_DEPTH = 8;
const MAX_PARTS = 64;
const MAX_DIAGNOSTIC = 500;

const DELIVERY_STATUS_TYPES = new Set(['message/delivery-status', 'message/global-delivery-status']);
const MESSAGE_TYPES = new Set(['message/rfc822', 'message/global']);
const HEADERS_TYPES = new Set(['text/rfc822-headers', 'message/global-headers']);

function parseEntity(binary: string, depth: number): Entity {
  let head = binary;
  let body = '';
  const blank = /\r?\n[ \t]*\r?\n/.exec(binary);
  if (/^\r?\n/.test(binary)) {
    head = '';
    body = binary.replace(/^\r?\n/, '');
  } else if (blank) {
    head = binary.slice(0, blank.index);
    body = binary.slice(blank.index + blank[0].length);
  }
  const fields: Fields = parseFields(head).map(([name, value]) => [name, utf8IfValid(value)]);
  const { type, params } = contentType(field(fields, 'content-type'));
  const boundary = params.get('boundary');
  if (type.startsWith('multipart/') && boundary) {
    const parts =
      depth < MAX_DEPTH ? splitMultipart(body, boundary).map((part) => parseEntity(part, depth + 1)) : [];
    return { fields, type, params, body: '', parts };
  }
  const decoded = undoTransferEncoding(body, field(fields, 'content-transfer-encoding'));
  // A multipart without a boundary is unreadable as one; its text is still worth reading.
  const leafType = type.startsWith('multipart/') ? 'text/plain' : type;
  const parts =
    MESSAGE_TYPES.has(leafType) && depth < MAX_DEPTH
      ? [parseEntity(decoded.replace(/^(?:[ \t]*\r?\n)+/, ''), depth + 1)]
      : [];
  return { fields, type: leafType, params, body: decoded, parts };
}

/** Header fields, unfolded (RFC 5322 2.2.3); lines that are no field (an mbox `From ` line) are skipped. */
function parseFields(text: string): Fields {
  const fields: Fields = [];
  let last: [string, string] | null = null;
  for (const line of text.split(/\r?\n/)) {
    if (/^[ \t]/.test(line)) {
      if (last) last[1] += line;
      continue;
    }
    const match = /^([^\s:]+)[ \t]*:(.*)$/.exec(line);
    last = match ? [(match[1] ?? '').toLowerCase(), match[2] ?? ''] : null;
    if (last) fields.push(last);
  }
  return fields.map(([name, value]) => [name, value.trim()]);
}

function field(fields: Fields, name: string): string | undefined {
  return fields.find(([n]) => n === name)?.[1];
}

function fieldValues(fields: Fields, name: string): string[] {
  return fields.filter(([n]) => n === name).map(([, value]) => value);
}

/** Raw 8-bit header bytes are UTF-8 (RFC 6532) when they decode as such; otherwise left as they are. */
function utf8IfValid(binary: string): string {
  if (!/[\x80-\xff]/.test(binary)) return binary;
  const text = Buffer.from(binary, 'latin1').toString('utf8');
  return text.includes('\uFFFD') ? binary : text;
}

function contentType(value: string | undefined): { type: string; params: Map<string, string> } {
  const params = new Map<string, string>();
  const [head = '', ...rest] = splitOutsideQuotes(value ?? '', ';');
  for (const item of rest) {
    const eq = item.indexOf('=');
    if (eq <= 0) continue;
    let param = item.slice(eq + 1).trim();
    if (param.startsWith('"')) param = param.replace(/^"|"$/g, '').replace(/\\(.)/g, '$1');
    params.set(item.slice(0, eq).trim().toLowerCase(), param);
  }
  const type = head.trim().toLowerCase();
  return { type: /^[\w.+-]+\/[\w.+-]+$/.test(type) ? type : 'text/plain', params };
}

function splitOutsideQuotes(value: string, separator: string): string[] {
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charAt(i);
    if (quoted && c === '\\') {
      current += c + value.charAt(i + 1);
      i++;
      continue;
    }
    if (c === '"') quoted = !quoted;
    if (c === separator && !quoted) {
      items.push(current);
      current = '';
    } else current += c;
  }
  items.push(current);
  return items;
}

/** The parts between boundary lines; a last part cut off before its closing boundary is kept. */
function splitMultipart(body: string, boundary: string): string[] {
  const delimiter = `--${boundary}`;
  const parts: string[] = [];
  let current: string[] | null = null;
  for (const line of body.split(/\r?\n/)) {
    const trimmed = line.trimEnd();
    if (trimmed === delimiter || trimmed === `${delimiter}--`) {
      if (current) parts.push(current.join('\n'));
      current = trimmed === delimiter && parts.length < MAX_PARTS ? [] : null;
      if (!current) return parts;
      continue;
    }
    current?.push(line);
  }
  if (current) parts.push(current.join('\n'));
  return parts;
}

function undoTransferEncoding(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64').toString('latin1');
    case 'quoted-printable':
      return body
        .replace(/=[ \t]*\r?\n/g, '')
        .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    default:
      return body;
  }
}

/** A text part decoded in its charset; an unknown charset is read as UTF-8, which covers the ASCII reports are written in. */
function textOf(entity: Entity): string {
  const bytes = Buffer.from(entity.body, 'latin1');
  const charset = (entity.params.get('charset') ?? 'utf-8').trim().toLowerCase();
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    // TextDecoder throws a RangeError for a label it does not know (a typo, an x- charset).
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(bytes).replace(/\r\n?/g, '\n');
}

/**
 * The report's own parts: the message and its multipart descendants, not the inside of a returned
 * message (which may be anything, an earlier bounce included).
 */
function reportParts(entity: Entity): Entity[] {
  const parts = [entity];
  if (entity.type.startsWith('multipart/')) for (const part of entity.parts) parts.push(...reportParts(part));
  return parts;
}

/** The header fields of the returned message: a message/rfc822 part, or a text/rfc822-headers part. */
function originalFields(parts: Entity[]): Fields | null {
  for (const part of parts) {
    if (MESSAGE_TYPES.has(part.type) && part.parts[0]) return part.parts[0].fields;
    if (HEADERS_TYPES.has(part.type)) {
      const [head = ''] = part.body.replace(/^(?:[ \t]*\r?\n)+/, '').split(/\r?\n[ \t]*\r?\n/);
      return parseFields(head).map(([name, value]) => [name, utf8IfValid(value)]);
    }
  }
  return null;
}

/** A Message-ID as our outgoing messages write it, `<id@domain>`; a bare `id@domain` gets its brackets. */
function messageId(value: string | undefined): string | null {
  if (!value) return null;
  const bracketed = /<[^<>\s]+>/.exec(value)?.[0];
  if (bracketed) return bracketed;
  const bare = value.trim();
  return /^[^\s<>@]+@[^\s<>@]+$/.test(bare) ? `<${bare}>` : null;
}

// ---------------------------------------------------------------------------------------------
// Addresses

/** An addr-spec as reports write it; quoted local parts are too rare in reports to be worth more. */
const ADDRESS = String.raw`[^\s<>()[\]@,;:"']+@[^\s<>()[\]@,;:"']+`;
const ANGLED_ADDRESS = new RegExp(`<(${ADDRESS})>`);
const BARE_ADDRESS = new RegExp(ADDRESS);

/** Lower-cased, without the dots of a sentence's end (`... to nobody@example.org.`), or null. */
function cleanAddress(text: string | undefined): string | null {
  const address = (text ?? '').replace(/\.+$/, '').toLowerCase();
  return /^[^\s@]+@[^\s@.][^\s@]*$/.test(address) ? address : null;
}

/** The address of a DSN or ARF field: `rfc822; user@example.com`, `<user@example.com>`, `utf-8; us\x{E9}r@...`. */
function addressFromField(value: string | undefined): string | null {
  if (!value) return null;
  const semicolon = value.indexOf(';');
  const address = (semicolon >= 0 ? value.slice(semicolon + 1) : value).replace(
    /\\x\{([0-9A-Fa-f]{1,6})\}/g,
    (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)),
  );
  return cleanAddress(ANGLED_ADDRESS.exec(address)?.[1] ?? BARE_ADDRESS.exec(address)?.[0]);
}

/** The addresses of an address-list header (To), in order, without display names or duplicates. */
function addressesIn(value: string): string[] {
  const addresses: string[] = [];
  for (const item of value.replace(/"(?:[^"\\]|\\.)*"/g, '""').split(',')) {
    const found = ANGLED_ADDRESS.exec(item)?.[1] ?? BARE_ADDRESS.exec(item.replace(/\([^()]*\)/g, ''))?.[0];
    const address = cleanAddress(found);
    if (address && !addresses.includes(address)) addresses.push(address);
  }
  return addresses;
}

/** Mailboxes of the mail system itself: what bounces come from, and never a recipient that bounced. */
const SYSTEM_LOCAL_PART = /^(?:mailer-?daemon|mail-?daemon|postmaster|mail-delivery-subsystem)$/i;
const SYSTEM_NAME = /mail delivery (?:subsystem|system|service)|mailer[- ]?daemon|postmaster/i;

function isSystemMailbox(address: string | undefined): boolean {
  return SYSTEM_LOCAL_PART.test((address ?? '').split('@')[0] ?? '');
}

// ---------------------------------------------------------------------------------------------
// Complaints (RFC 5965)

/** The message/feedback-report part; in a report-type=feedback-report also a mislabelled text part. */
function feedbackPart(root: Entity, parts: Entity[]): Entity | undefined {
  const labelled = parts.find((part) => part.type === 'message/feedback-report');
  if (labelled || root.params.get('report-type')?.toLowerCase() !== 'feedback-report') return labelled;
  return parts.find((part) => part.type === 'text/plain' && /^Feedback-Type:/im.test(textOf(part)));
}

function complaint(report: Entity, parts: Entity[]): ComplaintReport {
  const fields = fieldGroups(textOf(report)).flat();
  const original = originalFields(parts);
  const recipients: string[] = [];
  for (const value of [
    ...fieldValues(fields, 'original-rcpt-to'),
    ...fieldValues(fields, 'removal-recipient'),
  ]) {
    const address = addressFromField(value);
    if (address && !recipients.includes(address)) recipients.push(address);
  }
  if (recipients.length === 0 && original) {
    for (const to of fieldValues(original, 'to'))
      for (const address of addressesIn(to)) if (!recipients.includes(address)) recipients.push(address);
  }
  return {
    kind: 'complaint',
    // Feedback-Type is required; a report without it is still someone's spam button.
    feedbackType: field(fields, 'feedback-type')?.toLowerCase() || 'abuse',
    recipients,
    originalMessageId: messageId(original ? field(original, 'message-id') : undefined),
    userAgent: field(fields, 'user-agent') || null,
  };
}

// ---------------------------------------------------------------------------------------------
// Delivery status notifications (RFC 3464)

/** Groups of fields separated by blank lines: per-message fields, then one group per recipient. */
function fieldGroups(text: string): Fields[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map(parseFields)
    .filter((group) => group.length > 0);
}

const RECIPIENT_FIELDS = new Set(['original-recipient', 'final-recipient']);

/**
 * One field group per recipient. Some MTAs leave out the blank line between recipients, so a
 * recipient field that repeats, or that comes after an Action or Status, starts the next one.
 */
function recipientGroups(groups: Fields[]): Fields[] {
  const recipients: Fields[] = [];
  for (const group of groups) {
    let current: Fields = [];
    const flush = () => {
      if (current.some(([name]) => RECIPIENT_FIELDS.has(name))) recipients.push(current);
      current = [];
    };
    for (const entry of group) {
      const [name] = entry;
      if (RECIPIENT_FIELDS.has(name) && current.some(([n]) => n === name || n === 'action' || n === 'status'))
        flush();
      current.push(entry);
    }
    flush();
  }
  return recipients;
}

const ACTIONS: Action[] = ['failed', 'delayed', 'delivered', 'relayed', 'expanded'];

function actionOf(value: string | undefined): Action {
  const word = /^\s*([a-z]+)/i.exec(value ?? '')?.[1]?.toLowerCase();
  return ACTIONS.find((action) => action === word) ?? null;
}

/**
 * The bounce a DSN reports; null when it reports no failure or delay (a success notice);
 * undefined when it names no recipient at all.
 */
function statusReport(text: string, parts: Entity[]): BounceReport | null | undefined {
  const groups = fieldGroups(text);
  const recipients: BouncedRecipient[] = [];
  for (const group of recipientGroups(groups)) {
    // Original-Recipient is the address as it was sent (ORCPT), before forwarding or aliases
    // rewrote it into the Final-Recipient: the one our records know. Exchange may put its
    // internal IMCEAEX-...@ address there instead, which nobody sent to.
    const sent = addressFromField(field(group, 'original-recipient'));
    const email =
      (sent && !sent.startsWith('imcea') ? sent : null) ?? addressFromField(field(group, 'final-recipient'));
    if (!email) continue;
    const diagnostic = diagnosticOf(field(group, 'diagnostic-code'));
    const status =
      /^\s*([245]\.\d{1,3}\.\d{1,3})\b/.exec(field(group, 'status') ?? '')?.[1] ?? enhancedCodeIn(diagnostic);
    const action = actionOf(field(group, 'action'));
    const permanent = isPermanent({ action, status, diagnostic, evidence: diagnostic ?? '' });
    recipients.push({ email, status, action, permanent, diagnostic });
  }
  if (recipients.length === 0) return undefined;
  if (!recipients.some(isBounced)) return null;
  const original = originalFields(parts);
  return {
    kind: 'bounce',
    recipients,
    originalMessageId:
      messageId(original ? field(original, 'message-id') : undefined) ??
      // Gmail names the returned message in its per-message fields when it does not return it.
      messageId(field(groups.flat(), 'x-original-message-id')),
  };
}

function isBounced(recipient: BouncedRecipient): boolean {
  if (recipient.action !== null) return recipient.action === 'failed' || recipient.action === 'delayed';
  return /^[45]/.test(recipient.status ?? '');
}

/** A Diagnostic-Code without its diagnostic-type (`smtp;`, `X-Postfix;`), whitespace collapsed. */
function diagnosticOf(value: string | undefined): string | null {
  return clip((value ?? '').replace(/^\s*[A-Za-z][\w.-]*\s*;\s*/, ''));
}

function clip(text: string): string | null {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  if (!collapsed) return null;
  // Cut at most 500 UTF-16 units, never half a surrogate pair.
  return collapsed.length <= MAX_DIAGNOSTIC
    ? collapsed
    : collapsed
        .slice(0, MAX_DIAGNOSTIC)
        .replace(/[\uD800-\uDBFF]$/, '')
        .trimEnd();
}

// ---------------------------------------------------------------------------------------------
// Hard or soft

/** An SMTP reply code (RFC 5321 4.2) where a reply starts: `550 `, `550-`, `said: 550`. */
const REPLY_CODE = /(?:^|[\s:('"])([45]\d\d)(?=[ -]|$)/m;
/** An enhanced status code right after a reply code (`550 5.1.1`, `550-5.1.1`). */
const REPLY_ENHANCED_CODE = /(?:^|[\s:('"])[45]\d\d[ -]([245]\.[0-7]\.\d{1,3})(?![\d.]*\d)/;
/** An enhanced status code on its own (`(#5.1.1)` of qmail); subjects are 0-7, which keeps version numbers out. */
const ENHANCED_CODE = /(?<![\d.])([245]\.[0-7]\.\d{1,3})(?!\.?\d)/;

function enhancedCodeIn(text: string | null): string | null {
  if (!text) return null;
  return REPLY_ENHANCED_CODE.exec(text)?.[1] ?? ENHANCED_CODE.exec(text)?.[1] ?? null;
}

/** A full mailbox fills up and empties again: a soft bounce, even when the code is 5.2.2. */
const MAILBOX_FULL =
  /mailbox (?:is )?full|mailbox.{0,20}\bover ?quota|over ?quota|quota exceeded|exceeded (?:its|the|their|his|her) (?:storage|quota)|insufficient (?:system )?storage|out of storage|mailbox size limit/i;

/** What a reply or a bounce text says when the address itself is bad. */
const HARD_FAILURE =
  /user unknown|unknown user|no such (?:user|mailbox|recipient|address|account|domain)|does ?n[o']t exist|mailbox (?:unavailable|not found|disabled|does not exist)|invalid (?:recipient|mailbox|address)|(?:recipient|address)(?: address)? rejected|unknown (?:recipient|address|mailbox)|(?:recipient|address|user|mailbox) not found|no mailbox here|unrouteable address|host or domain name not found|domain (?:name )?not found|account (?:has been |is )?(?:disabled|deactivated|closed|suspended|inactive)|no longer (?:active|available|exists)/i;

/** What a plain-text bounce says when it has given up on every address it lists. */
const PERMANENT_TEXT =
  /this is a permanent error|failed permanently|permanent fatal errors?|permanent failure|permanently rejected/i;

function isPermanent(facts: {
  action: Action;
  status: string | null;
  diagnostic: string | null;
  /** The text about this recipient that words are looked for in. */
  evidence: string;
  /** The bounce as a whole says the failure is permanent (plain-text bounces only). */
  saysPermanent?: boolean;
}): boolean {
  const { action, status, diagnostic, evidence } = facts;
  if (action !== null && action !== 'failed') return false;
  if (/^[45]\.2\.2$/.test(status ?? '') || MAILBOX_FULL.test(evidence)) return false;
  if (status) return status.startsWith('5');
  const code = REPLY_CODE.exec(diagnostic ?? '')?.[1];
  if (code) return code.startsWith('5');
  return HARD_FAILURE.test(evidence) || Boolean(facts.saysPermanent);
}

// ---------------------------------------------------------------------------------------------
// Plain-text bounces

/** Sentences that only the bounce texts of well-known MTAs write. */
const MTA_SIGNATURE = new RegExp(
  [
    String.raw`this is the mail system at host`, // Postfix
    String.raw`hi\. this is the qmail-send program`,
    String.raw`this message was created automatically by mail delivery software`, // Exim
    String.raw`the following address\(es\) failed`, // Exim
    String.raw`the following addresses had (?:permanent fatal|transient non-fatal) errors`, // sendmail
    String.raw`delivery has failed to these recipients or groups`, // Exchange
    String.raw`delivery to the following recipients? failed permanently`, // Gmail before DSNs
    String.raw`i'm sorry to have to inform you that your message could not`, // Postfix
  ].join('|'),
  'i',
);

/** What bounce texts say in other words; with a bounce-like subject or an SMTP failure it is one. */
const BOUNCE_TEXT =
  /(?:message|mail|e-?mail) (?:could not|couldn't|cannot|can't|was not|wasn't|has not been) (?:be )?delivered|(?:could not|couldn't|unable to|was unable to|wasn't able to) deliver (?:your|the|this) (?:message|mail|e-?mail)|delivery to the following recipients? (?:has )?failed|following (?:address\(es\)|addresses?|recipients?) (?:failed|could not be reached)|wasn't delivered to|undeliverable|permanent (?:error|failure)|returned to sender/i;

const BOUNCE_SUBJECT =
  /undeliver(?:ed|able)|returned (?:mail|to sender)|delivery status notification \((?:failure|delay)\)|mail delivery (?:failed|failure|problem|error)|delivery (?:has )?failed|delivery failure|failure notice|non-?delivery|could not be delivered|not delivered|delayed mail|delivery (?:delayed|warning)|warning: could not send|unzustellbar|non remis|non recapitabile|no se puede entregar|onbestelbaar/i;

/** An SMTP failure written out: `550 5.1.1`, `said: 550`, qmail's `(#5.1.1)`, Exchange's `returned '550`. */
const SMTP_FAILURE =
  /(?:^|[\s:('"])[45]\d\d[ -][245]\.[0-7]\.\d{1,3}\b|said:\s*[45]\d\d\b|#[45]\.[0-7]\.\d{1,3}|returned '[45]\d\d\b/im;

/** A bounce that says it keeps trying (a delay warning), not that it gave up. */
const DELAY_TEXT =
  /has not yet been delivered|not been delivered yet|delivery (?:has been|is) delayed|will (?:continue|keep) (?:trying|to try|retrying)|will (?:re)?try|this is a warning (?:message )?only|do not need to resend|still trying|delivery attempts will continue/i;
const DELAY_SUBJECT = /\bdelay(?:ed)?\b|\(delay\)|still being retried|warning: message/i;

const AUTO_REPLY_SUBJECT =
  /^\s*(?:auto(?:matic)?[ -]?(?:reply|response|antwort)|autoreply|out of (?:the )?office|abwesenheit|absence|r[ée]ponse automatique|away from|on vacation|vacation)\b/i;

/**
 * An auto-reply (RFC 3834) says so in its headers or subject. Bounces are often marked
 * Auto-Submitted too, so this only keeps weak evidence from making one a bounce.
 */
function isAutoReply(root: Entity, subject: string): boolean {
  const submitted = field(root.fields, 'auto-submitted')?.toLowerCase();
  return (
    (submitted !== undefined && !submitted.startsWith('no')) ||
    field(root.fields, 'x-autoreply') !== undefined ||
    field(root.fields, 'x-autorespond') !== undefined ||
    /auto[-_]reply/i.test(field(root.fields, 'precedence') ?? '') ||
    AUTO_REPLY_SUBJECT.test(subject)
  );
}

/** Where a bounce text starts returning the original message: what follows is not the bounce's. */
const COPY_START = [
  /^[ \t]*-{2,}.*?\b(?:copy of the (?:original )?message|original message|returned message|message headers? follows?|undelivered message|unsent message|forwarded message)\b/im,
  /^[ \t]*(?:original message headers|original message|the original message headers(?: are| were)?(?: included)?(?: as attachment)?)[ \t]*:?[ \t]*$/im,
];

/** The human-readable text of a report: its text/plain parts, else its HTML made plain. */
function humanText(parts: Entity[]): string {
  const plain = parts.filter((part) => part.type === 'text/plain').map(textOf);
  if (plain.length > 0) return plain.join('\n\n');
  return parts
    .filter((part) => part.type === 'text/html')
    .map((part) => htmlToPlain(textOf(part)))
    .join('\n\n');
}

/** HTML made plain enough to read addresses and SMTP replies from. */
function htmlToPlain(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return html
    .replace(/<(style|script|head)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>|<\/(?:p|div|tr|li|h\d|table|blockquote)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return entities[name.toLowerCase()] ?? entity;
    });
}

/**
 * A bounce without a machine-readable part: recognised by its sender, subject and wording (an
 * out-of-office has none of the MTA's), its recipients read from the paragraph each gets.
 */
async function plainTextBounce(raw: Buffer, root: Entity, parts: Entity[]): Promise<BounceReport | null> {
  const mail = await simpleParser(raw, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    skipImageLinks: true,
  });
  const subject = mail.subject ?? '';
  const sender = mail.from?.value[0];
  const all = humanText(parts);
  const copyAt = Math.min(...COPY_START.map((marker) => marker.exec(all)?.index ?? all.length));
  const text = all.slice(0, copyAt);
  const failedHeader = fieldValues(root.fields, 'x-failed-recipients').flatMap(addressesIn);

  const fromSystem = isSystemMailbox(sender?.address) || SYSTEM_NAME.test(sender?.name ?? '');
  const smtpFailure = SMTP_FAILURE.test(text);
  const saysBounce = BOUNCE_TEXT.test(text);
  const bounceSubject = BOUNCE_SUBJECT.test(subject);
  const isBounce =
    MTA_SIGNATURE.test(text) ||
    failedHeader.length > 0 ||
    (fromSystem && (saysBounce || bounceSubject || smtpFailure)) ||
    (!isAutoReply(root, subject) &&
      (saysBounce || bounceSubject) &&
      (smtpFailure || (saysBounce && bounceSubject)));
  if (!isBounce) return null;

  const originalMessageId =
    messageId(field(originalFields(parts) ?? [], 'message-id')) ??
    messageId(/^Message-ID:[ \t]*(?:\n[ \t]+)?(\S[^\n]*)$/im.exec(all.slice(copyAt))?.[1]) ??
    messageId(/^Message-ID:[ \t]*(?:\n[ \t]+)?(\S[^\n]*)$/im.exec(all)?.[1]);

  // Fields of a DSN pasted into the text (a forwarded report, an MTA that labels it text/plain).
  if (/^(?:Final|Original)-Recipient:/im.test(text)) {
    const report = statusReport(text, parts);
    if (report) return { ...report, originalMessageId: report.originalMessageId ?? originalMessageId };
  }

  const paragraphs = recipientParagraphs(text);
  for (const address of failedHeader) if (!paragraphs.has(address)) paragraphs.set(address, []);
  if (paragraphs.size === 0) for (const address of looseRecipients(text)) paragraphs.set(address, []);

  const action: Action = DELAY_SUBJECT.test(subject) || DELAY_TEXT.test(text) ? 'delayed' : 'failed';
  const single = paragraphs.size === 1;
  const wholeText = logicalLines(text.split('\n'));
  const recipients: BouncedRecipient[] = [];
  for (const [email, blocks] of paragraphs) {
    const lines = blocks.flatMap(logicalLines);
    const detail = lines.join(' ');
    // With one recipient, the bounce's whole text is about it (Gmail's old "The error that the
    // other server returned was:" paragraph stands apart from the address).
    const diagnostic = replyIn(lines) ?? (single ? replyIn(wholeText) : null) ?? clip(detail);
    const status = enhancedCodeIn(diagnostic) ?? enhancedCodeIn(detail);
    const evidence = `${detail} ${diagnostic ?? ''}${single ? ` ${text}` : ''}`;
    const permanent = isPermanent({
      action,
      status,
      diagnostic,
      evidence,
      saysPermanent: PERMANENT_TEXT.test(text),
    });
    recipients.push({ email, status, action, permanent, diagnostic });
  }
  return { kind: 'bounce', recipients, originalMessageId };
}

/** `<user@example.com>: host ... said: 550 ...` (Postfix), `<user@example.com>:` (qmail), `<user@example.com>...` (sendmail). */
const ANGLED_ITEM = new RegExp(String.raw`^\s*<(${ADDRESS})>(?::|\.{3})?(?:\s+(.*))?$`);
/** A line that is only an address: bare, `"Name" <address>`, `address (Name)` (Exim, sendmail, Exchange). */
const LONE_ITEM = new RegExp(
  String.raw`^(?:(${ADDRESS})(?:\s*\([^()]*\))?|(?:"[^"]*"|[\w.'-]+(?: [\w.'-]+){0,3})?\s*[<(](${ADDRESS})[>)])$`,
);

/** A recipient's address line, and what follows the address on it. */
type ItemLine = { email: string; rest: string };

function itemLine(line: string): ItemLine | null {
  const angled = ANGLED_ITEM.exec(line);
  if (angled) {
    const email = cleanAddress(angled[1]);
    return email ? { email, rest: angled[2] ?? '' } : null;
  }
  const lone = LONE_ITEM.exec(line.trim().replace(/:$/, ''));
  const email = cleanAddress(lone?.[1] ?? lone?.[2]);
  return email ? { email, rest: '' } : null;
}

/**
 * Each listed recipient with the paragraphs about it: the lines after its address up to a blank
 * line or the next address (an address listed twice, as Exchange does, gets both paragraphs). A
 * line indented deeper than the address continues its paragraph even when it starts with an
 * address, as Postfix's wrapped `<user@example.com>: Recipient address rejected` does.
 */
function recipientParagraphs(text: string): Map<string, string[][]> {
  const paragraphs = new Map<string, string[][]>();
  let block: string[] | null = null;
  let itemIndent = 0;
  for (const line of text.split('\n')) {
    const indent = indentOf(line);
    const item: ItemLine | null = block && indent > itemIndent ? null : itemLine(line);
    if (item && !isSystemMailbox(item.email)) {
      block = item.rest ? [item.rest] : [];
      itemIndent = indent;
      paragraphs.set(item.email, [...(paragraphs.get(item.email) ?? []), block]);
    } else if (!line.trim()) block = null;
    else block?.push(line);
  }
  return paragraphs;
}

function indentOf(line: string): number {
  return /^[ \t]*/.exec(line)?.[0].length ?? 0;
}

/** Addresses named beside a failure when no paragraph lists them: `RCPT TO:<a>`, `550 5.1.1 <a>`, `delivered to a`. */
function looseRecipients(text: string): string[] {
  const loose = new RegExp(
    String.raw`RCPT TO:?\s*<(${ADDRESS})>|[45]\d\d[ -](?:[245]\.[0-7]\.\d{1,3}\s+)?<(${ADDRESS})>|deliver(?:ed|y)? to:?\s*<?(${ADDRESS})`,
    'gi',
  );
  const addresses: string[] = [];
  for (const match of text.matchAll(loose)) {
    const address = cleanAddress(match[1] ?? match[2] ?? match[3]);
    if (address && !isSystemMailbox(address) && !addresses.includes(address)) addresses.push(address);
  }
  return addresses;
}

/** Lines with their wrapped continuations (indented deeper, as Postfix wraps them) joined. */
function logicalLines(lines: string[]): string[] {
  const joined: Array<{ indent: number; text: string }> = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    const indent = indentOf(line);
    const last = joined[joined.length - 1];
    if (last && indent > last.indent) last.text += ` ${line.trim()}`;
    else joined.push({ indent, text: line.trim() });
  }
  return joined.map((line) => line.text);
}

/**
 * The SMTP reply among the lines, from its code on, with the further lines of a multiline reply
 * (`550-5.1.1 ...` / `550 5.1.1 ...`); a bracket or quote it was wrapped in is left out.
 */
function replyIn(lines: string[]): string | null {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const match = REPLY_CODE.exec(line);
    if (!match) continue;
    const start = match.index + match[0].length - 3;
    const before = line.slice(0, start);
    let reply = line.slice(start);
    for (let last = reply; /^\d{3}-/.test(last) && lines[i + 1]?.startsWith(last.slice(0, 3));) {
      last = lines[++i] ?? '';
      reply += ` ${last}`;
    }
    for (const [open, close] of [
      ['(', ')'],
      ["'", "'"],
      ['"', '"'],
    ] as const) {
      const opened = before.split(open).length - 1 - (open === close ? 0 : before.split(close).length - 1);
      if ((open === close ? opened % 2 === 1 : opened > 0) && reply.endsWith(close))
        reply = reply.slice(0, -1);
    }
    return clip(reply);
  }
  return null;
}
