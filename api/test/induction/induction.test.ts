import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_ANSWER_MESSAGE, type InductionState } from '@cards/shared/domain';
import { loadConfig } from '../../src/platform/config.ts';
import { loadProgramFiles } from '../../src/features/induction/program-files.ts';
import { createTestApp, expectErrorShape, statedRefusal, type TestApp } from '../helpers.ts';
import { FIXTURE_PROGRAMS, foreignCard, inductionConfig, keysAndStrings } from '../induction-helpers.ts';
import { expectAccessible, pdfAccessibility, pdfText } from '../pdf-helpers.ts';

// The induction player's calls (SPEC §7 GET /induction/{id}, GET /induction/{id}/program, POST
// /induction/{id}/answer/{n}), the certificate and its public check. Answers are marked on the server only; the
// program sent never holds an answer or a wrong-answer word; a trainee moves on only by answering their current
// module right, once, and completion is recorded once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: inductionConfig() });
});
afterAll(async () => {
  await t.close();
});

/** The fixture program 3's right answers, module by module. */
const RIGHT: Array<Record<number, unknown>> = [{ 0: 'b', 1: ['stolen', 'lost'] }, { 0: 'yes' }, { 0: true }, { 0: true }];

const api = { accept: 'application/json, text/plain, */*' };
const getState = (id: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/induction/${id}`, headers: { ...api, ...headers } });
const getProgram = (id: string) => t.app.inject({ method: 'GET', url: `/induction/${id}/program`, headers: api });
const answer = (id: string, n: number | string, answers: unknown, module: unknown = n) => t.app.inject({
  method: 'POST', url: `/induction/${id}/answer/${n}`, headers: { 'content-type': 'application/json' }, payload: { module, answers },
});
const state = async (id: string) => (await getState(id)).json() as InductionState;

/** A new induction of program 3 (a foreign card's, enrolled through the api). */
async function newInduction(changes: Record<string, unknown> = {}): Promise<string> {
  return (await foreignCard(t, changes)).inductionIds[0]!;
}

/** Answers modules 0 to `upTo - 1` right. */
async function passModules(id: string, upTo: number) {
  for (let n = 0; n < upTo; n += 1) {
    const res = await answer(id, n, RIGHT[n]);
    expect(res.json().correct, res.body).toBe(true);
  }
}

describe('GET /induction/{id}', () => {
  it('the state of a new induction, not cached', async () => {
    const id = await newInduction();
    const res = await getState(id, { host: 'adg.cards.example.com.au' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      id, programId: 3, programName: 'DIA Security Induction', traineeName: 'Żaneta Maria Kowalska-Nowak', company: 'adg',
      module: 0, moduleCount: 4, unanswered: {}, induction: null, redirect: null,
      domain: `http://adg.cards.example.com.au/induction/${id}`, completedAt: null, certificateCode: null,
    });
  });

  it.each([
    ['its brand\'s own host: this address', 'adg.cards.example.com.au', (id: string) => `http://adg.cards.example.com.au/induction/${id}`],
    ['a host every brand shares: this address with its brand', 'localhost:8080', (id: string) => `http://localhost:8080/induction/${id}?company=adg`],
    ['the shared public host', 'cards.example.com.au', (id: string) => `http://cards.example.com.au/induction/${id}?company=adg`],
    ["another brand's host: its brand's site", 'bne.cards.example.com.au', (id: string) => `https://adg.cards.example.com.au/induction/${id}`],
    ['a host of nobody\'s: its brand\'s site', 'evil.example', (id: string) => `https://adg.cards.example.com.au/induction/${id}`],
  ])('domain on %s', async (_what, host, expected) => {
    const id = await newInduction();
    expect((await state(id)).domain).toMatch(/\/induction\//);
    expect((await getState(id, { host })).json().domain).toBe(expected(id));
  });

  it('a browser asking for HTML gets the page; the api answers JSON', async () => {
    const id = await newInduction();
    const page = await t.app.inject({ method: 'GET', url: `/induction/${id}`, headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Security induction');
    const complete = await t.app.inject({ method: 'GET', url: `/induction/${id}/complete`, headers: { accept: 'text/html' } });
    expect(complete.body).toContain('<title>Induction complete');
    expect((await getProgram(id)).json().name).toBe('DIA Security Induction');
  });

  it('404 JSON for an unknown or malformed id, the same for both', async () => {
    const unknown = expectErrorShape(await getState('A'.repeat(24)), 404);
    expect(expectErrorShape(await getState('not-an-id'), 404)).toEqual(unknown);
    expectErrorShape(await getProgram('A'.repeat(24)), 404);
    expectErrorShape(await answer('A'.repeat(24), 0, RIGHT[0]), 404);
  });
});

describe('no answer or wrong-answer word is ever sent', () => {
  it('the program is the public one, and no GET holds a key or its words, before or after completion', async () => {
    const id = await newInduction();
    const program = (await getProgram(id)).json();
    const [fixture] = await loadProgramFiles(FIXTURE_PROGRAMS);
    expect(program).toEqual(fixture!.program);
    const secrets = ['Your card is worn above the waist, at the front.', 'Have another look at the slides about security areas.'];
    const check = (value: unknown) => {
      const found = keysAndStrings(value);
      expect(found).not.toContain('answer');
      expect(found).not.toContain('error');
      for (const secret of secrets) expect(found).not.toContain(secret);
    };
    check(program);
    check(await state(id));
    await passModules(id, 4);
    check(await state(id));
    check((await getProgram(id)).json());
    // The wrong-answer words are sent only for a wrong answer, as the result of that answer.
    expect((await answer(id, 0, { 0: 'a', 1: ['lost', 'stolen'] })).json().errors).toEqual({ 0: secrets[0] });
  });
});

describe('answers are marked on the server', () => {
  it('radio and checkbox: right (any order of the keys) moves the trainee on', async () => {
    const id = await newInduction();
    const res = await answer(id, 0, { 0: 'b', 1: ['stolen', 'lost'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ correct: true, module: 1, unanswered: {}, errors: {}, induction: null, redirect: null });
    expect((await state(id)).module).toBe(1);
  });

  it.each([
    ['a wrong radio: its own words', { 0: 'a', 1: ['lost', 'stolen'] }, { 0: 'Your card is worn above the waist, at the front.' }],
    ['a checkbox missing a key: the default words', { 0: 'b', 1: ['lost'] }, { 1: WRONG_ANSWER_MESSAGE }],
    ['a checkbox with an extra key', { 0: 'b', 1: ['lost', 'stolen', 'haircut'] }, { 1: WRONG_ANSWER_MESSAGE }],
    ['a checkbox with a key twice', { 0: 'b', 1: ['lost', 'stolen', 'lost'] }, { 1: WRONG_ANSWER_MESSAGE }],
    ['a checkbox key that is no option', { 0: 'b', 1: ['lost', 'stolen-card'] }, { 1: WRONG_ANSWER_MESSAGE }],
    ['a radio answered with a list', { 0: ['b'], 1: ['lost', 'stolen'] }, null],
    ['both wrong', { 0: 'c', 1: ['haircut'] }, { 0: 'Your card is worn above the waist, at the front.', 1: WRONG_ANSWER_MESSAGE }],
  ])('%s: not correct, and the trainee stays', async (_what, answers, errors) => {
    const id = await newInduction();
    const res = await answer(id, 0, answers);
    expect(res.statusCode, res.body).toBe(200);
    if (errors) expect(res.json()).toEqual({ correct: false, module: 0, unanswered: {}, errors, induction: null, redirect: null });
    else expect(res.json()).toMatchObject({ correct: false, module: 0, unanswered: { 0: true }, errors: {} });
    expect((await state(id)).module).toBe(0);
  });

  it('the module\'s own words when the question has none', async () => {
    const id = await newInduction();
    await passModules(id, 1);
    expect((await answer(id, 1, { 0: 'no' })).json().errors).toEqual({ 0: 'Have another look at the slides about security areas.' });
  });

  it('unanswered questions are named (and kept in the state) and nothing is marked until all are answered', async () => {
    const id = await newInduction();
    const res = await answer(id, 0, { 0: 'a' });
    expect(res.json()).toEqual({ correct: false, module: 0, unanswered: { 1: true }, errors: {}, induction: null, redirect: null });
    expect((await state(id)).unanswered).toEqual({ 1: true });
    expect((await answer(id, 0, { 0: '', 1: [] })).json().unanswered).toEqual({ 0: true, 1: true });
    expect((await answer(id, 0, {})).json().unanswered).toEqual({ 0: true, 1: true });
    // Answering all of them clears the list, right or wrong.
    await answer(id, 0, { 0: 'a', 1: ['lost'] });
    expect((await state(id)).unanswered).toEqual({});
  });

  it('a declaration needs its tick; a skip is a continue, with or without its true', async () => {
    const id = await newInduction();
    await passModules(id, 2);
    expect((await answer(id, 2, {})).json()).toMatchObject({ correct: false, unanswered: { 0: true } });
    expect(expectErrorShape(await answer(id, 2, { 0: false }), 400).fields).toMatchObject({ 'answers.0': 'invalid' });
    expect((await answer(id, 2, { 0: 'yes' })).json()).toMatchObject({ correct: false, unanswered: { 0: true } });
    expect((await answer(id, 2, { 0: true })).json()).toMatchObject({ correct: true, module: 3 });
    const other = await newInduction();
    await passModules(other, 3);
    expect((await answer(other, 3, {})).json()).toMatchObject({ correct: true, induction: 'complete' });
  });

  it('400 for answers to questions the module does not have, and for bodies of the wrong shape', async () => {
    const id = await newInduction();
    expect(expectErrorShape(await answer(id, 0, { ...RIGHT[0], 2: 'a' }), 400).fields).toEqual({ 'answers.2': 'invalid' });
    expectErrorShape(await answer(id, 0, { x: 'a' }), 400);
    expectErrorShape(await answer(id, 0, { '01': 'b' }), 400);
    expectErrorShape(await answer(id, 0, { 0: 5 }), 400);
    expectErrorShape(await answer(id, 0, { 0: 'b'.repeat(201) }), 400);
    expectErrorShape(await answer(id, 0, { 1: Array.from({ length: 51 }, () => 'lost') }), 400);
    expectErrorShape(await answer(id, 0, Object.fromEntries(Array.from({ length: 101 }, (_, i) => [i, 'a']))), 400);
    expectErrorShape(await answer(id, 0, RIGHT[0], '0'), 400);
    expectErrorShape(await t.app.inject({ method: 'POST', url: `/induction/${id}/answer/0`, payload: { module: 0, answers: RIGHT[0], extra: 1 } }), 400);
    expectErrorShape(await answer(id, 'x', RIGHT[0], 0), 400);
    expect((await state(id)).module).toBe(0);
  });

  it('413 for a body too large for any answer', async () => {
    const id = await newInduction();
    const res = await t.app.inject({
      method: 'POST', url: `/induction/${id}/answer/0`, headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ module: 0, answers: { 0: 'b' }, pad: 'x'.repeat(20_000) }),
    });
    expectErrorShape(res, 413);
  });
});

