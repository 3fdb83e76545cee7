import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';

export interface CapturedLogs {
  /** A real pino logger at `info` that writes into `lines`. */
  logger: Logger;
  /** Every line written so far, parsed. */
  lines: Array<Record<string, unknown>>;
  /** The lines whose message starts with `prefix`. */
  withMessage: (prefix: string) => Array<Record<string, unknown>>;
}

/** What the app logs, kept in memory for a test to read. */
export function captureLogs(): CapturedLogs {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return {
    logger: pino({ level: 'info' }, sink),
    lines,
    withMessage: (prefix) =>
      lines.filter((line) => typeof line.msg === 'string' && line.msg.startsWith(prefix)),
  };
}
