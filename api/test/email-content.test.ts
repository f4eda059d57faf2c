import { randomUUID } from 'node:crypto';
import { parseContent } from '../src/modules/email/design/email-content';
import { DEFAULT_THEME } from '../src/modules/email/design/email-themes';
import { prepareMessage } from '../src/modules/email/delivery/message';
import { MAX_TRACKED_URL, TrackingTokens } from '../src/modules/email/delivery/tracking-tokens';

/**
 * The content people write in the campaign and sequence forms (markdown-it: paragraphs, line
 * breaks, [label](url) and bare URLs), as it leaves in a real message: every http(s) link
 * rewritten to a signed click token, nothing else ever a link, everything escaped.
 */

const BASE = 'https://app.example';
const tokens = new TrackingTokens('test-secret-for-email-content-0123456789');

async function send(content: string) {
  const render = await prepareMessage({
    outbox: 'campaign',
    content: { id: randomUUID(), subject: 'Hello', content },
    sender: { fromEmail: 'news@sender.example', fromName: 'Ada' },
    baseUrl: BASE,
    tokens,
    theme: DEFAULT_THEME,
  });
  return render({ id: randomUUID(), email: 'reader@example.com', leadId: randomUUID() });
}

/** The body's content only (header band and footer left out), from the message's HTML. */
function contentHtml(html: string): string {
  const start = html.indexOf('<p style="margin:0 0 16px;">');
  const end = html.lastIndexOf('</p>');
  return html.slice(start, end + 4);
}

const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');

/** Where each tracked link of the content leads (its signed token read back), in order. */
function trackedTargets(html: string): string[] {
  return hrefsOf(contentHtml(html)).map((href) => {
    const prefix = `${BASE}/t/c/`;
    if (!href.startsWith(prefix)) throw new Error(`untracked link ${href}`);
    const token = tokens.verify('click', href.slice(prefix.length).replace(/&amp;/g, '&'));
    if (!token) throw new Error(`bad token in ${href}`);
    return token.url;
  });
}

describe('email content', () => {
  it('turns [label](url) and bare URLs into tracked links, in the HTML and the text part', async () => {
    const mail = await send(
      'Read [the story](https://blog.example/story) or https://shop.example/spring?utm=mail',
    );
    expect(trackedTargets(mail.html)).toEqual([
      'https://blog.example/story',
      'https://shop.example/spring?utm=mail',
    ]);
    expect(contentHtml(mail.html)).toMatch(/<a href="[^"]+" style="color:[^"]+;">the story<\/a>/);
    expect(contentHtml(mail.html)).toMatch(
      /<a href="[^"]+" style="color:[^"]+;">https:\/\/shop\.example\/spring\?utm=mail<\/a><\/p>$/,
    );
    // Text: a label is followed by its tracked link; a bare URL is replaced by it.
    expect(mail.text).toMatch(
      /^Read the story \(https:\/\/app\.example\/t\/c\/[\w-]+\.[\w-]+\) or https:\/\/app\.example\/t\/c\/[\w-]+\.[\w-]+\n/,
    );
    expect(mail.text).not.toContain('shop.example');
    expect(hrefsOf(mail.html).filter((href) => !href.startsWith(`${BASE}/`))).toEqual([]);
  });

  it.each([
    ['a full stop', 'See https://shop.example/new.', 'https://shop.example/new', '.'],
    ['a comma', 'See https://shop.example/new, then', 'https://shop.example/new', ', then'],
    ['a closing bracket', '(see https://shop.example/new)', 'https://shop.example/new', ')'],
    ['quotes', '"https://shop.example/new"!', 'https://shop.example/new', '"!'],
    ['a question mark', 'Seen https://shop.example/new?', 'https://shop.example/new', '?'],
  ])('leaves %s after a bare URL out of it', async (_what, content, target, after) => {
    const mail = await send(content);
    expect(trackedTargets(mail.html)).toEqual([target]);
    const escapedAfter = after.replace(/"/g, '&quot;');
    expect(contentHtml(mail.html)).toContain(`</a>${escapedAfter}`);
  });

  it('keeps balanced brackets that belong to a URL', async () => {
    const mail = await send('https://en.wikipedia.org/wiki/Mercury_(planet) is a planet');
    expect(trackedTargets(mail.html)).toEqual(['https://en.wikipedia.org/wiki/Mercury_(planet)']);
  });

  it('escapes HTML as text: a <script> never reaches the message', async () => {
    const mail = await send(
      '<script>alert("x")</script> & <b>bold</b>\n[<img src=x onerror=alert(1)>](https://shop.example/a)',
    );
    const html = contentHtml(mail.html);
    expect(mail.html).not.toMatch(/<script|<b>|<img src=x/i);
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;<br>',
    );
    expect(html).toContain('>&lt;img src=x onerror=alert(1)&gt;</a>');
    expect(trackedTargets(mail.html)).toEqual(['https://shop.example/a']);
    // The text part is plain text: as written.
    expect(mail.text).toContain('<script>alert("x")</script> & <b>bold</b>\n');
  });

  it.each([
    '[click me](javascript:alert(1))',
    '[click me](JavaScript:alert(document.cookie))',
    '[click me](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[click me](vbscript:msgbox(1))',
    '[click me](mailto:someone@example.com)',
    '[click me](//evil.example/x)',
    '[click me](/relative/path)',
    'javascript:alert(1)',
    'ftp://files.example/x',
  ])('never makes a link of %j: it stays text', async (content) => {
    const mail = await send(content);
    expect(hrefsOf(contentHtml(mail.html))).toEqual([]);
    expect(mail.html).not.toMatch(/href="(javascript|data|vbscript|mailto):/i);
    expect(mail.text.split('\n\n--')[0]).toBe(content);
  });

  it('shows the URL of a link written without a label', async () => {
    const mail = await send('[](https://shop.example/x)');
    expect(trackedTargets(mail.html)).toEqual(['https://shop.example/x']);
    expect(contentHtml(mail.html)).toMatch(/>https:\/\/shop\.example\/x<\/a>/);
  });

  it('keeps a URL too long to track as text', async () => {
    const long = `https://shop.example/${'a'.repeat(MAX_TRACKED_URL)}`;
    const mail = await send(`Too long: ${long} but https://shop.example/ok is fine`);
    expect(trackedTargets(mail.html)).toEqual(['https://shop.example/ok']);
    expect(contentHtml(mail.html)).toContain(`Too long: ${long} but`);
  });

  it('keeps paragraphs and line breaks', async () => {
    const mail = await send('Hello,\r\n\r\nLine one\nLine two\n\n\n\nBye');
    expect(contentHtml(mail.html)).toBe(
      '<p style="margin:0 0 16px;">Hello,</p><p style="margin:0 0 16px;">Line one<br>Line two</p><p style="margin:0 0 16px;">Bye</p>',
    );
    expect(mail.text.split('\n\n--')[0]).toBe('Hello,\n\nLine one\nLine two\n\nBye');
  });

  it('reads nothing else as markup: headings, lists, emphasis and backslashes stay as typed', () => {
    const typed = '# Sale\n- 20% *off*\n> today_only \\o/';
    expect(parseContent(typed)).toEqual([
      [[{ text: '# Sale' }], [{ text: '- 20% *off*' }], [{ text: '> today_only \\o/' }]],
    ]);
  });
});