describe('moving through the modules', () => {
  it('the module in the address must be the one answered', async () => {
    const id = await newInduction();
    expect(expectErrorShape(await answer(id, 0, RIGHT[0], 1), 400).fields).toEqual({ module: 'invalid' });
  });

  it('no skipping ahead: 409 for a later module, 400 for one the program does not have', async () => {
    const id = await newInduction();
    const ahead = expectErrorShape(await answer(id, 1, RIGHT[1]), 409);
    expect(ahead.message).toMatch(/in order/);
    expectErrorShape(await answer(id, 4, {}), 400);
    expect((await state(id)).module).toBe(0);
  });

  it('a wrong answer does not move the trainee on', async () => {
    const id = await newInduction();
    await passModules(id, 1);
    expect((await answer(id, 1, { 0: 'no' })).json()).toMatchObject({ correct: false, module: 1 });
    expect((await state(id)).module).toBe(1);
  });

  it('going back and answering again (right or wrong) is marked and moves nothing', async () => {
    const id = await newInduction();
    await passModules(id, 2);
    expect((await answer(id, 0, RIGHT[0])).json()).toEqual({ correct: true, module: 2, unanswered: {}, errors: {}, induction: null, redirect: null });
    expect((await answer(id, 0, { 0: 'a', 1: ['lost'] })).json()).toMatchObject({ correct: false, module: 2 });
    expect((await answer(id, 1, {})).json()).toMatchObject({ correct: false, module: 2, unanswered: { 0: true } });
    const after = await state(id);
    expect(after.module).toBe(2);
    expect(after.unanswered).toEqual({});
  });

  it('two right answers at once (two tabs) move the trainee on once', async () => {
    const id = await newInduction();
    const results = await Promise.all([answer(id, 0, RIGHT[0]), answer(id, 0, RIGHT[0]), answer(id, 0, RIGHT[0])]);
    for (const res of results) expect(res.json()).toMatchObject({ correct: true, module: 1 });
    expect((await state(id)).module).toBe(1);
  });
});

