import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIdToken } from '../../src/features/people/id-token.ts';
import { birthdateHash } from '../../src/features/people/sign-in.ts';
import { createTestApp, expectErrorShape, statedWait, mailSettings, withoutLimits, type TestApp } from '../helpers.ts';
import { outbox, submittedPerson, type SubmittedPerson } from '../draft-helpers.ts';

// SPEC §7 POST /api/login, POST /api/logout, §6 status access by person id, birthdate and a code, §8 track
// login errors: a code by email (6 digits, 10 minutes, once), limits per tracking number, redaction, sign-out.

let t: TestApp;
const SUBJECT_LIMIT = 6;
const SOURCE_LIMIT = 4;
const CODE_LIMIT = 5;
beforeAll(async () => {
  const open = withoutLimits();
  t = await createTestApp({
    shell: false,
    config: {
      ...open,
      publicUrl: 'https://cards.example.com.au',
      auth: {
        ...open.auth!,
        loginSubjectLimit: { max: SUBJECT_LIMIT, windowMs: 15 * 60_000 },
        loginSourceLimit: { max: SOURCE_LIMIT, windowMs: 15 * 60_000 },
        loginCodeLimit: { max: CODE_LIMIT, windowMs: 3_600_000 },
      },
    },
  });
});
afterAll(async () => {
  await t.close();
});

function login(body: object, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, headers: { 'content-type': 'application/json' }, payload: body });
}

async function codeMails(person: SubmittedPerson) {
  return (await outbox(t, person.email)).filter((m) => m.subject.startsWith('Your code to track'));
}

/** Asks for a code and reads it from the newest sign-in email. */
async function emailedCode(person: SubmittedPerson, extra: object = {}): Promise<string> {
  const before = (await codeMails(person)).length;
  const res = await login({ username: String(person.Id), password: person.birthdate, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ useVerification: true, method: 'email' });
  // Past the failures per number the email is made after the answer.
  await vi.waitFor(async () => expect(await codeMails(person)).toHaveLength(before + 1));
  const [mail] = await codeMails(person);
  const code = /Your code:\n(\d{6})\n/.exec(mail!.text)?.[1];
  expect(code, mail!.text).toMatch(/^\d{6}$/);
  return code!;
}

