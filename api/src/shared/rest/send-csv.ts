import { once } from 'node:events';
import type { Response } from 'express';
import type { Logger } from '../logging/logger';

/**
 * Streams a CSV download read in pieces (memory stays flat however long the file), waiting for
 * the socket to drain. A failure after the headers went can only cut the download off.
 */
export async function sendCsv(
  res: Response,
  file: { filename: string; chunks: AsyncIterable<string> },
  log: Logger,
  what: string,
): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
  try {
    for await (const chunk of file.chunks) {
      if (res.destroyed) return;
      if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
    }
    res.end();
  } catch (error) {
    log.error({ err: error }, `${what} export failed`);
    res.destroy();
  }
}
