import { randomBytes } from 'node:crypto';
import mjml2html from 'mjml';
import { escapeHtml } from '../../../shared/html/escape-html';
import { parseContent, type ContentParagraph } from './email-content';
import type { EmailTheme } from './email-themes';

/** A piece of a rendered email: fixed text, or a URL made for each recipient. */
export type TemplatePart = string | { link: string } | { slot: 'open' | 'unsubscribe' };

/** An email laid out once (MJML is slow), filled per recipient with cheap string joins. */
export type EmailTemplate = { html: TemplatePart[]; text: TemplatePart[] };

/** What an email says and who it is from; the content is the forms' plain text with links. */
export type EmailDraft = { subject: string; content: string; senderName: string; senderEmail: string };

/** The URLs of one recipient: the open pixel, the unsubscribe page, and each link (tracked or not). */
export type RecipientUrls = { open: string; unsubscribe: string; link: (url: string) => string };

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const MUTED = '#64748b';
const PREHEADER_LENGTH = 110;

/** Collapses adjacent strings so filling a recipient is one pass over few parts. */
function compact(parts: TemplatePart[]): TemplatePart[] {
  const out: TemplatePart[] = [];
  for (const part of parts) {
    const previous = out[out.length - 1];
    if (typeof part === 'string' && typeof previous === 'string') out[out.length - 1] = previous + part;
    else out.push(part);
  }
  return out;
}

/** The first words of the content, shown by mail clients next to the subject. */
function preheader(paragraphs: ContentParagraph[]): string {
  const words = paragraphs
    .flat(2)
    .map((segment) => ('text' in segment ? segment.text : segment.label))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words.length > PREHEADER_LENGTH ? `${words.slice(0, PREHEADER_LENGTH - 1).trimEnd()}…` : words;
}

/**
 * The MJML of an email. URLs that differ per recipient are written as markers under a random
 * `.invalid` host (MJML passes them through untouched; content cannot guess them) and split
 * out of the rendered HTML afterwards.
 */
function mjmlOf(theme: EmailTheme, draft: EmailDraft, paragraphs: ContentParagraph[], marker: string) {
  const links: string[] = [];
  const body = paragraphs
    .map((lines) => {
      const html = lines
        .map((line) =>
          line
            .map((segment) => {
              if ('text' in segment) return escapeHtml(segment.text);
              links.push(segment.url);
              return `<a href="${marker}l${links.length - 1}" style="color:${theme.primary};">${escapeHtml(segment.label)}</a>`;
            })
            .join(''),
        )
        .join('<br>');
      return `<p style="margin:0 0 16px;">${html}</p>`;
    })
    .join('');
  const name = escapeHtml(draft.senderName);
  const mjml =
    `<mjml lang="en"><mj-head>` +
    `<mj-title>${escapeHtml(draft.subject)}</mj-title>` +
    `<mj-preview>${escapeHtml(preheader(paragraphs))}</mj-preview>` +
    `<mj-attributes><mj-all font-family="${FONT}" /><mj-text padding="0" /></mj-attributes>` +
    `</mj-head>` +
    `<mj-body background-color="${theme.background}" width="600px">` +
    `<mj-wrapper padding="24px 12px">` +
    `<mj-section background-color="${theme.primary}" border-radius="8px 8px 0 0" padding="20px 32px">` +
    `<mj-column><mj-text color="#ffffff" font-size="20px" font-weight="600" line-height="1.3">${name}</mj-text></mj-column>` +
    `</mj-section>` +
    `<mj-section background-color="#ffffff" padding="32px 32px 16px">` +
    `<mj-column><mj-text color="${theme.secondary}" font-size="16px" line-height="1.6">${body}</mj-text></mj-column>` +
    `</mj-section>` +
    `<mj-section background-color="#ffffff" border-radius="0 0 8px 8px" border-top="1px solid #e2e8f0" padding="20px 32px">` +
    `<mj-column><mj-text color="${MUTED}" font-size="12px" line-height="1.5">` +
    `Sent by ${name} &lt;${escapeHtml(draft.senderEmail)}&gt;.<br>` +
    `Don't want these emails? <a href="${marker}u" style="color:${MUTED};text-decoration:underline;">Unsubscribe</a>` +
    `</mj-text></mj-column></mj-section>` +
    `</mj-wrapper>` +
    `<mj-raw><img src="${marker}o" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0;"></mj-raw>` +
    `</mj-body></mjml>`;
  return { mjml, links };
}

