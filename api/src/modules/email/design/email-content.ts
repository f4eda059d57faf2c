import { MAX_TRACKED_URL } from '../delivery/tracking-tokens';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** Plain text, or a link with its label (a bare URL is its own label). */
export type ContentSegment = { text: string } | { label: string; url: string };

/** A paragraph's lines, each a run of segments. */
export type ContentParagraph = ContentSegment[][];

/** [text](https://…) or a bare http(s) URL; a bare URL's trailing punctuation is not part of it. */
const LINK = /\[([^\]\n]{1,300})\]\((https?:\/\/[^\s()<>]+)\)|(https?:\/\/[^\s<>"']+)/g;
const TRAILING = /[.,;:!?'")\]]+$/;

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A line of content split into text and links; a URL too long to track stays text. */
function segments(line: string): ContentSegment[] {
  const out: ContentSegment[] = [];
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

/**
 * An email's content as people write it in the campaign and sequence forms: paragraphs
 * separated by blank lines, line breaks kept, `[label](url)` and bare URLs as links.
 */
export function parseContent(content: string): ContentParagraph[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.replace(/^\n+|\n+$/g, ''))
    .filter((p) => p.trim() !== '')
    .map((p) => p.split('\n').map(segments));
}
