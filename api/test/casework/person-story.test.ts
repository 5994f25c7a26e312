import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personStory } from '../../src/features/casework/person-story.ts';
import { recordStage } from '../../src/features/casework/record-stage.ts';
import { addNote } from '../../src/features/casework/add-note.ts';
import { redactPerson } from '../../src/features/casework/redact-person.ts';
import { ApiError } from '../../src/platform/errors.ts';
import { createTestApp, withoutLimits, type TestApp } from '../helpers.ts';
import { submittedPerson } from '../draft-helpers.ts';

// A person's page in the staff console: the person, the stages, the audit, the answers, the documents, the statement,
// the mails, inductions, payments and notes, with the version changes send back.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: withoutLimits() });
});
afterAll(async () => {
  await t.close();
});

const by = { name: 'Sam Staff', staffId: 3 };

describe('personStory', () => {
  it('tells everything the person\'s page shows', async () => {
    const person = await submittedPerson(t);
    await recordStage(t.app, { company: 'default', peopleId: person.Id, action: 'interview', by, date: '2026-10-01' });
    await addNote(t.app, { company: 'default', peopleId: person.Id, by, text: 'Brought a passport.' });
    const story = await personStory(t.app, 'default', person.Id);
    expect(story.version).toBe(2);
    expect(story.person).toMatchObject({
      peopleId: person.Id, trackingNumber: person.TrackingNumber, cardType: 'asic', surname: 'Citizen', birthdate: person.birthdate, email: person.email,
      stage: 'payment-due', redactedAt: null, decision: null, opsApproved: false, overdue: false,
    });
    expect(story.timeline.current).toBe('payment');
    expect(story.timeline.stages.find((s) => s.id === 'interview')).toEqual({ id: 'interview', date: '2026-10-01', done: true });
    expect(story.audit).toMatchObject([
      { actor: 'Sam Staff', staffId: 3, action: 'interview', before: { interviewed_at: null }, after: { interviewed_at: '2026-10-01T00:00:00.000Z' } },
      { actor: 'Sam Staff', action: 'note' },
    ]);
    expect(story.answers.length).toBeGreaterThan(2);
    expect(story.answers.flatMap((g) => g.answers.flatMap((a) => a.lines))).toContain('Jane Mary Citizen');
    expect(story.documents.map((d) => d.kind)).toEqual(['application-form', 'invoice']);
    expect(story.statement).toMatchObject({ status: 'awaited', signedAt: null });
    expect(story.mails.map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/your interview is recorded$/)]));
    expect(story.mails[0]).not.toHaveProperty('text');
    expect(story.notes).toMatchObject([{ actor: 'Sam Staff', staffId: 3, text: 'Brought a passport.' }]);
    expect(story.payments).toEqual([]);
    expect(story.inductions).toEqual([]);
  });

  it('is a 404 for another brand\'s person, and after redaction keeps only what redaction keeps', async () => {
    const person = await submittedPerson(t);
    const err = await personStory(t.app, 'adg', person.Id).then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).statusCode).toBe(404);
    await redactPerson(t.app, { company: 'default', peopleId: person.Id, by });
    const story = await personStory(t.app, 'default', person.Id);
    expect(story.person).toMatchObject({ surname: '', email: '', stage: null, redactedAt: expect.any(String) });
    expect(story).toMatchObject({ answers: [], documents: [], mails: [], notes: [], statement: null });
    expect(story.audit.map((a) => a.action)).toEqual(['redact']);
  });
});
