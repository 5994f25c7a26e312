import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../signature-helpers.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { outbox, submittedPerson, type SubmittedPerson } from '../draft-helpers.ts';
import { createTestApp, expectErrorShape, uniqueEmail, type TestApp } from '../helpers.ts';
import { goodDocuments } from './staff-access-table.ts';
import { signedInMember, type StaffBrowser } from './staff-helpers.ts';

// The console's casework (issue: the staff console, 'What they do'): an application taken from submitted to
// dispatched by the officers and an assessor, each action behind its role, each with its audit row and the status email
// the ops command sends; two officers at once get a 409, never a silent overwrite; another brand's person is a 404.

let t: TestApp;
let officer: StaffBrowser;
let assessor: StaffBrowser;
let boss: StaffBrowser;
beforeAll(async () => {
  const generous = { max: 100_000, windowMs: 60_000 };
  t = await createTestApp({ config: { staff: { ...loadConfig({}).staff, signInRateLimit: generous, addressLimit: generous } } });
  officer = (await signedInMember(t.app, 'default', uniqueEmail('officer'), ['officer'], 'Olive Officer')).browser;
  assessor = (await signedInMember(t.app, 'default', uniqueEmail('assessor'), ['assessor'], 'Asa Assessor')).browser;
  boss = (await signedInMember(t.app, 'default', uniqueEmail('boss'), ['supervisor'], 'Sue Supervisor')).browser;
}, 60_000);
afterAll(async () => t?.close());

const person = (browser: StaffBrowser, id: number) => browser.request('GET', `/api/staff/people/${id}`);
async function act(browser: StaffBrowser, id: number, action: string, body: object = {}) {
  const version = (await person(browser, id)).json().version as number;
  return browser.request('POST', `/api/staff/people/${id}/${action}`, { version, ...body });
}
const subjects = async (who: SubmittedPerson) => (await outbox(t, who.email)).map((m) => m.subject);