function textParts(draft: EmailDraft, paragraphs: ContentParagraph[]): TemplatePart[] {
  const parts: TemplatePart[] = [];
  paragraphs.forEach((lines, index) => {
    if (index > 0) parts.push('\n\n');
    lines.forEach((line, lineIndex) => {
      if (lineIndex > 0) parts.push('\n');
      for (const segment of line) {
        if ('text' in segment) parts.push(segment.text);
        else if (segment.label === segment.url) parts.push({ link: segment.url });
        else parts.push(`${segment.label} (`, { link: segment.url }, ')');
      }
    });
  });
  parts.push(
    `\n\n--\nSent by ${draft.senderName} <${draft.senderEmail}>.\nUnsubscribe: `,
    { slot: 'unsubscribe' },
    '\n',
  );
  return compact(parts);
}

/**
 * Lays an email out in a theme with MJML (responsive, table-based HTML that common mail
 * clients, Outlook included, render): a header band with the sender in the primary colour,
 * the content as paragraphs in the secondary colour on a white card over the background
 * colour, a footer with the sender and a visible unsubscribe link, an open pixel; and the
 * plain-text part. Slow (milliseconds): do it once per message and fill per recipient.
 */
export async function renderEmailTemplate(theme: EmailTheme, draft: EmailDraft): Promise<EmailTemplate> {
  const paragraphs = parseContent(draft.content);
  const marker = `https://s${randomBytes(8).toString('hex')}.invalid/`;
  const { mjml, links } = mjmlOf(theme, draft, paragraphs, marker);
  const { html } = await mjml2html(mjml, {
    validationLevel: 'strict',
    keepComments: false,
    // System fonts only: no web-font links (MJML adds Google Fonts for Roboto by default),
    // so opening an email fetches nothing but the open pixel.
    fonts: {},
  });
  const parts: TemplatePart[] = [];
  const markers = new RegExp(`${marker.replace(/[.]/g, '\\.')}(l\\d+|o|u)`, 'g');
  let last = 0;
  for (const match of html.matchAll(markers)) {
    parts.push(html.slice(last, match.index));
    const key = match[1] ?? '';
    if (key === 'o') parts.push({ slot: 'open' });
    else if (key === 'u') parts.push({ slot: 'unsubscribe' });
    else parts.push({ link: links[Number(key.slice(1))] ?? '' });
    last = match.index + match[0].length;
  }
  parts.push(html.slice(last));
  return { html: compact(parts), text: textParts(draft, paragraphs) };
}

const asIs = (text: string) => text;

function fill(parts: TemplatePart[], urls: RecipientUrls, escapeLink: (url: string) => string): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if ('slot' in part) out += part.slot === 'open' ? urls.open : urls.unsubscribe;
    else out += escapeLink(urls.link(part.link));
  }
  return out;
}

/** One recipient's HTML and text: string joins only (a link is escaped for its HTML attribute). */
export function fillEmailTemplate(
  template: EmailTemplate,
  urls: RecipientUrls,
): { html: string; text: string } {
  return { html: fill(template.html, urls, escapeHtml), text: fill(template.text, urls, asIs) };
}

/** Renders one email straight to HTML and text (the designer's live preview, one-off sends). */
export async function renderEmail(
  theme: EmailTheme,
  draft: EmailDraft,
  urls: RecipientUrls,
): Promise<{ html: string; text: string }> {
  return fillEmailTemplate(await renderEmailTemplate(theme, draft), urls);
}
