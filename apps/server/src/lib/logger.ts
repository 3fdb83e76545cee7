import pino, { type Logger } from 'pino';
import type { Config } from '../config.ts';

/** Readable lines when a person watches a terminal; JSON for files and log collectors. */
export function wantsPrettyLogs(
  format: Config['logFormat'],
  isTerminal: boolean = Boolean(process.stdout.isTTY),
): boolean {
  return format === 'pretty' || (format === 'auto' && isTerminal);
}

export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>): Logger {
  return pino({
    level: config.logLevel,
    ...(wantsPrettyLogs(config.logFormat)
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
    // Credentials never reach the logs.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  });
}
