import type { FastifyInstance } from 'fastify';
import { invitationOnlyBrand, resolveCardType } from '@cards/shared/brand';
import { isEmail } from '@cards/shared/validation/formats';
import type { MailStatus } from '../platform/db/schema.ts';
import { hashKey, newFormLink, newKey } from '../features/drafts/keys.ts';
import { newDraftData } from '../features/drafts/presets.ts';
import { queueDraftMail } from '../features/drafts/mail.ts';
import { OpsError } from './ops-error.ts';
import { now as clockNow } from '../platform/clock.ts';

// Ops commands about mail: look at the queue, send a failed message again, stop one, and invite someone
// to apply through the postal partner (SPEC §1: that brand is invitation only). They change the database only;
// the api's mail sender delivers what they queue.

export const MAIL_STATUSES: readonly MailStatus[] = ['queued', 'sending', 'sent', 'failed', 'cancelled'];

export async function listMail(app: FastifyInstance, options: { status?: MailStatus; limit: number }): Promise<string[]> {
  const rows = await app.mailQueue.list(options);
  if (rows.length === 0) return ['No messages.'];
  return rows.map((r) => [
    `#${r.id}`, r.status.padEnd(9), r.kind.padEnd(15), r.to_address, r.created_at,
    `attempts ${r.attempts}`, ...(r.last_error ? [`last error: ${r.last_error}`] : []),
  ].join('  '));
}

export async function retryMail(app: FastifyInstance, id: number): Promise<void> {
  if (!(await app.mailQueue.retry(id, clockNow()))) throw new OpsError(`Message ${id} is not failed or cancelled, or does not exist.`);
}

export async function cancelMail(app: FastifyInstance, id: number): Promise<void> {
  if (!(await app.mailQueue.cancel(id))) throw new OpsError(`Message ${id} is not queued or failed, or does not exist.`);
}

/**
 * SPEC §1: applying through the postal partner needs an invitation. Makes a postal-brand draft with the invited
 * address and queues the invitation, whose link opens the draft (a one-time token for a key of the page's own).
 */
export async function invite(app: FastifyInstance, email: string, card?: string): Promise<{ draftId: number; formLink: string }> {
  const to = email.trim();
  if (!isEmail(to)) throw new OpsError(`"${email}" is not an email address.`);
  const brand = invitationOnlyBrand();
  const cardType = resolveCardType(brand, card);
  if (card && cardType !== card.toLowerCase()) throw new OpsError(`The postal partner issues ${brand.cardTypes.join(' and ')}, not ${card}.`);
  const data = newDraftData({ Email: to, EmailConfirm: to }, brand);
  const outcome = await app.drafts.transaction(async (drafts, trx) => {
    // Nobody holds this first key: the invited person's page gets its own from the link.
    const row = await drafts.insert({
      company: brand.code, card_type: cardType, company_id: brand.companyId ?? null, step_completed: 0,
      form_link: newFormLink(), key_hash: hashKey(newKey()), data,
    });
    const queued = await queueDraftMail(app, drafts, trx, { kind: 'invitation', draft: row, data, to });
    if (!queued.queued) throw new OpsError(`Not sent: too many emails to ${to} recently. Try again later.`);
    return { draftId: row.id, formLink: row.form_link };
  });
  app.mailSender.kick();
  return outcome;
}