async function signIn(person: SubmittedPerson): Promise<string> {
  const code = await emailedCode(person);
  const res = await login({ username: String(person.Id), password: person.birthdate, verificationCode: code });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

function getPerson(id: number, token?: string) {
  return t.app.inject({ method: 'GET', url: `/api/people/${id}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('POST /api/login: the emailed code', () => {
  it('emails a 6-digit code for a matching pair, and the code gives a token once', async () => {
    const person = await submittedPerson(t);
    const code = await emailedCode(person);
    const [mail] = await outbox(t, person.email);
    expect(mail!.subject).toBe('Your code to track your ASIC application');
    // No more personal data than the first name and the tracking number.
    expect(mail!.text).toContain(person.TrackingNumber);
    expect(mail!.text).not.toContain(person.birthdate);
    // Only the hash is stored.
    const stored = await t.app.db.selectFrom('verification_codes').select('code_hash').where('people_id', '=', person.Id).execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(code);

    const ok = await login({ username: String(person.Id), password: person.birthdate, verificationCode: code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const again = await login({ username: String(person.Id), password: person.birthdate, verificationCode: code });
    expect(expectErrorShape(again, 401).reason).toBe('invalid_verification');
  });

  it('a wrong code is invalid_verification; an expired one expired_verification', async () => {
    const person = await submittedPerson(t);
    const code = await emailedCode(person);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(expectErrorShape(await login({ username: String(person.Id), password: person.birthdate, verificationCode: wrong }), 401).reason)
      .toBe('invalid_verification');
    await t.app.db.updateTable('verification_codes').set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('people_id', '=', person.Id).where('purpose', '=', 'sign-in').execute();
    expect(expectErrorShape(await login({ username: String(person.Id), password: person.birthdate, verificationCode: code }), 401).reason)
      .toBe('expired_verification');
  });

  it('resend sends a new code and the older one stops working', async () => {
    const person = await submittedPerson(t);
    const first = await emailedCode(person);
    const second = await emailedCode(person, { resend: true, verificationCode: first });
    if (first !== second) {
      expect(expectErrorShape(await login({ username: String(person.Id), password: person.birthdate, verificationCode: first }), 401).reason)
        .toBe('invalid_verification');
    }
    expect((await login({ username: String(person.Id), password: person.birthdate, verificationCode: second })).statusCode).toBe(200);
  });

  it('a code asked for past the mail limits is a 429 and the newest code sent still works (it spent the codes, then sent none)', async () => {
    const limited = await createTestApp({
      shell: false, config: { ...withoutLimits(), mail: mailSettings({ limits: { draftPerHour: 3, draftPerDay: 3, addressPerHour: 3, addressPerDay: 3 } }) },
    });
    try {
      // Its saved-form email at step 1 counts too: two codes, then the limit.
      const person = await submittedPerson(limited);
      const ask = () => limited.app.inject({ method: 'POST', url: '/api/login', payload: { username: String(person.Id), password: person.birthdate } });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const [mail] = (await outbox(limited, person.email)).filter((m) => m.subject.startsWith('Your code to track'));
      const newest = /Your code:\n(\d{6})\n/.exec(mail!.text)![1]!;
      const refused = await ask();
      // The real wait, as Retry-After gives it.
      expect(expectErrorShape(refused, 429).message).toBe(`We have sent you several codes already. Use the newest one, or try again ${statedWait(refused)}.`);
      const res = await limited.app.inject({
        method: 'POST', url: '/api/login', payload: { username: String(person.Id), password: person.birthdate, verificationCode: newest },
      });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it.each([
    ['a wrong birthdate', (p: SubmittedPerson) => ({ username: String(p.Id), password: '1990-05-18' })],
    ['an unknown person', () => ({ username: '9999999', password: '1990-05-17' })],
    ['no id at all', () => ({ username: 'VEA', password: '1990-05-17' })],
  ])('the same 401 not_found for %s, and no email', async (_what, body) => {
    const person = await submittedPerson(t);
    const before = (await outbox(t, person.email)).length;
    const res = await login(body(person));
    expect(expectErrorShape(res, 401)).toMatchObject({
      reason: 'not_found', message: 'We could not find an application with that tracking number and date of birth.',
    });
    expect((await outbox(t, person.email)).length).toBe(before);
  });
});

// Sign-in lockout: failures are counted per tracking number and address together, and per tracking number;
// no one else's failures keep the holder out, and codes tried per tracking number stay as few as before.
describe('POST /api/login: limits that cannot lock the holder out', () => {
  const wrong = (p: SubmittedPerson) => ({ username: String(p.Id), password: '2000-01-01' });

  it('an address failing on a number is refused past its own limit, with the real Retry-After', async () => {
    const person = await submittedPerson(t);
    for (let i = 0; i < SOURCE_LIMIT; i += 1) expect((await login(wrong(person), '10.20.0.1')).statusCode).toBe(401);
    const refused = await login({ username: String(person.Id), password: person.birthdate }, '10.20.0.1');
    expect(expectErrorShape(refused, 429)).toMatchObject({ reason: 'too_many_attempts' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(15 * 60 - 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(refused.json().message).toBe('There have been too many attempts to sign in with this tracking number. Try again in 15 minutes.');
  });

  it('a holder signs in (birthdate, then the emailed code) while another address keeps failing on their number', async () => {
    const person = await submittedPerson(t);
    // Well past every limit per number of the old code (10 from anyone locked everyone out for 15 minutes).
    for (let i = 0; i < 3 * SUBJECT_LIMIT; i += 1) await login(wrong(person), `10.21.0.${(i % 3) + 1}`);
    expectErrorShape(await login(wrong(person), '10.21.0.1'), 429);

    const asked = await login({ username: String(person.Id), password: person.birthdate }, '10.21.1.1');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ useVerification: true, method: 'email' });
    // Past the failures per number the email is made after the answer.
    await vi.waitFor(async () => expect(await codeMails(person)).toHaveLength(1));
    const [mail] = await codeMails(person);
    const code = /Your code:\n(\d{6})\n/.exec(mail!.text)![1]!;
    // The attacker goes on meanwhile.
    await login(wrong(person), '10.21.0.5');
    const signedIn = await login({ username: String(person.Id), password: person.birthdate, verificationCode: code }, '10.21.1.1');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('past the failures per number, no answer says whether a birthdate was right, and only a right one is emailed', async () => {
    const person = await submittedPerson(t);
    for (let i = 0; i < SUBJECT_LIMIT; i += 1) expect((await login(wrong(person), `10.22.0.${i + 1}`)).statusCode).toBe(401);
    const before = (await codeMails(person)).length;

    const guess = await login(wrong(person), '10.22.1.1');
    const right = await login({ username: String(person.Id), password: person.birthdate }, '10.22.1.2');
    expect(guess.statusCode, guess.body).toBe(200);
    expect(guess.body).toBe(right.body);
    // The email is made after the answer, so that its time does not tell either.
    await vi.waitFor(async () => expect((await codeMails(person)).length).toBe(before + 1));
    const code = /Your code:\n(\d{6})\n/.exec((await codeMails(person))[0]!.text)![1]!;
    expect((await login({ username: String(person.Id), password: person.birthdate, verificationCode: code }, '10.22.1.2')).statusCode).toBe(200);

    // With a code, a wrong birthdate is the wrong-code answer a right birthdate gets.
    const withWrongBirthdate = await login({ ...wrong(person), verificationCode: '123456' }, '10.22.1.3');
    const withRightBirthdate = await login({ username: String(person.Id), password: person.birthdate, verificationCode: '000001' }, '10.22.1.4');
    expect(expectErrorShape(withWrongBirthdate, 401).reason).toBe('invalid_verification');
    expect(withWrongBirthdate.body).toBe(withRightBirthdate.body);
  });

  it('an attacker who knows the birthdate, from many addresses at once, gets no more code guesses than the budget per number', async () => {
    const person = await submittedPerson(t);
    const asked = await login({ username: String(person.Id), password: person.birthdate }, '10.23.0.1');
    expect(asked.statusCode).toBe(200);
    const code = /Your code:\n(\d{6})\n/.exec((await codeMails(person))[0]!.text)![1]!;
    const guesses = Array.from({ length: 60 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess, i) => login(
      { username: String(person.Id), password: person.birthdate, verificationCode: guess }, `10.23.1.${i + 1}`,
    )));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(CODE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - CODE_LIMIT);
    const refused = answers.find((res) => res.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600 - 60);
    // Even the right code is refused now, and a wrong birthdate with a code gets the same answer: nothing is confirmed.
    const rightCode = await login({ username: String(person.Id), password: person.birthdate, verificationCode: code }, '10.23.2.1');
    const wrongBirthdate = await login({ ...wrong(person), verificationCode: code }, '10.23.2.2');
    expectErrorShape(rightCode, 429);
    expect(wrongBirthdate.statusCode).toBe(429);
    expect(wrongBirthdate.json()).toEqual(rightCode.json());
  });

  it('wrong birthdates with codes do not use up the holder\'s code budget', async () => {
    const person = await submittedPerson(t);
    for (let i = 0; i < 3 * CODE_LIMIT; i += 1) {
      await login({ ...wrong(person), verificationCode: String(100000 + i) }, `10.24.0.${i + 1}`);
    }
    expect(await signIn(person)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});

describe('redaction', () => {
  it('keeps only the id, a salted hash of the birthdate and the day; answers redacted to the right pair only', async () => {
    const person = await submittedPerson(t);
    const salt = randomBytes(16).toString('hex');
    expect(await t.app.people.redact(person.Id, { hash: birthdateHash(person.birthdate, salt), salt }, 'ops tester', new Date())).toBe(true);
    const row = await t.app.db.selectFrom('people').selectAll().where('id', '=', person.Id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ firstname: null, surname: '', birthdate: '', email: '', data: '{}' });
    expect(row.redacted_at).toBeTruthy();
    expect(row.birthdate_hash).not.toContain(person.birthdate);
    const draft = await t.app.db.selectFrom('drafts').select('data').where('id', '=', person.draftId).executeTakeFirstOrThrow();
    expect(draft.data).toBe('{}');
    expect(await outbox(t, person.email)).toEqual([]);

    expect(expectErrorShape(await login({ username: String(person.Id), password: person.birthdate }), 401).reason).toBe('redacted');
    expect(expectErrorShape(await login({ username: String(person.Id), password: '1970-01-01' }), 401).reason).toBe('not_found');
    const audit = await t.app.people.audit(person.Id);
    expect(audit.map((a) => [a.actor, a.action])).toEqual([['ops tester', 'redact']]);
  });
});

describe('GET /api/people/{id}: only with the person\'s own token', () => {
  it('answers the status record to its person', async () => {
    const person = await submittedPerson(t);
    const token = await signIn(person);
    const res = await getPerson(person.Id, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Id: person.Id, IncompleteFormId: person.draftId, TrackingNumber: person.TrackingNumber, WebsiteId: 1, CardType: 'asic',
      _interviewedAt: null, _paidAt: null, _ausCheckUploaded: null, _ausCheckDecision: null, _msicPosted: null,
      ExtraData: { lodgementOption: 'inperson' },
    });
    // Nothing personal beyond the first name.
    expect(res.body).not.toContain(person.email);
    expect(res.body).not.toContain(person.birthdate);
  });

  it('401 without a token, with a forged or expired one; 403 with another person\'s', async () => {
    const person = await submittedPerson(t);
    const other = await submittedPerson(t);
    expect(expectErrorShape(await getPerson(person.Id), 401).reason).toBe('unauthenticated');
    const forged = await signIdToken(person.Id, { jwtSecret: 'x'.repeat(40), idTokenTtlSeconds: 60 });
    expect(expectErrorShape(await getPerson(person.Id, forged), 401).reason).toBe('unauthenticated');
    const expired = await signIdToken(person.Id, t.config.auth, new Date(Date.now() - 2 * t.config.auth.idTokenTtlSeconds * 1000));
    expect(expectErrorShape(await getPerson(person.Id, expired), 401).reason).toBe('unauthenticated');
    expectErrorShape(await getPerson(person.Id, await signIn(other)), 403);
  });

  it('POST /api/logout makes the token stop working at once', async () => {
    const person = await submittedPerson(t);
    const token = await signIn(person);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(204);
    expect(expectErrorShape(await getPerson(person.Id, token), 401).reason).toBe('unauthenticated');
    // Twice, or without a token, is still fine.
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(204);
  });

  it('POST /api/people/tracker answers the person for their own tracking number and birthdate', async () => {
    const person = await submittedPerson(t);
    const token = await signIn(person);
    const track = (body: object) => t.app.inject({ method: 'POST', url: '/api/people/tracker', headers: { authorization: `Bearer ${token}` }, payload: body });
    const res = await track({ VepNumber: person.TrackingNumber.toLowerCase(), Birthday: person.birthdate });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Id).toBe(person.Id);
    expectErrorShape(await track({ VepNumber: person.TrackingNumber, Birthday: '1999-01-01' }), 404);
    expect(expectErrorShape(await track({ VepNumber: 'VEA', Birthday: person.birthdate }), 400).fields).toEqual({ VepNumber: 'asicnumber' });
  });

  it('GET /api/people/{id}/lodgement-options: the brand\'s options, the choice, and whether it is lodged', async () => {
    const person = await submittedPerson(t);
    const token = await signIn(person);
    const res = await t.app.inject({ method: 'GET', url: `/api/people/${person.Id}/lodgement-options`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ chosen: 'inperson', lodged: false, options: [{ value: 'inperson', title: 'At our office' }] });
    expectErrorShape(await t.app.inject({ method: 'GET', url: `/api/people/${person.Id}/lodgement-options` }), 401);
  });

  // A Sydney applicant was sent to "Level 4, 190 St Georges Terrace, Perth". The office is named for its
  // own state; an applicant in another state is told how to choose where to go.
  it('GET /api/people/{id}/lodgement-options names the office for the applicant\'s state, or says how to choose', async () => {
    const perth = await submittedPerson(t);
    const inPerth = await t.app.inject({ method: 'GET', url: `/api/people/${perth.Id}/lodgement-options`, headers: { authorization: `Bearer ${await signIn(perth)}` } });
    expect(inPerth.json().options[0]).toEqual({
      value: 'inperson', title: 'At our office', where: 'Come to the Secure Card Services office for your interview.', address: 'Level 4, 190 St Georges Terrace, Perth WA 6000',
    });
    const sydney = await submittedPerson(t);
    const row = await t.app.db.selectFrom('people').select('data').where('id', '=', sydney.Id).executeTakeFirstOrThrow();
    const data = JSON.parse(row.data);
    data._address = [
      { ...data._address[0], FromDate: '2010-01-01', ToDate: '2020-01-01' },
      { Country: 'AU', Line1: '1 George Street', Localityname: 'Sydney', State: 'NSW', Postcode: '2000', FromDate: '2020-01-02', ToDate: '2026-11-01' },
    ];
    await t.app.db.updateTable('people').set({ data: JSON.stringify(data) }).where('id', '=', sydney.Id).execute();
    const inSydney = await t.app.inject({ method: 'GET', url: `/api/people/${sydney.Id}/lodgement-options`, headers: { authorization: `Bearer ${await signIn(sydney)}` } });
    const [option] = inSydney.json().options;
    expect(option).toMatchObject({ value: 'inperson', address: null });
    expect(option.where).toMatch(/^We have no office in NSW\. Call us on 1300 274 200 to choose where to have your interview/);
    expect(option.where).not.toMatch(/pay/);
  });

  it('POST /api/people/{id}/lodgement-option: one of the brand\'s options, until lodged, with an audit row', async () => {
    const person = await submittedPerson(t);
    const token = await signIn(person);
    const choose = (lodgementOption: string) => t.app.inject({
      method: 'POST', url: `/api/people/${person.Id}/lodgement-option`, headers: { authorization: `Bearer ${token}` }, payload: { lodgementOption },
    });
    expect(expectErrorShape(await choose('postal'), 400).fields).toEqual({ lodgementOption: 'invalid' });
    const ok = await choose('inperson');
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await t.app.people.audit(person.Id)).at(-1)).toMatchObject({ actor: 'applicant', action: 'lodgement-option' });
    await t.app.db.updateTable('people').set({ check_uploaded_at: new Date().toISOString() }).where('id', '=', person.Id).execute();
    expectErrorShape(await choose('inperson'), 409);
  });
});
