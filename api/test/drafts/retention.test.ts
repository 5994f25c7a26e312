import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { longDate, officeDay } from '@cards/shared/domain';
import { deletableFrom, runRetention } from '../../src/features/drafts/retention.ts';
import { runCli } from '../../src/ops/cli.ts';
import { createDraft, exchange, headers, load, outbox, resumeLinkIn, save, setDraft, step1, submittedPerson, type Created } from '../draft-helpers.ts';
import { createTestApp, withoutLimits, type TestApp } from '../helpers.ts';

// Retention: drafts never sent are deleted once nothing has been saved in them for DRAFT_RETENTION_DAYS
// (90 here), after an email a week before (DRAFT_DELETION_NOTICE_DAYS, 7); a save in the meantime keeps the draft.
// Passes run by `ops retention` and by a timer in each api process; several at once remind once and delete once.

const DAY = 86_400_000;
const retention = { draftDays: 90, noticeDays: 7, intervalMs: 0 };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ shell: false, config: { ...withoutLimits(), publicUrl: 'https://cards.example.com.au', retention } });
});
afterAll(async () => {
  await t.close();
});

const daysFrom = (at: Date, days: number) => new Date(at.getTime() + days * DAY);

/** A draft with the step 1 answers and its own address, last saved `idleDays` before `now`. */
async function idleDraft(email: string, idleDays: number, now: Date, changes: object = {}): Promise<Created> {
  const created = await createDraft(t, { ...step1, Email: email, EmailConfirm: email, ...changes });
  await t.app.db.updateTable('drafts').set({ updated_at: daysFrom(now, -idleDays).toISOString() }).where('id', '=', created.id).execute();
  return created;
}

