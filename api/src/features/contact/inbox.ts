import type { FastifyInstance } from 'fastify';
import { getBrand } from '@cards/shared/brand';
import { permissionsOf } from '@cards/shared/staff';
import { enquiryReplyCopy, REPORT_TYPE_WORDS } from '../../mail/templates/enquiry-copy.ts';
import { renderCopy } from '../../mail/templates/index.ts';
import { ApiError } from '../../platform/errors.ts';
import type { StaffActor } from '../staff/repository.ts';
import { enquiryReference } from './mail.ts';
import { addReply, changeEnquiry, enquiryOf, inboxPage, type EnquiryRow } from './repository.ts';

// The staff console's inbox of a brand's contact enquiries and card holders' reports: read, assigned, answered by
// email through the mail queue, closed. Only the brand's own staff see them; another brand's is not found.

export const inboxPageSize = 25;

const notFound = () => new ApiError(404, 'We could not find that.');

export interface InboxEntry {
  id: number;
  reference: string;
  kind: 'contact' | 'report';
  /** The enquiry type (SPEC §9), or the report in words. */
  topic: string;
  name: string;
  receivedAt: string;
  closedAt: string | null;
  assignedTo: number | null;
}

function payloadOf(row: EnquiryRow): Record<string, unknown> {
  try {
    return JSON.parse(row.payload) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function entryOf(row: EnquiryRow): InboxEntry {
  const payload = payloadOf(row);
  return {
    id: row.id, reference: enquiryReference(row.id), kind: row.kind,
    topic: row.kind === 'report' ? `Card holder's report: ${REPORT_TYPE_WORDS[row.type as keyof typeof REPORT_TYPE_WORDS] ?? row.type}` : row.type,
    name: text(payload.Name) || text(payload.FullName), receivedAt: row.created_at, closedAt: row.closed_at, assignedTo: row.assigned_to,
  };
}

export async function listInbox(app: FastifyInstance, company: string, filter: { status: 'open' | 'closed'; mine?: number; page: number }) {
  const { rows, total } = await inboxPage(app.db, company, { status: filter.status, assignedTo: filter.mine, page: filter.page, pageSize: inboxPageSize });
  return { enquiries: rows.map(entryOf), total, page: filter.page, pageSize: inboxPageSize };
}

export async function readEnquiry(app: FastifyInstance, company: string, id: number) {
  const found = await enquiryOf(app.db, company, id);
  if (!found) throw notFound();
  const payload = payloadOf(found.enquiry);
  // What the person typed, as label and value, in the form's own field names.
  const fields = Object.entries(payload).filter(([, v]) => typeof v === 'string' || typeof v === 'number')
    .map(([name, value]) => ({ name, value: String(value) }));
  return {
    ...entryOf(found.enquiry),
    email: text(payload.Email),
    fields,
    replies: found.replies.map((r) => ({ staffName: r.staff_name, message: r.message, sentAt: r.created_at })),
  };
}

export async function assignEnquiry(app: FastifyInstance, company: string, id: number, staffId: number | null, actor: StaffActor, now: Date) {
  if (staffId !== null) {
    const member = await app.staffAccounts.byId(company, staffId);
    if (!member || member.disabled || !permissionsOf(member.roles).includes('enquiries.answer')) {
      throw new ApiError(400, 'Choose a member of staff who answers enquiries.', { staffId: 'invalid' });
    }
  }
  if (!await changeEnquiry(app.db, company, id, { assigned_to: staffId })) throw notFound();
  await app.staffAccounts.audit({ company, actor, action: 'enquiry-assigned', staffId, after: { enquiry: enquiryReference(id) } }, now);
  return readEnquiry(app, company, id);
}

export async function closeEnquiry(app: FastifyInstance, company: string, id: number, closed: boolean, actor: StaffActor, now: Date) {
  if (!await changeEnquiry(app.db, company, id, { closed_at: closed ? now.toISOString() : null })) throw notFound();
  await app.staffAccounts.audit({ company, actor, action: closed ? 'enquiry-closed' : 'enquiry-reopened', staffId: null, after: { enquiry: enquiryReference(id) } }, now);
  return readEnquiry(app, company, id);
}

/** Emails the person the member's reply, through the mail queue, and keeps it with the enquiry; closes it if asked. */
export async function replyToEnquiry(app: FastifyInstance, company: string, id: number, body: { message: string; close?: boolean }, actor: StaffActor & { id: number }, now: Date) {
  const found = await enquiryOf(app.db, company, id);
  if (!found) throw notFound();
  const message = body.message.trim();
  if (!message) throw new ApiError(400, 'Write your reply.', { message: 'required' });
  const payload = payloadOf(found.enquiry);
  const to = text(payload.Email);
  if (!to) throw new ApiError(409, 'This enquiry has no email address to reply to.');
  const brand = getBrand(company);
  const reference = enquiryReference(id);
  const rendered = await renderCopy(enquiryReplyCopy(brand, payload.Name ?? payload.FullName, reference, message), brand, app.config.publicUrl);
  await app.db.transaction().execute(async (trx) => {
    await app.mailQueue.add(trx, { ...rendered, to, kind: 'enquiry-reply', fromName: brand.name, replyTo: brand.contact.email }, now);
    await addReply(trx, { enquiry_id: id, staff_id: actor.id, staff_name: actor.name, message, created_at: now.toISOString() });
    if (body.close) await changeEnquiry(trx, company, id, { closed_at: now.toISOString() });
  });
  app.mailSender.kick();
  await app.staffAccounts.audit({ company, actor, action: 'enquiry-answered', staffId: null, after: { enquiry: reference, closed: Boolean(body.close) } }, now);
  return readEnquiry(app, company, id);
}