describe('an application through the console', () => {
  it('from submitted to dispatched: each action by its role, in the stages\' order, each emailed and audited', async () => {
    const who = await submittedPerson(t);
    const queue = (await officer.request('GET', `/api/staff/queue?q=${who.TrackingNumber}`)).json();
    expect(queue.rows).toEqual([expect.objectContaining({ peopleId: who.Id, trackingNumber: who.TrackingNumber, cardType: 'asic' })]);

    // The interview needs documents that satisfy the rules.
    const short = await act(officer, who.Id, 'interview', { documents: { ...goodDocuments, seen: ['birth-certificate'] } });
    expectErrorShape(short, 400);
    expect(short.json().fields).toEqual({ documents: 'invalid' });
    expect(short.json().message).toMatch(/category B/);
    const interviewed = await act(officer, who.Id, 'interview', { documents: goodDocuments });
    expect(interviewed.statusCode, interviewed.body).toBe(200);
    expect(interviewed.json().audit[0]).toMatchObject({ action: 'interview', by: { name: 'Olive Officer' }, after: { documentsSeen: goodDocuments.seen, originals: true } });

    expect((await act(officer, who.Id, 'payment', { amountCents: 25_000, method: 'eftpos', receipt: 'R-2001' })).statusCode).toBe(200);
    // An officer does not lodge; an assessor does. Decision Y waits for the need to be signed and approved.
    expectErrorShape(await act(officer, who.Id, 'lodge'), 403);
    expect((await act(assessor, who.Id, 'lodge', { auscheckReference: 'AC-77' })).statusCode).toBe(200);
    const early = await act(assessor, who.Id, 'decision', { decision: 'Y' });
    expectErrorShape(early, 409);
    expect(early.json().message).toMatch(/not signed yet/);
    const form = await t.app.opNeedForms.byPeopleId(who.Id);
    expect((await person(officer, who.Id)).json().operationalNeed).toMatchObject({ status: 'sent', openedAt: null, signedAt: null });
    await t.app.opNeedForms.markOpened(form!.id, new Date());
    expect((await person(officer, who.Id)).json().operationalNeed).toMatchObject({ status: 'opened', openedAt: expect.any(String), signedAt: null });
    expect(await t.app.opNeedForms.sign(form!.id, t.app.opNeedForms.fieldsOf(form!), png(300, 100), new Date())).toBe(true);
    expectErrorShape(await act(officer, who.Id, 'approve-need'), 403);
    expect((await act(boss, who.Id, 'approve-need')).statusCode).toBe(200);
    expect((await act(assessor, who.Id, 'decision', { decision: 'Y', reason: 'Nothing of concern.' })).statusCode).toBe(200);
    const badSerial = await act(officer, who.Id, 'dispatch', { serial: '000000', method: 'post' });
    expectErrorShape(badSerial, 400);
    const dispatched = await act(officer, who.Id, 'dispatch', { serial: '4210', method: 'post' });
    expect(dispatched.statusCode, dispatched.body).toBe(200);

    const record = dispatched.json();
    expect(record.person.stage).toBe('dispatched');
    expect(record.timeline.map((e: { label: string }) => e.label)).toEqual(['Submitted', 'Interviewed', 'Paid', 'Lodged with AusCheck', 'Operational need approved', 'Decided: may be issued', 'Posted']);
    expect(record.payments).toContainEqual(expect.objectContaining({ method: 'counter', amountCents: 25_000, reference: 'R-2001' }));
    expect(record.person.decisionReason).toBe('Nothing of concern.');
    // The applicant hears of each step, as from the ops command; the reason is never in their mail.
    const mails = await outbox(t, who.email);
    expect(mails.length).toBeGreaterThanOrEqual(6);
    expect(mails.some((m) => m.text.includes('Nothing of concern'))).toBe(false);
    // The applicant's status says so too.
    const row = await t.app.people.byId(who.Id);
    expect(row).toMatchObject({ card_serial: '4210', dispatch_method: 'post', check_decision: 'Y' });
    expect(await subjects(who)).toEqual(expect.arrayContaining([expect.stringMatching(/interview is recorded/), expect.stringMatching(/on its way/)]));
    expect(record.operationalNeed).toMatchObject({ status: 'signed', approvedBy: { name: 'Sue Supervisor' }, signedLetterHref: `/api/staff/people/${who.Id}/documents/statement` });
    const letter = await officer.request('GET', record.operationalNeed.signedLetterHref);
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
  });

  it('two officers acting on one version: the second gets a 409 and nothing of theirs is written', async () => {
    const who = await submittedPerson(t);
    const { version } = (await person(officer, who.Id)).json();
    const other = (await signedInMember(t.app, 'default', uniqueEmail('other'), ['officer'], 'Otto Other')).browser;
    const [a, b] = await Promise.all([
      officer.request('POST', `/api/staff/people/${who.Id}/note`, { version, text: 'First note.' }),
      other.request('POST', `/api/staff/people/${who.Id}/note`, { version, text: 'Second note.' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const lost = a.statusCode === 409 ? a : b;
    expect(lost.json().reason).toBe('stale_version');
    const notes = (await person(officer, who.Id)).json().notes as Array<{ text: string }>;
    expect(notes).toHaveLength(1);
  });

  it('another brand\'s person is not found, by any route; the queue never lists them', async () => {
    const theirs = await submittedPerson(t);
    await t.app.db.updateTable('people').set({ company: 'bne' }).where('id', '=', theirs.Id).execute();
    expectErrorShape(await person(boss, theirs.Id), 404);
    expectErrorShape(await boss.request('POST', `/api/staff/people/${theirs.Id}/note`, { version: 1, text: 'x' }), 404);
    expectErrorShape(await boss.request('GET', `/api/staff/people/${theirs.Id}/documents/application-form`), 404);
    const queue = (await boss.request('GET', `/api/staff/queue?q=${theirs.TrackingNumber}`)).json();
    expect(queue.rows).toEqual([]);
  });

  it('a redaction needs the tracking number typed; afterwards nothing personal is shown', async () => {
    const who = await submittedPerson(t);
    const privacy = (await signedInMember(t.app, 'default', uniqueEmail('privacy'), ['privacy-officer'], 'Pat Privacy')).browser;
    expectErrorShape(await act(privacy, who.Id, 'redact', { confirm: 'VEA0000000' }), 400);
    const done = await act(privacy, who.Id, 'redact', { confirm: who.TrackingNumber.toLowerCase() });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().person).toMatchObject({ redacted: true, email: '' });
    expect(done.json().answers).toEqual([]);
    expectErrorShape(await act(officer, who.Id, 'note', { text: 'After.' }), 409);
  });

  it('the PDFs open for staff: the application form names the card', async () => {
    const who = await submittedPerson(t);
    const pdf = await officer.request('GET', `/api/staff/people/${who.Id}/documents/application-form`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
  });
});
