import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: pino.LevelWithSilent): Logger {
  return pino({
    level,
    base: undefined,
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
  });
}