describe('completion', () => {
  it('after the last module: complete, with its redirect, its time and a certificate code', async () => {
    const id = await newInduction();
    await passModules(id, 3);
    const res = await answer(id, 3, RIGHT[3]);
    expect(res.json()).toEqual({ correct: true, module: 4, unanswered: {}, errors: {}, induction: 'complete', redirect: `/induction/${id}/complete` });
    const done = await state(id);
    expect(done).toMatchObject({ module: 4, moduleCount: 4, induction: 'complete', redirect: `/induction/${id}/complete` });
    expect(Date.now() - Date.parse(done.completedAt!)).toBeLessThan(60_000);
    expect(done.certificateCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('is recorded once: later answers, a second completion at once and a repeated update change neither its time nor its code', async () => {
    const id = await newInduction();
    await passModules(id, 3);
    const finishing = await Promise.all([answer(id, 3, RIGHT[3]), answer(id, 3, RIGHT[3])]);
    for (const res of finishing) expect(res.json()).toMatchObject({ correct: true, induction: 'complete', module: 4 });
    const first = await state(id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // A completed induction answers with its complete state, right or wrong.
    expect((await answer(id, 3, RIGHT[3])).json()).toMatchObject({ correct: true, module: 4, induction: 'complete', redirect: `/induction/${id}/complete` });
    expect((await answer(id, 0, { 0: 'a', 1: ['lost'] })).json()).toMatchObject({ correct: false, module: 4, induction: 'complete' });
    await passModules(id, 4);
    // Even the repository's own update, asked again, cannot record it a second time.
    const row = (await t.app.inductions.byPublicId(id))!;
    expect(await t.app.inductions.advance(row.id, 3, 4, new Date(Date.now() + 86_400_000))).toBe(false);
    const again = await state(id);
    expect(again.completedAt).toBe(first.completedAt);
    expect(again.certificateCode).toBe(first.certificateCode);
  });
});

describe('the certificate', () => {
  const download = (id: string, host?: string) => t.app.inject({ method: 'GET', url: `/api/download/induction-certificate/${id}`, headers: host ? { host } : {} });
  const check = (code: string) => t.app.inject({ method: 'GET', url: `/api/induction-certificate/${encodeURIComponent(code)}` });

  async function completed(changes: Record<string, unknown> = {}) {
    const id = await newInduction(changes);
    await passModules(id, 4);
    // Completed at 1:30 am on 23 November in Sydney, which is still the 22nd in UTC.
    await t.app.db.updateTable('inductions').set({ completed_at: '2026-11-22T14:30:00.000Z' }).where('public_id', '=', id).execute();
    return { id, code: (await state(id)).certificateCode! };
  }

  it('404 until the induction is complete', async () => {
    const id = await newInduction();
    await passModules(id, 3);
    expect(expectErrorShape(await download(id), 404).message).toMatch(/complete/);
    expectErrorShape(await download('A'.repeat(24)), 404);
  });

  it('a real PDF with the full name as typed, the program, the airport, the Sydney day, the code and where to check it', async () => {
    const { id, code } = await completed();
    const res = await download(id, 'adg.cards.example.com.au');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="dia-security-induction-certificate-${code}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Żaneta Maria Kowalska-Nowak');
    expect(text).toContain('DIA Security Induction');
    expect(text).toContain('for Darwin International Airport');
    expect(text).toContain('on 23 November 2026');
    expect(text).toContain(`Certificate code ${code}`);
    expect(text).toContain(`http://adg.cards.example.com.au/induction-certificate/${code}`);

    // Tagged PDF/UA-1, read back as a screen reader reads it: the heading, then the name, in order.
    const nodes = expectAccessible(await pdfAccessibility(res.rawPayload), 'DIA Security Induction: certificate of completion');
    expect(nodes.find((n) => n.role === 'H1')!.text).toBe('Certificate of completion');
    const order = nodes.filter((n) => n.role === 'H1' || n.role === 'P').map((n) => n.text);
    expect(order.indexOf('Żaneta Maria Kowalska-Nowak')).toBeGreaterThan(order.indexOf('Certificate of completion'));
    expect(order).toContain('on 23 November 2026');
  });

  it('from a host that is not ours, the check address is the public one', async () => {
    const { id, code } = await completed();
    expect(await pdfText((await download(id, 'evil.example')).rawPayload)).toContain(`https://cards.example.com.au/induction-certificate/${code}`);
  });

  it('the public check shows initials only, for the code as typed in any case or grouping', async () => {
    const { code } = await completed({ Firstname: 'maia', Middlenames: 'Te Aroha', Surname: 'Tautahi' });
    const res = await check(code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ initials: 'M. T. A. T.', programName: 'DIA Security Induction', airport: 'Darwin International Airport', completedAt: '2026-11-22T14:30:00.000Z' });
    expect(res.body).not.toMatch(/maia|Tautahi|Aroha/i);
    expect((await check(code.toLowerCase().replace(/-/g, ' '))).json().initials).toBe('M. T. A. T.');
    expect((await check(code.replace(/-/g, '').replace(/0/g, 'O').replace(/1/g, 'l'))).statusCode).toBe(200);
  });

  it('404 for an unknown or impossible code', async () => {
    const unknown = expectErrorShape(await check('0000-0000-0000'), 404);
    expect(expectErrorShape(await check('not a code'), 404)).toEqual(unknown);
    expectErrorShape(await check('UUUU-UUUU-UUUU'), 404);
  });
});

describe('rate limits', () => {
  it('answers per induction; reads and certificate checks per client; each a 429 in the one shape', async () => {
    const limited = await createTestApp({
      shell: false,
      config: inductionConfig({ answerRateLimit: { max: 2, windowMs: 60_000 }, readRateLimit: { max: 3, windowMs: 60_000 }, certificateCheckRateLimit: { max: 1, windowMs: 60_000 } }),
    });
    try {
      const one = (await foreignCard(limited)).inductionIds[0]!;
      const two = (await foreignCard(limited)).inductionIds[0]!;
      const post = (id: string) => limited.app.inject({ method: 'POST', url: `/induction/${id}/answer/0`, payload: { module: 0, answers: { 0: 'a' } } });
      expect((await post(one)).statusCode).toBe(200);
      expect((await post(one)).statusCode).toBe(200);
      const refused = await post(one);
      expect(expectErrorShape(refused, 429).message).toBe(statedRefusal(refused));
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await post(two)).statusCode).toBe(200);

      const read = () => limited.app.inject({ method: 'GET', url: `/induction/${one}`, headers: api });
      for (let i = 0; i < 3; i += 1) expect((await read()).statusCode).toBe(200);
      expectErrorShape(await read(), 429);
      // Each route counts for itself.
      const certificate = () => limited.app.inject({ method: 'GET', url: `/api/download/induction-certificate/${two}` });
      for (let i = 0; i < 3; i += 1) expectErrorShape(await certificate(), 404);
      expectErrorShape(await certificate(), 429);

      expectErrorShape(await limited.app.inject({ method: 'GET', url: '/api/induction-certificate/0000-0000-0000' }), 404);
      expectErrorShape(await limited.app.inject({ method: 'GET', url: '/api/induction-certificate/0000-0000-0000' }), 429);
    } finally {
      await limited.close();
    }
  });
});

describe('the real programs', () => {
  it('each can be taken from start to finish with its keys, and none of its answers is sent', async () => {
    const real = await createTestApp({ shell: false, config: inductionConfig({ programsDir: loadConfig({}).induction.programsDir }) });
    try {
      for (const { program, keys, company } of await loadProgramFiles()) {
        const airport = { 3: 8, 4: 155, 5: 5 }[program.id];
        const id = (await foreignCard(real, { Inductions: [airport] }, company)).inductionIds[0]!;
        const shown = (await real.app.inject({ method: 'GET', url: `/induction/${id}/program`, headers: api })).json();
        expect(shown).toEqual(program);
        const words = keys.flatMap((k) => [k.error, ...k.questions.map((q) => q.error)]).filter((w): w is string => !!w);
        for (const found of keysAndStrings(shown)) expect(words).not.toContain(found);
        for (const [n, module] of keys.entries()) {
          const answers = Object.fromEntries(module.questions.map((key, index) => [index, 'answer' in key ? key.answer : true]));
          const res = await real.app.inject({ method: 'POST', url: `/induction/${id}/answer/${n}`, payload: { module: n, answers } });
          expect(res.json(), `${program.name} module ${n}`).toMatchObject({ correct: true, module: n + 1 });
        }
        const done = (await real.app.inject({ method: 'GET', url: `/induction/${id}`, headers: api })).json();
        expect(done).toMatchObject({ induction: 'complete', module: program.modules.length, programName: program.name });
      }
    } finally {
      await real.close();
    }
  });
});
