import type { Transporter } from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments: MailAttachment[];
}

/** Sends e-mail; the only way the server does (scheduled reports). */
export interface Mailer {
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
}

/**
 * SMTP through nodemailer, at SMTP_URL (smtp:// upgrades with STARTTLS when the server offers
 * it; smtps:// is TLS from the start; user and password in the URL). A server that does not
 * answer within 20 s fails the send, and the job tries the slot again on its next run.
 */
export function createMailer(config: { smtpUrl: string; from: string }): Mailer {
  const url = new URL(config.smtpUrl);
  const secure = url.protocol === 'smtps:';
  // nodemailer loads with the first e-mail (the 1st of the month), not with the server.
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: url.hostname,
        port: url.port ? Number(url.port) : secure ? 465 : 587,
        secure,
        auth: url.username
          ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
          : undefined,
        connectionTimeout: 20_000,
        greetingTimeout: 20_000,
        socketTimeout: 60_000,
      }),
    ));
  let opened: Transporter | undefined;
  return {
    send: async (message) => {
      opened = await open();
      await opened.sendMail({ from: config.from, ...message });
    },
    close: () => opened?.close(),
  };
}