const isReminder = (m: { subject: string }) => /application will be deleted from /.test(m.subject);
const remindersTo = async (email: string) => (await outbox(t, email)).filter(isReminder);
const exists = async (id: number) => (await t.app.db.selectFrom('drafts').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
const rowsOf = async (table: 'draft_keys' | 'draft_tokens' | 'form_errors' | 'outbox', id: number) =>
  (await t.app.db.selectFrom(table).select('id').where('draft_id', '=', id).execute()).length;

describe('the reminder names the day in Australia', () => {
  it('from a pass late in the UTC evening, which is the next morning in Sydney', async () => {
    // 14:30 UTC on 27 November is 01:30 on 28 November in Sydney; the draft may go a week after the notice.
    const now = new Date('2026-11-27T14:30:00Z');
    const email = 'late.pass@example.com';
    await idleDraft(email, 84, now);
    await runRetention(t.app, now);
    const [reminder] = await remindersTo(email);
    expect(reminder!.subject).toBe('Your ASIC application will be deleted from 5 December 2026');
  });
});

describe('drafts never sent are deleted after 90 days without a save, with a week\'s notice by email', () => {
  it('emails once when a draft has been idle for 83 days, then deletes it with everything about it once the week is over', async () => {
    const now = new Date();
    const email = 'idle.applicant@example.com';
    const kept = await idleDraft('still.fresh@example.com', 82, now);
    const idle = await idleDraft(email, 84, now);
    // A report about it, as a page sends one: it holds a copy of the draft, so it goes with it.
    await t.app.inject({ method: 'POST', url: `/api/form/${idle.id}/error`, headers: headers(idle.key), payload: { error: 'x', user: { Firstname: 'Jane' } } });

    const first = await runRetention(t.app, now);
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    const [reminder, ...more] = await remindersTo(email);
    expect(more).toEqual([]);
    const deleteOn = officeDay(daysFrom(now, 7))!;
    expect(reminder!.subject).toBe(`Your ASIC application will be deleted from ${longDate(deleteOn)}`);
    expect(reminder!.text.replace(/\s+/g, ' ')).toContain(`We will delete this one from ${longDate(deleteOn)}.`);
    expect(await remindersTo('still.fresh@example.com')).toEqual([]);
    // Said once, however often the pass runs.
    await runRetention(t.app, daysFrom(now, 1));
    expect(await remindersTo(email)).toHaveLength(1);

    // Not before the notice period is over, though 90 days have passed since the last save.
    await runRetention(t.app, daysFrom(now, 6.9));
    expect(await exists(idle.id)).toBe(true);
    expect((await load(t, idle.form._formLink!, idle.key)).statusCode).toBe(200);

    const last = await runRetention(t.app, daysFrom(now, 7.01));
    expect(last.deleted).toBeGreaterThanOrEqual(1);
    expect(await exists(idle.id)).toBe(false);
    for (const table of ['draft_keys', 'draft_tokens', 'form_errors', 'outbox'] as const) expect(await rowsOf(table, idle.id), table).toBe(0);
    // Its key opens nothing now; its link is unknown.
    expect((await save(t, idle.id, idle.key, { _version: 1 })).statusCode).toBe(401);
    expect((await load(t, idle.form._formLink!, idle.key)).statusCode).toBe(404);
    expect(await exists(kept.id)).toBe(true);
  });

  it('the reminder\'s link opens the draft, and a save through it keeps the draft for another 90 days', async () => {
    const now = new Date();
    const email = 'came.back@example.com';
    const draft = await idleDraft(email, 85, now);
    await runRetention(t.app, now);
    const [reminder] = await remindersTo(email);
    const link = resumeLinkIn(reminder!.text);
    const exchanged = await exchange(t, link.formLink, link.token);
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const key = exchanged.json<{ key: string }>().key;
    const loaded = await load(t, link.formLink, key);
    expect(loaded.statusCode).toBe(200);
    expect((await save(t, draft.id, key, { ...loaded.json<object>(), Surname: 'Returned' })).statusCode).toBe(200);

    await runRetention(t.app, daysFrom(now, 8));
    expect(await exists(draft.id)).toBe(true);
    // Idle again for 83 days after that save: a new reminder, and only then deletion.
    const saved = await t.app.db.selectFrom('drafts').select('updated_at').where('id', '=', draft.id).executeTakeFirstOrThrow();
    const later = daysFrom(new Date(saved.updated_at), 84);
    await runRetention(t.app, later);
    expect(await remindersTo(email)).toHaveLength(2);
    await runRetention(t.app, daysFrom(later, 7.01));
    expect(await exists(draft.id)).toBe(false);
  });

  it('a save after the reminder and before the pass keeps the draft, even when the pass looked at it first', async () => {
    const now = new Date();
    const draft = await idleDraft('saved.in.time@example.com', 88, now);
    await runRetention(t.app, now);
    await t.app.db.updateTable('drafts').set({ updated_at: daysFrom(now, 3).toISOString() }).where('id', '=', draft.id).execute();
    await runRetention(t.app, daysFrom(now, 7.5));
    expect(await exists(draft.id)).toBe(true);
  });

  it('never touches a draft that was sent, however old', async () => {
    const now = new Date();
    const person = await submittedPerson(t, 'sent.long.ago@example.com');
    await t.app.db.updateTable('drafts').set({ updated_at: daysFrom(now, -400).toISOString() }).where('id', '=', person.draftId).execute();
    await runRetention(t.app, now);
    await runRetention(t.app, daysFrom(now, 30));
    expect(await exists(person.draftId)).toBe(true);
    expect(await remindersTo('sent.long.ago@example.com')).toEqual([]);
  });

  it('a draft with no address to email, or a disabled link, gets the same week unannounced', async () => {
    const now = new Date();
    // No address: cleared by an autosave after the draft was made (SPEC §5: it is made with one).
    const noAddress = await idleDraft('no.address@example.com', 95, now);
    await t.app.db.updateTable('drafts').set({ data: JSON.stringify({ ...step1, Email: '', EmailConfirm: '' }) }).where('id', '=', noAddress.id).execute();
    const disabled = await idleDraft('disabled.link@example.com', 95, now);
    await setDraft(t, disabled.id, { disabled: 1 });
    const outcome = await runRetention(t.app, now);
    expect(outcome.noticed).toBeGreaterThanOrEqual(2);
    expect(await remindersTo('disabled.link@example.com')).toEqual([]);
    await runRetention(t.app, daysFrom(now, 6));
    expect([await exists(noAddress.id), await exists(disabled.id)]).toEqual([true, true]);
    await runRetention(t.app, daysFrom(now, 7.01));
    expect([await exists(noAddress.id), await exists(disabled.id)]).toEqual([false, false]);
  });

  it('passes at the same time (two api nodes) remind once and delete once', async () => {
    const now = new Date();
    const email = 'two.passes@example.com';
    const draft = await idleDraft(email, 86, now);
    const together = await Promise.all([runRetention(t.app, now), runRetention(t.app, now)]);
    expect(await remindersTo(email)).toHaveLength(1);
    expect(together.reduce((n, o) => n + o.reminded, 0)).toBeGreaterThanOrEqual(1);
    const deleting = await Promise.all([runRetention(t.app, daysFrom(now, 7.01)), runRetention(t.app, daysFrom(now, 7.01))]);
    expect(await exists(draft.id)).toBe(false);
    expect(deleting.reduce((n, o) => n + o.deleted, 0)).toBeGreaterThanOrEqual(1);
  });

  it('the day in the email is when both periods are over', () => {
    const saved = '2027-01-01T00:00:00.000Z';
    expect(deletableFrom(saved, '2027-03-25T00:00:00.000Z', 90, 7).toISOString()).toBe('2027-04-01T00:00:00.000Z');
    expect(deletableFrom(saved, '2027-03-30T00:00:00.000Z', 90, 7).toISOString()).toBe('2027-04-06T00:00:00.000Z');
  });
});

describe('npm run ops -- retention, and the daily pass in the api', () => {
  it('ops retention runs one pass and says what it did', async () => {
    const email = 'ops.pass@example.com';
    await idleDraft(email, 84, new Date());
    const output: string[] = [];
    const code = await runCli(['retention'], { root: t.dir, varDir: t.config.varDir, app: async () => t.app, out: (line) => output.push(line) });
    expect(code).toBe(0);
    expect(output[0]).toMatch(/^Drafts never sent and idle for 83 days: [1-9]\d* applicants emailed that theirs will be deleted in 7 days, \d+ without an address to email\.$/);
    expect(output[1]).toMatch(/^Deleted \d+ drafts never sent, idle for 90 days and past their notice\.$/);
    expect(await remindersTo(email)).toHaveLength(1);
  });

  it('each api process runs a pass on its timer (RETENTION_INTERVAL_MS)', async () => {
    const timed = await createTestApp({ shell: false, config: { ...withoutLimits(), retention: { ...retention, intervalMs: 50 } } });
    try {
      const email = 'timer.pass@example.com';
      const created = await createDraft(timed, { ...step1, Email: email, EmailConfirm: email });
      await timed.app.db.updateTable('drafts').set({ updated_at: daysFrom(new Date(), -84).toISOString() }).where('id', '=', created.id).execute();
      await vi.waitFor(async () => {
        expect((await outbox(timed, email)).filter(isReminder)).toHaveLength(1);
      }, { timeout: 10_000, interval: 50 });
    } finally {
      await timed.close();
    }
  });
});
