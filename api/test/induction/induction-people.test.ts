import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft } from '@cards/shared/domain';
import { createTestApp, expectErrorShape, uniqueEmail, type TestApp } from '../helpers.ts';
import { createDraft, headers, save, signInAs, step1, step2, submittedPerson, wholeApplication } from '../draft-helpers.ts';
import { inductionConfig } from '../induction-helpers.ts';

// An application of an induction brand (adg, bne) gets the inductions of its airports when it becomes a
// person (in the conversion's transaction), and the status page lists them with SPEC §7
// GET /api/people/{id}/{formId}/inductions/incomplete, with the person's own id_token as every people call.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: inductionConfig() });
});
afterAll(async () => {
  await t.close();
});

interface Converted {
  Id: number;
  draftId: number;
  email: string;
}

/** A whole application of `company` for `airports`, sent. */
async function converted(company: string, airports: Draft['airports']): Promise<Converted> {
  const email = uniqueEmail('applicant');
  const data = { ...step1, ...step2, Email: email, EmailConfirm: email };
  const created = await createDraft(t, data, company);
  const saved = await save(t, created.id, created.key, { ...wholeApplication, ...data, airports, _version: 1, _stepCompleted: 4 });
  expect(saved.statusCode, saved.body).toBe(200);
  const res = await t.app.inject({ method: 'POST', url: `/api/form/${created.id}/people`, headers: headers(created.key, company), payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return { Id: res.json().Id, draftId: created.id, email };
}

const inductionsOf = (personId: number) => t.app.db.selectFrom('inductions').selectAll().where('person_id', '=', personId).orderBy('program_id').execute();
const list = (id: number, formId: number, token?: string) => t.app.inject({
  method: 'GET', url: `/api/people/${id}/${formId}/inductions/incomplete`, headers: token ? { authorization: `Bearer ${token}` } : {},
});

describe('conversion makes the inductions of an induction brand\'s airports', () => {
  it('adg, Darwin and Alice Springs: programs 3 and 4', async () => {
    const person = await converted('adg', [{ Id: 8, Airport: 'Darwin (DRW)' }, { Id: 155, Airport: 'Alice Springs (ASP)' }]);
    expect((await inductionsOf(person.Id)).map((row) => [row.program_id, row.company, row.module, row.completed_at])).toEqual([
      [3, 'adg', 0, null], [4, 'adg', 0, null],
    ]);
  });

  it('adg, Darwin only: program 3', async () => {
    const person = await converted('adg', [{ Id: 8, Airport: 'Darwin (DRW)' }]);
    expect((await inductionsOf(person.Id)).map((row) => row.program_id)).toEqual([3]);
  });

  it('bne, Brisbane: program 5', async () => {
    const person = await converted('bne', [{ Id: 5, Airport: 'Brisbane (BNE)' }]);
    expect((await inductionsOf(person.Id)).map((row) => [row.program_id, row.company])).toEqual([[5, 'bne']]);
  });

  it('none for other brands, even for the same airports', async () => {
    const person = await converted('default', [{ Id: 3, Airport: 'Darwin (DRW)' }]);
    expect(await inductionsOf(person.Id)).toEqual([]);
  });

  it('a retried confirmation makes no second set', async () => {
    const email = uniqueEmail('applicant');
    const data = { ...step1, ...step2, Email: email, EmailConfirm: email };
    const created = await createDraft(t, data, 'bne');
    await save(t, created.id, created.key, { ...wholeApplication, ...data, airports: [{ Id: 5, Airport: 'Brisbane (BNE)' }], _version: 1, _stepCompleted: 4 });
    const confirm = () => t.app.inject({ method: 'POST', url: `/api/form/${created.id}/people`, headers: headers(created.key, 'bne'), payload: {} });
    const answers = await Promise.all([confirm(), confirm()]);
    // Only the confirm that converts is answered with the person; the other is 409 converted.
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const person = answers.find((res) => res.statusCode === 200)!.json();
    expect(await t.app.db.selectFrom('people').select('id').where('draft_id', '=', created.id).execute()).toEqual([{ id: person.Id }]);
    expect(await inductionsOf(person.Id)).toHaveLength(1);
  });
});

describe('GET /api/people/{id}/{formId}/inductions/incomplete', () => {
  it('every induction of the person, with its completion time, for their own token', async () => {
    const person = await converted('adg', [{ Id: 8, Airport: 'Darwin (DRW)' }, { Id: 155, Airport: 'Alice Springs (ASP)' }]);
    const [dia, asp] = await inductionsOf(person.Id);
    await t.app.inject({ method: 'POST', url: `/induction/${asp!.public_id}/answer/0`, payload: { module: 0, answers: { 0: true } } });
    const token = await signInAs(t, { Id: person.Id, email: person.email, birthdate: step1.Birthdate! });
    const res = await list(person.Id, person.draftId, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      hasInductions: true,
      induction: [
        { inductionName: 'DIA Security Induction', url: `/induction/${dia!.public_id}`, completedAt: null },
        { inductionName: 'ASP Security Induction', url: `/induction/${asp!.public_id}`, completedAt: expect.stringMatching(/^\d{4}-/) },
      ],
    });
  });

  it('none for a person without inductions', async () => {
    const person = await submittedPerson(t);
    const token = await signInAs(t, person);
    expect((await list(person.Id, person.draftId, token)).json()).toEqual({ hasInductions: false, induction: [] });
  });

  it('401 without a token, 403 with another person\'s, 404 for a form that is not the person\'s', async () => {
    const person = await converted('bne', [{ Id: 5, Airport: 'Brisbane (BNE)' }]);
    const other = await submittedPerson(t);
    const otherToken = await signInAs(t, other);
    expect(expectErrorShape(await list(person.Id, person.draftId), 401).reason).toBe('unauthenticated');
    expect(expectErrorShape(await list(person.Id, person.draftId, 'a.b.c'), 401).reason).toBe('unauthenticated');
    expectErrorShape(await list(person.Id, person.draftId, otherToken), 403);
    expectErrorShape(await list(other.Id, person.draftId, otherToken), 404);
    expectErrorShape(await list(other.Id, 0, otherToken), 400);
  });

  it('a redacted person\'s inductions are gone from the player too', async () => {
    const person = await converted('bne', [{ Id: 5, Airport: 'Brisbane (BNE)' }]);
    const [row] = await inductionsOf(person.Id);
    const get = () => t.app.inject({ method: 'GET', url: `/induction/${row!.public_id}`, headers: { accept: 'application/json' } });
    expect((await get()).statusCode).toBe(200);
    await t.app.people.redact(person.Id, { hash: 'h', salt: 's' }, 'test', new Date());
    expectErrorShape(await get(), 404);
    // The rows themselves go: each held the name its certificate prints.
    expect(await inductionsOf(person.Id)).toEqual([]);
  });
});
