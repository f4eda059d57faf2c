import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The content codings the app compresses with. */
export type Encoding = 'br' | 'gzip';

/** A response body as sent: `encoding` null when it goes as it is. */
export type EncodedBody = { encoding: Encoding | null; bytes: Buffer };

/** One body in each coding, each compressed once, on first demand. */
export type CompressedBodies = { for(encoding: Encoding | null): EncodedBody };

/**
 * Compresses `identity` lazily and keeps the results (for bodies served many times: published
 * pages, page assets). A coding that does not make the body smaller is not used.
 */
export function compressedBodies(identity: Buffer): CompressedBodies {
  const plain: EncodedBody = { encoding: null, bytes: identity };
  const made = new Map<Encoding, EncodedBody>();
  return {
    for(encoding) {
      if (!encoding) return plain;
      let body = made.get(encoding);
      if (!body) {
        const bytes =
          encoding === 'br'
            ? brotliCompressSync(identity, {
                params: {
                  // Quality 5 gets most of brotli's gain on HTML, CSS and JS at a fraction of 11's time.
                  [constants.BROTLI_PARAM_QUALITY]: 5,
                  [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
                },
              })
            : gzipSync(identity, { level: 6 });
        body = bytes.length < identity.length ? { encoding, bytes } : plain;
        made.set(encoding, body);
      }
      return body;
    },
  };
}

/** The coding to answer with for an Accept-Encoding header: br, else gzip, else none (q=0 refuses one). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  let br = false;
  let gzip = false;
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : null;
}
