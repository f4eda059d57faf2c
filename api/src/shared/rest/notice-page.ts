import type { Response } from 'express';
import { escapeHtml } from '../html/escape-html';

/** Headers of a page reached by a signed link: never cached, never indexed. */
export function noStore(res: Response): void {
  res.setHeader('Cache-Control', 'no-store, no-cache, must-revalidate, private');
  res.setHeader('Pragma', 'no-cache');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
}

/**
 * A small self-contained page (no script) for the public endpoints of emails: unsubscribe and
 * double opt-in confirmation. `body` is HTML the caller has escaped.
 */
export function sendNoticePage(res: Response, status: number, title: string, body: string): void {
  noStore(res);
  res
    .status(status)
    .type('html')
    .send(
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${escapeHtml(title)}</title><style>` +
        `body{margin:0;background:#f1f5f9;font:16px/1.5 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#334155}` +
        `main{max-width:440px;margin:15vh auto;padding:32px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.08)}` +
        `h1{margin:0 0 12px;font-size:22px;color:#0f172a}` +
        `button{margin-top:16px;padding:10px 20px;border:0;border-radius:6px;background:#1e40af;color:#fff;font:inherit;cursor:pointer}` +
        `</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}
