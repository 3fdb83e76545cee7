import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server that speaks the real protocol (smtp-server) and keeps every message it
 * accepts, parsed (mailparser): the scheduled report e-mails' stand-in. No TLS (a test has no
 * certificate), any or no login; `refuseNext` answers the next message with a 451 as a busy
 * server would.
 */
export interface SmtpStandIn {
  url: string;
  received: ParsedMail[];
  refuseNext: () => void;
  close: () => Promise<void>;
}

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const received: ParsedMail[] = [];
  let refuse = false;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (refuse) {
            refuse = false;
            const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
            return callback(error);
          }
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: () => {
      refuse = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
