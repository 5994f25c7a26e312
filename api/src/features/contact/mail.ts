import type { FastifyInstance } from 'fastify';
import type { Brand } from '@cards/shared/brand';
import { addEnquiry } from './repository.ts';
import type { EnquiryTable } from '../../platform/db/schema.ts';
import type { EnquiryMailKind } from '../../mail/templates/enquiry-copy.ts';
import { renderCopy, type MailCopy } from '../../mail/templates/index.ts';
import { now as clockNow } from '../../platform/clock.ts';

// A contact enquiry or a card holder's report: stored, with its email to the office and its
// acknowledgement to the person queued in the same transaction (the transactional outbox), so the office hears of
// every one kept. A contact enquiry's acknowledgement is held to the limits per address, as the draft emails are:
// past them the enquiry still reaches the office, and the address gets no more mail from the form for a while. A card
// holder's report is a duty the law sets: its acknowledgement is the holder's record of having reported, so
// no limit meant for mail on demand drops it (the captcha and the route's limit per client still hold the form).

export interface EnquiryToSend {
  kind: EnquiryTable['kind'];
  /** The enquiry type or the report type. */
  type: string;
  brand: Brand;
  /** The fields of its type, without the captcha answer. */
  payload: object;
  /** The person's address: the acknowledgement goes there, and the office's replies. */
  email: string;
  /** The two emails, given the enquiry's reference. */
  office(reference: string): MailCopy;
  acknowledgement(reference: string): MailCopy;
}

const HOUR = 3_600_000;

/** 'R' and the enquiry's id in six digits or more: R000042. */
export function enquiryReference(id: number): string {
  return `R${String(id).padStart(6, '0')}`;
}

export interface SentEnquiry {
  reference: string;
  /** Whether the acknowledgement to the person was queued: the page says 'we emailed you' only then. */
  acknowledged: boolean;
}

/** Stores the enquiry and queues its emails. Kicks the sender once they are committed. */
export async function sendEnquiry(app: FastifyInstance, enquiry: EnquiryToSend, now = clockNow()): Promise<SentEnquiry> {
  const { brand } = enquiry;
  const officeTo = app.config.officeEmail ?? brand.contact.email;
  const { limits } = app.config.mail;
  const reference = await app.db.transaction().execute(async (trx) => {
    const id = await addEnquiry(trx, { kind: enquiry.kind, type: enquiry.type, company: brand.code, payload: enquiry.payload }, now);
    const ref = enquiryReference(id);
    const queue = async (kind: EnquiryMailKind, to: string, copy: MailCopy, replyTo: string) => {
      const rendered = await renderCopy(copy, brand, app.config.publicUrl);
      await app.mailQueue.add(trx, { ...rendered, to, kind, fromName: brand.name, replyTo }, now);
    };
    await queue(`${enquiry.kind}-office`, officeTo, enquiry.office(ref), enquiry.email);
    const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const [hour, day] = await Promise.all([
      app.mailQueue.countSince(trx, { recipient: enquiry.email }, since(HOUR)),
      app.mailQueue.countSince(trx, { recipient: enquiry.email }, since(24 * HOUR)),
    ]);
    const acknowledged = enquiry.kind === 'report' || (hour < limits.addressPerHour && day < limits.addressPerDay);
    if (acknowledged) await queue(`${enquiry.kind}-ack`, enquiry.email, enquiry.acknowledgement(ref), brand.contact.email);
    return { reference: ref, acknowledged };
  });
  app.mailSender.kick();
  return reference;
}
