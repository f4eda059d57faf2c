import { fillEmailTemplate, renderEmailTemplate } from '../design/email-template';
import { DEFAULT_THEME, type EmailTheme } from '../design/email-themes';
import type { Outbox } from './outboxes';
import type { TrackingTokens } from './tracking-tokens';

export { DEFAULT_THEME, type EmailTheme };

export type Sender = { fromEmail: string; fromName: string | null };

/** What is sent: its id (a campaign's, a sequence step's) names it in every Message-ID. */
export type MessageContent = { id: string; subject: string; content: string };

/** One recipient's message, ready for nodemailer. */
export type OutgoingMessage = {
  from: { name: string; address: string } | string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
  /** The SMTP envelope: the delivery's own return path (VERP) when bounces come back to this app. */
  envelope?: { from: string; to: string };
};

/** Makes one recipient's message. */
export type RenderMessage = (recipient: { id: string; email: string; leadId: string }) => OutgoingMessage;

/** The domain of an address, for Message-IDs. */
export function senderDomain(email: string): string {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return /^[a-z0-9.-]+$/.test(domain) && domain.includes('.') ? domain : 'funnelforge.invalid';
}

/** Removes characters a header must not carry (a display name or subject with a line break). */
const headerText = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/**
 * An email (a campaign's, a sequence step's), laid out once in the sender's theme by the email
 * renderer (MJML, the slow part), then made for each delivery with string joins only: links
 * rewritten through signed per-delivery click tokens naming the outbox, the open pixel and the
 * visible unsubscribe link, a Message-ID stable for the content and the delivery (the same on
 * every retry), and List-Unsubscribe with one-click POST (RFC 8058).
 */
export async function prepareMessage(options: {
  /** The outbox the deliveries sit in: their tracking tokens name it. */
  outbox: Outbox;
  content: MessageContent;
  sender: Sender;
  baseUrl: string;
  tokens: TrackingTokens;
  /** The user's designer theme (`themeForUser`); the default theme when not given. */
  theme?: EmailTheme;
  /**
   * Where the List-Unsubscribe mailto points (`unsubscribe@INBOUND_EMAIL_DOMAIN`, config
   * inboundEmail.mailbox); null or not given: no mailto, as nobody would read it.
   */
  unsubscribeMailbox?: string | null;
  /**
   * The inbound domain bounces come back to (INBOUND_EMAIL_DOMAIN): each delivery's envelope
   * sender is its own `bounce+…@` address there, so a report names the delivery it is about.
   * Null or not given: the envelope sender is the From address.
   */
  returnPathDomain?: string | null;
}): Promise<RenderMessage> {
  const { content: campaign, sender, baseUrl, tokens, outbox } = options;
  const template = await renderEmailTemplate(options.theme ?? DEFAULT_THEME, {
    subject: campaign.subject,
    content: campaign.content,
    senderName: sender.fromName ?? sender.fromEmail,
    senderEmail: sender.fromEmail,
  });
  const domain = senderDomain(sender.fromEmail);
  const from = sender.fromName
    ? { name: headerText(sender.fromName), address: sender.fromEmail }
    : sender.fromEmail;
  const subject = headerText(campaign.subject);
  const mailbox = options.unsubscribeMailbox ?? null;
  const returnPathDomain = options.returnPathDomain ?? null;

  return (recipient) => {
    const links = new Map<string, string>();
    const unsubscribeToken = tokens.sign({
      kind: 'unsubscribe',
      recipientId: recipient.id,
      leadId: recipient.leadId,
      outbox,
    });
    const unsubscribeUrl = `${baseUrl}/u/${unsubscribeToken}`;
    const { html, text } = fillEmailTemplate(template, {
      open: `${baseUrl}/t/o/${tokens.sign({ kind: 'open', recipientId: recipient.id, outbox })}.gif`,
      unsubscribe: unsubscribeUrl,
      // One token per distinct URL, shared by the HTML and the text part.
      link: (target) => {
        let url = links.get(target);
        if (url === undefined) {
          url = `${baseUrl}/t/c/${tokens.sign({ kind: 'click', recipientId: recipient.id, url: target, outbox })}`;
          links.set(target, url);
        }
        return url;
      },
    });
    return {
      from,
      to: recipient.email,
      subject,
      html,
      text,
      messageId: `<${recipient.id}.${campaign.id}@${domain}>`,
      headers: {
        'List-Unsubscribe': mailbox
          ? `<${unsubscribeUrl}>, <mailto:${mailbox}?subject=unsubscribe-${unsubscribeToken}>`
          : `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      ...(returnPathDomain
        ? {
            envelope: {
              from: `${tokens.returnPath({ outbox, recipientId: recipient.id })}@${returnPathDomain}`,
              to: recipient.email,
            },
          }
        : {}),
    };
  };
}
