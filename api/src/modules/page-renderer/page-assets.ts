import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import type { PageScript } from '@funnelforge/web/page-model-contract';
import { REPO_ROOT } from '../../config';
import { compressedBodies, preferredEncoding, type CompressedBodies } from '../../shared/http/compressed';

export const PAGE_ASSETS_PATH = '/p/assets';

type Asset = { body: Buffer; hash: string; type: string; encoded: CompressedBodies };

/** One page script: where it is served, and how it is inlined. */
export type PageScriptAsset = {
  /** Versioned URL, linked when the script is not inlined. */
  url: string;
  /**
   * The script's text, inlined into published pages, and its CSP source (a sha256 hash); null
   * without a build, or when the text could not sit inside a script element as it is.
   */
  inline: { text: string; cspSource: string } | null;
};

export type PageAssets = {
  /** Versioned URL of the stylesheet. */
  cssUrl: string;
  /** The stylesheet's text, inlined into published pages (the rules each uses) and template preview images. */
  css: string;
  /** The page scripts (web/src/page-model/runtime): a page carries the core one and those its elements need. */
  scripts: Record<PageScript, PageScriptAsset>;
  /** Changes whenever the stylesheet or a script changes. */
  fingerprint: string;
  router: Router;
};

/** Every page script, by the file it is built to. */
const PAGE_SCRIPTS: Record<PageScript, string> = {
  core: 'core.js',
  forms: 'forms.js',
  countdowns: 'countdowns.js',
};

function asset(file: string, type: string): Asset | null {
  if (!existsSync(file)) return null;
  const body = readFileSync(file);
  return {
    body,
    hash: createHash('sha256').update(body).digest('hex').slice(0, 12),
    type,
    encoded: compressedBodies(body),
  };
}

/**
 * The stylesheet and scripts of published pages (built into web/dist/page-assets). Served with
 * a year of caching when asked for the current version, and revalidated otherwise; compressed
 * (brotli or gzip) for clients that take it. Without a build (api tests) the stylesheet is read
 * from its source and the scripts are not served.
 */
export function loadPageAssets(webDistDir: string): PageAssets {
  const built = path.join(webDistDir, 'page-assets');
  const css =
    asset(path.join(built, 'page.css'), 'text/css; charset=utf-8') ??
    asset(path.join(REPO_ROOT, 'web', 'src', 'page-model', 'page.css'), 'text/css; charset=utf-8');
  const files: Record<string, Asset | null> = { 'page.css': css };
  for (const file of Object.values(PAGE_SCRIPTS))
    files[file] = asset(path.join(built, file), 'text/javascript; charset=utf-8');
  const scriptOf = (file: string): PageScriptAsset => {
    const js = files[file] ?? null;
    return {
      url: `${PAGE_ASSETS_PATH}/${file}?v=${js?.hash ?? 'missing'}`,
      inline: js ? inlineScript(js.body) : null,
    };
  };
  const router = Router();
  router.get(`${PAGE_ASSETS_PATH}/:file`, (req, res) => {
    const file = files[req.params.file];
    if (!file) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.setHeader('Content-Type', file.type);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    res.setHeader(
      'Cache-Control',
      req.query.v === file.hash
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    );
    res.setHeader('ETag', `"${file.hash}"`);
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === `"${file.hash}"`) {
      res.status(304).end();
      return;
    }
    const body = file.encoded.for(preferredEncoding(req.headers['accept-encoding']));
    if (body.encoding) res.setHeader('Content-Encoding', body.encoding);
    res.send(body.bytes);
  });
  return {
    cssUrl: `${PAGE_ASSETS_PATH}/page.css?v=${css?.hash ?? 'missing'}`,
    css: css?.body.toString('utf8') ?? '',
    scripts: {
      core: scriptOf(PAGE_SCRIPTS.core),
      forms: scriptOf(PAGE_SCRIPTS.forms),
      countdowns: scriptOf(PAGE_SCRIPTS.countdowns),
    },
    fingerprint: Object.values(files)
      .map((file) => file?.hash ?? '-')
      .join('.'),
    router,
  };
}

/**
 * A script for an inline script element, with the CSP source allowing exactly it; null when its
 * text holds what would end the element early or change how it is parsed.
 */
function inlineScript(body: Buffer): { text: string; cspSource: string } | null {
  const text = body.toString('utf8').trim();
  if (/<\/script|<!--|<script/i.test(text)) return null;
  return { text, cspSource: `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'` };
}
