import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStage, type StageRecord } from '../../src/features/casework/record-stage.ts';
import { redactPerson } from '../../src/features/casework/redact-person.ts';
import { addNote } from '../../src/features/casework/add-note.ts';
import { ApiError } from '../../src/platform/errors.ts';
import { createTestApp, withoutLimits, type TestApp } from '../helpers.ts';
import { confirmNeed, outbox, submittedPerson } from '../draft-helpers.ts';

// The casework services the staff console's routes and `ops person` call: each change one transaction with its audit
// row, refused with the right status, never another brand's person, and never over a change made since.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: withoutLimits() });
});
afterAll(async () => {
  await t.close();
});

const by = { name: 'Sam Staff', staffId: 7 };

async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const err = await call.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

async function row(id: number) {
  return t.app.db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

function record(peopleId: number, changes: Partial<StageRecord> & Pick<StageRecord, 'action'>) {
  return recordStage(t.app, { company: 'default', peopleId, by, ...changes });
}

describe('recordStage', () => {
  it('records a stage with its audit row (with the staff id), a new version and the status email', async () => {
    const person = await submittedPerson(t);
    const before = await row(person.Id);
    const done = await record(person.Id, { action: 'interview', expectedVersion: before.version });
    expect(done).toEqual({ peopleId: person.Id, trackingNumber: person.TrackingNumber, current: 'payment', emailed: true, version: before.version + 1 });
    const audit = await t.app.db.selectFrom('person_audit').selectAll().where('people_id', '=', person.Id).execute();
    expect(audit).toMatchObject([{ actor: 'Sam Staff', staff_id: 7, action: 'interview' }]);
    expect((await outbox(t, person.email))[0]!.subject).toMatch(/your interview is recorded$/);
  });

  it('lodges as the upload of the background check, and keeps the decision\'s reason for staff only', async () => {
    const person = await submittedPerson(t);
    await record(person.Id, { action: 'lodge' });
    expect((await row(person.Id)).check_uploaded_at).toBeTruthy();
    await record(person.Id, { action: 'decision', decision: 'n', reason: '  Adverse criminal record  ' });
    expect(await row(person.Id)).toMatchObject({ check_decision: 'N', check_decision_reason: 'Adverse criminal record' });
    const audit = await t.app.people.audit(person.Id);
    expect(audit.map((a) => a.action)).toEqual(['upload', 'decision']);
    // The applicant's email says the check is finished, and nothing of why.
    const [mail] = await outbox(t, person.email);
    expect(mail!.text).not.toContain('Adverse');
  });

  it.each([
    [{ action: 'interview', date: '1 Jan' }, 'date', 'date'],
    [{ action: 'interview', date: '2999-01-01' }, 'date', 'future'],
    [{ action: 'decision', decision: 'maybe' }, 'decision', 'invalid'],
    [{ action: 'dispatch', serial: '000' }, 'serial', 'cardserial'],
    [{ action: 'dispatch', serial: '12', method: 'drone' }, 'method', 'invalid'],
    [{ action: 'interview', by: { name: ' ' } }, 'by', 'required'],
    [{ action: 'note' }, 'action', 'invalid'],
  ] as const)('refuses %j with a 400 naming %s', async (changes, field, key) => {
    const person = await submittedPerson(t);
    const err = await refusal(record(person.Id, changes as unknown as StageRecord));
    expect(err.statusCode).toBe(400);
    expect(err.fields).toEqual({ [field]: key });
  });

  it('refuses what the stage rules refuse with a 409', async () => {
    const person = await submittedPerson(t);
    const err = await refusal(record(person.Id, { action: 'decision', decision: 'Y' }));
    expect(err).toMatchObject({ statusCode: 409, message: 'Record the upload of the background check first.' });
  });

  it('answers another brand\'s person exactly as one that does not exist', async () => {
    const person = await submittedPerson(t);
    const other = await refusal(recordStage(t.app, { company: 'adg', peopleId: person.Id, action: 'interview', by }));
    const missing = await refusal(recordStage(t.app, { company: 'adg', peopleId: 99_999_999, action: 'interview', by }));
    expect([other.statusCode, other.message]).toEqual([404, missing.message]);
    expect(missing.statusCode).toBe(404);
    await refusal(redactPerson(t.app, { company: 'adg', peopleId: person.Id, by }));
    await refusal(addNote(t.app, { company: 'adg', peopleId: person.Id, by, text: 'hello' }));
    expect((await row(person.Id))).toMatchObject({ interviewed_at: null, redacted_at: null, version: 0 });
    expect(await t.app.people.audit(person.Id)).toEqual([]);
  });
});

describe('no silent overwrite', () => {
  it('refuses a change made on a version that is no longer current, saying to reload', async () => {
    const person = await submittedPerson(t);
    const { version } = await row(person.Id);
    await record(person.Id, { action: 'interview', expectedVersion: version });
    const err = await refusal(record(person.Id, { action: 'payment', expectedVersion: version }));
    expect(err).toMatchObject({ statusCode: 409, extra: { reason: 'stale_version', version: version + 1 } });
    expect(err.message).toMatch(/Someone else changed this application first\. Reload it/);
    expect((await row(person.Id)).paid_at).toBeNull();
  });

  it('lets only one of two changes made at once on the same version succeed', async () => {
    const person = await submittedPerson(t);
    const { version } = await row(person.Id);
    const results = await Promise.allSettled([
      record(person.Id, { action: 'interview', expectedVersion: version }),
      record(person.Id, { action: 'payment', expectedVersion: version }),
      addNote(t.app, { company: 'default', peopleId: person.Id, by, text: 'Called about the interview', expectedVersion: version }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) expect((r.reason as ApiError).statusCode).toBe(409);
    expect((await row(person.Id)).version).toBe(version + 1);
    expect(await t.app.people.audit(person.Id)).toHaveLength(1);
  });

  it('lets only one of two changes at once succeed when neither names a version (the one the rules were checked on)', async () => {
    const person = await submittedPerson(t);
    const results = await Promise.allSettled([record(person.Id, { action: 'interview' }), record(person.Id, { action: 'payment' })]);
    const fulfilled = results.filter((r) => r.status === 'fulfilled').length;
    expect(fulfilled).toBeGreaterThanOrEqual(1);
    expect((await row(person.Id)).version).toBe(fulfilled);
    expect(await t.app.people.audit(person.Id)).toHaveLength(fulfilled);
  });
});

describe('addNote and redactPerson', () => {
  it('keeps a note with its audit row and a new version; redaction removes the notes', async () => {
    const person = await submittedPerson(t);
    const added = await addNote(t.app, { company: 'default', peopleId: person.Id, by, text: '  Rang the employer.  ', expectedVersion: 0 });
    expect(added.version).toBe(1);
    const notes = await t.app.db.selectFrom('person_notes').selectAll().where('people_id', '=', person.Id).execute();
    expect(notes).toMatchObject([{ id: added.noteId, actor: 'Sam Staff', staff_id: 7, text: 'Rang the employer.' }]);
    expect((await t.app.people.audit(person.Id)).map((a) => a.action)).toEqual(['note']);
    expect((await refusal(addNote(t.app, { company: 'default', peopleId: person.Id, by, text: ' ' }))).fields).toEqual({ text: 'required' });
    expect((await refusal(addNote(t.app, { company: 'default', peopleId: person.Id, by, text: 'x'.repeat(4001) }))).fields).toEqual({ text: 'maxlength' });

    expect(await redactPerson(t.app, { company: 'default', peopleId: person.Id, by, expectedVersion: 1 })).toEqual({ peopleId: person.Id, trackingNumber: person.TrackingNumber });
    expect(await t.app.db.selectFrom('person_notes').selectAll().where('people_id', '=', person.Id).execute()).toEqual([]);
    expect(await row(person.Id)).toMatchObject({ redacted_at: expect.any(String), queue_stage: null, surname_lower: '', email_lower: '', version: 2 });
    expect((await t.app.db.selectFrom('person_audit').selectAll().where('people_id', '=', person.Id).execute())).toMatchObject([{ action: 'redact', staff_id: 7 }]);
    expect((await refusal(record(person.Id, { action: 'interview' }))).statusCode).toBe(409);
    expect((await refusal(redactPerson(t.app, { company: 'default', peopleId: person.Id, by }))).statusCode).toBe(409);
  });

  it('a whole application through every stage to dispatch', async () => {
    const person = await submittedPerson(t);
    for (const action of ['interview', 'payment', 'lodge'] as const) await record(person.Id, { action });
    await confirmNeed(t, person);
    await record(person.Id, { action: 'decision', decision: 'Y' });
    const done = await record(person.Id, { action: 'dispatch', serial: '4210', method: 'pickup' });
    expect(done.current).toBe('pickup');
    expect(await row(person.Id)).toMatchObject({ dispatch_method: 'pickup', card_serial: '4210', queue_stage: 'dispatched' });
  });
});
