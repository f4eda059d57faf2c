import pino, { type Logger } from 'pino';
import { currentRequestId } from '../observability/request-scope';

export type { Logger };

/**
 * JSON lines on stdout; a line written while serving a request carries its requestId (the one
 * the access log and the X-Request-Id answer header show).
 */
export function createLogger(
  level: pino.LevelWithSilent,
  // Written in the background (flushed at exit): an access line per request must not cost a write each.
  destination: pino.DestinationStream = pino.destination({ dest: 1, sync: false }),
): Logger {
  return pino(
    {
      level,
      base: undefined,
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      redact: {
        paths: [
          'password',
          '*.password',
          'req.headers.cookie',
          'req.headers.authorization',
          'smtpPassword',
          '*.smtpPassword',
          '*.*.smtpPassword',
          // A nodemailer transport's options: { auth: { user, pass } }.
          'auth.pass',
          '*.auth.pass',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
