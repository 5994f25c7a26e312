import nodemailer, { type Transport, type Transporter } from 'nodemailer';
import type { MailSettings } from '../config.ts';
import type { OutboxStore } from '../db/outbox.ts';

// Sending email through nodemailer. With SMTP_URL set, messages go to that server; without it (development, tests,
// `npm start` out of the box) the outbox transport keeps each message in the `outbox` table, where
// GET /api/dev/outbox (OUTBOX_PAGE=1) shows it.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Display name for a bare MAIL_FROM address: the brand's name. */
  fromName?: string;
}

export interface Mailer {
  /** 'outbox' or 'smtp'. */
  readonly transport: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A nodemailer transport that stores the message instead of sending it. */
function outboxTransport(outbox: OutboxStore): Transport {
  return {
    name: 'outbox',
    version: '1.0.0',
    send(mail, callback) {
      const { to, subject, text, html } = mail.data;
      outbox.add({
        to: String(to),
        subject: String(subject ?? ''),
        text: String(text ?? ''),
        html: String(html ?? ''),
      }).then(
        (id) => callback(null, { messageId: `<outbox-${id}@cards.local>`, envelope: mail.message.getEnvelope() }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), undefined),
      );
    },
  };
}

function sender(from: string, name?: string): string | { name: string; address: string } {
  return name && !from.includes('<') ? { name, address: from } : from;
}

export function createMailer(settings: MailSettings, outbox: OutboxStore): Mailer {
  const transporter: Transporter = settings.smtpUrl
    ? nodemailer.createTransport(settings.smtpUrl)
    : nodemailer.createTransport(outboxTransport(outbox));
  return {
    transport: settings.smtpUrl ? 'smtp' : 'outbox',
    async send(message) {
      await transporter.sendMail({
        from: sender(settings.from, message.fromName),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close() {
      transporter.close();
    },
  };
}
