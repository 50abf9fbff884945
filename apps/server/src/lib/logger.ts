import pino from 'pino';

export type Logger = pino.Logger;

export const createLogger = (level: string): Logger =>
  pino({
    level,
    base: undefined,
    // Never log credentials or cookies, whatever a call site passes in.
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.newPassword', '*.currentPassword', '*.token'],
      censor: '[redacted]',
    },
  });
