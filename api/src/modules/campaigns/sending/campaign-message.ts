import { MAX_TRACKED_URL, type TrackingTokens } from './tracking-tokens';

/** An email designer theme (001 §2.8): primary, secondary and background colours. */
export type EmailTheme = { name: string; primary: string; secondary: string; background: string };

/** The theme every campaign email uses until users can choose theirs. */
export const DEFAULT_THEME: EmailTheme = {
  name: 'Professional',
  primary: '#1e40af',
  secondary: '#334155',
  background: '#f1f5f9',
};

export type Sender = { fromEmail: string; fromName: string | null };

export type CampaignContent = { id: string; subject: string; content: string };

/** One recipient's message, ready for nodemailer. */
export type OutgoingMessage = {
  from: { name: string; address: string } | string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
};

/** Makes one recipient's message. */
export type RenderMessage = (recipient: { id: string; email: string; leadId: string }) => OutgoingMessage;

/** A piece of a message: fixed text, or a URL made for each recipient. */
type Part = string | { link: string } | { slot: 'open' | 'unsubscribe' };

const OPEN: Part = { slot: 'open' };
const UNSUBSCRIBE: Part = { slot: 'unsubscribe' };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** [text](https://…) or a bare http(s) URL; a bare URL's trailing punctuation is not part of it. */
const LINK = /\[([^\]\n]{1,300})\]\((https?:\/\/[^\s()<>]+)\)|(https?:\/\/[^\s<>"']+)/g;
const TRAILING = /[.,;:!?'")\]]+$/;

type Segment = { text: string } | { label: string; url: string };

/** A line of content split into text and links. */
function segments(line: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    const start = match.index;
    let end = start + match[0].length;
    let label: string;
    let url: string;
    if (match[2] !== undefined && match[1] !== undefined) {
      label = match[1];
      url = match[2];
    } else {
      url = (match[3] ?? '').replace(TRAILING, '');
      end = start + url.length;
      label = url;
    }
    if (start > last) out.push({ text: line.slice(last, start) });
    if (url.length > MAX_TRACKED_URL || !isHttpUrl(url)) out.push({ text: line.slice(start, end) });
    else out.push({ label, url });
    last = end;
  }
  if (last < line.length) out.push({ text: line.slice(last) });
  return out;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Paragraphs (blank-line separated) of lines. */
function paragraphs(content: string): string[][] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.replace(/^\n+|\n+$/g, ''))
    .filter((p) => p.trim() !== '')
    .map((p) => p.split('\n'));
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** Collapses adjacent strings so rendering a recipient is one pass over few parts. */
function compact(parts: Part[]): Part[] {
  const out: Part[] = [];
  for (const part of parts) {
    const previous = out[out.length - 1];
    if (typeof part === 'string' && typeof previous === 'string') out[out.length - 1] = previous + part;
    else out.push(part);
  }
  return out;
}

function htmlParts(campaign: CampaignContent, sender: Sender, theme: EmailTheme): Part[] {
  const name = sender.fromName ?? sender.fromEmail;
  const parts: Part[] = [
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<title>${escapeHtml(campaign.subject)}</title></head>` +
      `<body style="margin:0;padding:0;background:${theme.background};">` +
      `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:${theme.background};">` +
      `<tr><td align="center" style="padding:24px 12px;">` +
      `<table role="presentation" width="600" cellspacing="0" cellpadding="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;">` +
      `<tr><td style="background:${theme.primary};color:#ffffff;padding:20px 32px;font:600 20px/1.3 ${FONT};">${escapeHtml(name)}</td></tr>` +
      `<tr><td style="padding:32px;color:${theme.secondary};font:16px/1.6 ${FONT};">`,
  ];
  for (const lines of paragraphs(campaign.content)) {
    parts.push('<p style="margin:0 0 16px;">');
    lines.forEach((line, index) => {
      if (index > 0) parts.push('<br>');
      for (const segment of segments(line)) {
        if ('text' in segment) parts.push(escapeHtml(segment.text));
        else {
          parts.push('<a href="', { link: segment.url }, `" style="color:${theme.primary};">`);
          parts.push(escapeHtml(segment.label), '</a>');
        }
      }
    });
    parts.push('</p>');
  }
  parts.push(
    `</td></tr>` +
      `<tr><td style="padding:20px 32px;border-top:1px solid #e2e8f0;color:#64748b;font:12px/1.5 ${FONT};">` +
      `Sent by ${escapeHtml(name)} &lt;${escapeHtml(sender.fromEmail)}&gt;.<br>` +
      `Don't want these emails? <a href="`,
    UNSUBSCRIBE,
    `" style="color:#64748b;text-decoration:underline;">Unsubscribe</a>` +
      `</td></tr></table></td></tr></table>` +
      `<img src="`,
    OPEN,
    `" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0;">` + `</body></html>`,
  );
  return compact(parts);
}

function textParts(campaign: CampaignContent, sender: Sender): Part[] {
  const name = sender.fromName ?? sender.fromEmail;
  const parts: Part[] = [];
  paragraphs(campaign.content).forEach((lines, index) => {
    if (index > 0) parts.push('\n\n');
    lines.forEach((line, lineIndex) => {
      if (lineIndex > 0) parts.push('\n');
      for (const segment of segments(line)) {
        if ('text' in segment) parts.push(segment.text);
        else if (segment.label === segment.url) parts.push({ link: segment.url });
        else parts.push(`${segment.label} (`, { link: segment.url }, ')');
      }
    });
  });
  parts.push(`\n\n--\nSent by ${name} <${sender.fromEmail}>.\nUnsubscribe: `, UNSUBSCRIBE, '\n');
  return compact(parts);
}

/** The domain of an address, for Message-IDs and the mailto unsubscribe. */
export function senderDomain(email: string): string {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return /^[a-z0-9.-]+$/.test(domain) && domain.includes('.') ? domain : 'funnelforge.invalid';
}

/** Removes characters a header must not carry (a display name or subject with a line break). */
const headerText = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/**
 * A campaign's email, laid out once, then made for each recipient: HTML in the theme (header,
 * the content as paragraphs, a footer with the sender and a visible unsubscribe link, an open
 * pixel) and a plain-text part, links rewritten through signed per-recipient click tokens, a
 * Message-ID stable for the campaign and recipient (the same on every retry), and
 * List-Unsubscribe with one-click POST (RFC 8058).
 */
export function prepareCampaignMessage(options: {
  campaign: CampaignContent;
  sender: Sender;
  baseUrl: string;
  tokens: TrackingTokens;
  theme?: EmailTheme;
}): RenderMessage {
  const { campaign, sender, baseUrl, tokens } = options;
  const html = htmlParts(campaign, sender, options.theme ?? DEFAULT_THEME);
  const text = textParts(campaign, sender);
  const domain = senderDomain(sender.fromEmail);
  const from = sender.fromName
    ? { name: headerText(sender.fromName), address: sender.fromEmail }
    : sender.fromEmail;
  const subject = headerText(campaign.subject);

  return (recipient) => {
    const links = new Map<string, string>();
    const unsubscribeToken = tokens.sign({
      kind: 'unsubscribe',
      recipientId: recipient.id,
      leadId: recipient.leadId,
    });
    const unsubscribeUrl = `${baseUrl}/u/${unsubscribeToken}`;
    const openUrl = `${baseUrl}/t/o/${tokens.sign({ kind: 'open', recipientId: recipient.id })}.gif`;
    const fill = (parts: Part[]) => {
      let out = '';
      for (const part of parts) {
        if (typeof part === 'string') out += part;
        else if ('slot' in part) out += part.slot === 'open' ? openUrl : unsubscribeUrl;
        else {
          let url = links.get(part.link);
          if (url === undefined) {
            url = `${baseUrl}/t/c/${tokens.sign({ kind: 'click', recipientId: recipient.id, url: part.link })}`;
            links.set(part.link, url);
          }
          out += url;
        }
      }
      return out;
    };
    return {
      from,
      to: recipient.email,
      subject,
      html: fill(html),
      text: fill(text),
      messageId: `<${recipient.id}.${campaign.id}@${domain}>`,
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>, <mailto:unsubscribe@${domain}?subject=unsubscribe-${unsubscribeToken}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  };
}
