import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';
import { createTestApp, expectErrorShape, uniqueEmail, type TestApp } from '../helpers.ts';
import { madeEnquiry, signedInMember } from './staff-helpers.ts';

// The enquiries inbox (issue: the staff console, 'Enquiries'): a brand's contact enquiries come to its staff, who
// read them, assign them, answer by email through the mail queue, and close them. Another brand's staff never see
// them, nor the person's address.

let t: TestApp;
beforeAll(async () => {
  const generous = { max: 100_000, windowMs: 60_000 };
  t = await createTestApp({ config: { staff: { ...loadConfig({}).staff, signInRateLimit: generous, addressLimit: generous } } });
});
afterAll(async () => t?.close());

describe('the enquiries inbox', () => {
  it('an officer reads an enquiry, takes it, answers it by email and closes it; all on record', async () => {
    const asker = uniqueEmail('asker');
    const id = await madeEnquiry(t.app, 'default', asker);
    const { browser } = await signedInMember(t.app, 'default', uniqueEmail('inbox'), ['officer'], 'Ivy Inbox');
    const me = (await browser.request('GET', '/api/staff/me')).json().staff.id as number;

    const list = (await browser.request('GET', '/api/staff/enquiries')).json();
    expect(list.enquiries.map((e: { id: number }) => e.id)).toContain(id);
    const open = (await browser.request('GET', `/api/staff/enquiries/${id}`)).json();
    expect(open).toMatchObject({ reference: `R${String(id).padStart(6, '0')}`, email: asker, name: 'Ash Asker', topic: 'General Enquiries', closedAt: null });
    expect(open.fields).toContainEqual({ name: 'Message', value: 'When will my card arrive?' });

    expect((await browser.request('POST', `/api/staff/enquiries/${id}/assign`, { staffId: me })).json().assignedTo).toBe(me);
    const mine = (await browser.request('GET', '/api/staff/enquiries?mine=true')).json();
    expect(mine.enquiries.map((e: { id: number }) => e.id)).toEqual([id]);

    const answered = await browser.request('POST', `/api/staff/enquiries/${id}/reply`, { message: 'Your card was posted today.\n\nIt should arrive within a week.', close: true });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().replies).toEqual([expect.objectContaining({ staffName: 'Ivy Inbox', message: 'Your card was posted today.\n\nIt should arrive within a week.' })]);
    expect(answered.json().closedAt).not.toBeNull();
    const mail = await t.app.db.selectFrom('outbox').select(['subject', 'text', 'reply_to', 'kind']).where('recipient', '=', asker).where('kind', '=', 'enquiry-reply').executeTakeFirstOrThrow();
    expect(mail.subject).toContain(`R${String(id).padStart(6, '0')}`);
    expect(mail.text).toContain('Your card was posted today.');
    expect(mail.text).toContain('Hello Ash,');

    expect((await browser.request('GET', '/api/staff/enquiries')).json().enquiries.map((e: { id: number }) => e.id)).not.toContain(id);
    expect((await browser.request('GET', '/api/staff/enquiries?status=closed')).json().enquiries.map((e: { id: number }) => e.id)).toContain(id);
    const audit = await t.app.db.selectFrom('staff_audit').select('action').where('actor_id', '=', me).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['enquiry-assigned', 'enquiry-answered']));
  });

  it('another brand\'s enquiry is not found, and never listed', async () => {
    const theirs = await madeEnquiry(t.app, 'bne', uniqueEmail('theirs'));
    const { browser } = await signedInMember(t.app, 'default', uniqueEmail('nosy'), ['supervisor']);
    expectErrorShape(await browser.request('GET', `/api/staff/enquiries/${theirs}`), 404);
    expectErrorShape(await browser.request('POST', `/api/staff/enquiries/${theirs}/reply`, { message: 'Hello' }), 404);
    const all = [
      ...(await browser.request('GET', '/api/staff/enquiries')).json().enquiries,
      ...(await browser.request('GET', '/api/staff/enquiries?status=closed')).json().enquiries,
    ];
    expect(all.map((e: { id: number }) => e.id)).not.toContain(theirs);
  });

  it('an enquiry is assigned only to one of the brand\'s staff who answer enquiries; an empty reply is refused', async () => {
    const id = await madeEnquiry(t.app, 'default');
    const { browser } = await signedInMember(t.app, 'default', uniqueEmail('assigner'), ['officer']);
    const assessor = await signedInMember(t.app, 'default', uniqueEmail('assessor'), ['assessor']);
    const assessorId = (await assessor.browser.request('GET', '/api/staff/me')).json().staff.id as number;
    expectErrorShape(await browser.request('POST', `/api/staff/enquiries/${id}/assign`, { staffId: assessorId }), 400);
    expectErrorShape(await browser.request('POST', `/api/staff/enquiries/${id}/reply`, { message: '   ' }), 400);
    expectErrorShape(await assessor.browser.request('GET', '/api/staff/enquiries'), 403);
  });
});
