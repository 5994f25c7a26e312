import nodemailer, { type Transporter } from 'nodemailer';
import type { MailSettings } from './settings.ts';
import type { MailRow } from './mail-queue.ts';

// How a queued message leaves: through the SMTP server of SMTP_URL, with short timeouts so a slow server costs a
// retry rather than a stuck sender; or, without SMTP_URL (development, tests, `npm start` out of the box), nowhere:
// the queue row itself is the outbox that GET /api/dev/outbox shows.

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  deliver(message: MailRow): Promise<void>;
  close(): void;
}

function sender(from: string, name: string | null): string | { name: string; address: string } {
  return name && !from.includes('<') ? { name, address: from } : from;
}

export function createMailTransport(settings: MailSettings): MailTransport {
  if (!settings.smtpUrl) return { kind: 'outbox', deliver: async () => {}, close: () => {} };
  const transporter: Transporter = nodemailer.createTransport({
    url: settings.smtpUrl,
    name: settings.heloName,
    connectionTimeout: settings.timeouts.connectionMs,
    greetingTimeout: settings.timeouts.greetingMs,
    socketTimeout: settings.timeouts.socketMs,
  });
  return {
    kind: 'smtp',
    async deliver(message) {
      await transporter.sendMail({
        from: sender(settings.from, message.from_name),
        to: message.to_address,
        ...(message.reply_to ? { replyTo: message.reply_to } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
        // RFC 3834: an automatic message, so auto-responders stay quiet.
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    },
    close: () => transporter.close(),
  };
}
