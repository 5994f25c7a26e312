import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorShape, statedRefusal, statedWait, localityDataDir, mailSettings, uniqueEmail, type TestApp } from '../helpers.ts';
import { outbox, submittedPerson, type SubmittedPerson } from '../draft-helpers.ts';
import { answeredWorkDone } from '../../src/features/induction/enrolment-claims.ts';
import { confirmEnrolment, enrol, enrolment, enrolmentToken, inductionConfig } from '../induction-helpers.ts';

// SPEC §7 POST /api/register/induction-only. The brand is the request's (adg or bne only); the shared rules
// name the wrong fields; another issuer's number makes a foreign card. A number of ours gets one answer
// whether its holder's legal name and birthdate were typed or not, with no id or dates; a match emails a one-time
// link to the address on the application, which enrols them (POST …/confirm); tries are limited per number.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: inductionConfig() });
});
afterAll(async () => {
  await t.close();
});

/** The one answer to an enrolment with a number of ours, whether the details match or not. */
const CHECK_EMAIL = { result: true, foreign: false, data: null, confirmBy: 'email' };

/** The enrolment of our card holder `person` (Jane Mary Citizen, born 17 May 1990) with `changes`. */
const holderEnrolment = (person: SubmittedPerson, changes: Record<string, unknown> = {}) => enrolment({
  Firstname: 'Jane', Middlenames: undefined, Surname: 'Citizen', Birthdate: person.birthdate, Asicnum: person.TrackingNumber,
  Email: uniqueEmail('typed'), ...changes,
});

const inductionsOf = (where: { person_id: number } | { foreign_card_id: number }) => {
  const query = t.app.db.selectFrom('inductions').selectAll();
  return ('person_id' in where ? query.where('person_id', '=', where.person_id) : query.where('foreign_card_id', '=', where.foreign_card_id)).orderBy('program_id').execute();
};

describe('the brand', () => {
  it.each([
    ['no brand', null],
    ['the default brand', 'default'],
    ['a brand without inductions', 'chcheli'],
    ['a brand that does not exist', 'qantas'],
  ])('400 for %s, naming the problem', async (_what, company) => {
    const body = expectErrorShape(await enrol(t, enrolment(), company), 400);
    expect(body.message).toMatch(/adg and bne/);
    expect(body.fields).toEqual({ company: 'invalid' });
  });

  it('from X-Company, or ?company= for a plain request', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/register/induction-only?company=bne', headers: { 'content-type': 'application/json' },
      payload: enrolment({ Inductions: [5] }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.Inductions).toEqual([{ inductionName: 'BNE Security Induction', url: expect.stringMatching(/^\/induction\/[\w-]{24}$/), completedAt: null }]);
  });
});

describe('the fields (the shared rules)', () => {
  it('400 naming each wrong field with its SPEC §5 key, and nothing is made', async () => {
    const before = await t.app.db.selectFrom('foreign_cards').select('id').execute();
    const res = await enrol(t, enrolment({
      Inductions: [], Firstname: '', Surname: 'Sm1th', Birthdate: '2030-01-01', Email: 'not an address', Mobilephonenumber: '12',
      Postcode: '80', Asicnum: 'AB', MsicExpiry: '2020-01',
    }));
    expect(expectErrorShape(res, 400).fields).toEqual({
      Inductions: 'required', Firstname: 'required', Surname: 'name', Birthdate: expect.any(String), Email: 'email',
      Mobilephonenumber: 'phone', Postcode: 'postcode', Asicnum: 'asicnumber', MsicExpiry: 'cardexpired',
    });
    expect(await t.app.db.selectFrom('foreign_cards').select('id').execute()).toHaveLength(before.length);
  });

  it.each([
    ['an airport of the other brand', { Inductions: [5] }, 'adg', { Inductions: 'invalid' }],
    ['a bne airport other than 5', { Inductions: [8] }, 'bne', { Inductions: 'invalid' }],
    ['an expiry past the card years', { MsicExpiry: '2040-01' }, 'adg', { MsicExpiry: 'cardexpiry' }],
  ])('400 for %s', async (_what, changes, company, fields) => {
    expect(expectErrorShape(await enrol(t, enrolment(changes), company), 400).fields).toEqual(fields);
  });

  it('SPEC §5: 400 for a suburb that is not in that state with that postcode, with the locality data loaded', async () => {
    const dataDir = await localityDataDir({ NT: [['DARWIN CITY', 3, '0800']] });
    const withData = await createTestApp({ shell: false, config: { ...inductionConfig(), dataDir } });
    try {
      expect(withData.app.localities.available).toBe(true);
      expect(expectErrorShape(await enrol(withData, enrolment({ Postcode: '0870' })), 400).fields).toEqual({ Localityname: 'locality' });
      expect((await enrol(withData, enrolment({ Localityname: 'Darwin City', Postcode: '0800' }))).statusCode).toBe(200);
    } finally {
      await withData.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('400 for a body of the wrong shape: an unknown field, a number for a name, airports as text', async () => {
    expect(expectErrorShape(await enrol(t, enrolment({ Colour: 'red' })), 400).fields).toEqual({ Colour: 'invalid' });
    expect(expectErrorShape(await enrol(t, enrolment({ Firstname: 7 })), 400).fields).toEqual({ Firstname: 'invalid' });
    expectErrorShape(await enrol(t, enrolment({ Inductions: ['8'] })), 400);
    expectErrorShape(await enrol(t, enrolment({ Inductions: Array.from({ length: 11 }, () => 8) })), 400);
    expectErrorShape(await enrol(t, 'not json'), 400);
  });

  it('413 for a body too large for any enrolment', async () => {
    expectErrorShape(await enrol(t, enrolment({ Line1: 'x'.repeat(10_000) })), 413);
  });
});

describe('one of our card holders (the answer says nothing; the emailed link enrols)', () => {
  let person: SubmittedPerson;
  beforeAll(async () => {
    person = await submittedPerson(t);
  });

  it('whose name (any case, any spacing) and birthdate match: the one answer, a link to the address on record, and enrolled only once it is opened', async () => {
    const typed = uniqueEmail('typed');
    const res = await enrol(t, holderEnrolment(person, {
      Firstname: ' JANE ', Surname: 'ci tizen', Asicnum: person.TrackingNumber.toLowerCase(), Email: typed,
    }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual(CHECK_EMAIL);
    const token = await enrolmentToken(t, person.email);
    expect(await inductionsOf({ person_id: person.Id })).toEqual([]);
    expect(await outbox(t, typed)).toEqual([]);
    const [link] = (await outbox(t, person.email)).filter((m) => m.subject === 'Finish enrolling in your security induction');
    expect(link!.text.split('\n')[0]).toBe('Hello Jane,');
    expect(link!.text).toContain(`https://cards.example.com.au/induction-enrolment?company=adg#token=${token}`);
    expect(link!.text).toContain('DIA Security Induction');
    expect(link!.text).toContain('your ASIC application');

    const confirmed = await confirmEnrolment(t, token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [row] = await inductionsOf({ person_id: person.Id });
    expect(row).toMatchObject({ program_id: 3, company: 'adg', foreign_card_id: null, module: 0 });
    // The holder has shown they read the address on record: the answer has the induction's link.
    expect(confirmed.json()).toEqual({
      result: true, foreign: false,
      data: { Id: person.Id, IncompleteFormId: person.draftId, CardType: 'asic', Inductions: [{ inductionName: 'DIA Security Induction', url: `/induction/${row!.public_id}`, completedAt: null }] },
    });
    const [mail] = (await outbox(t, person.email)).filter((m) => m.subject === 'Your DIA Security Induction');
    expect(mail, 'no induction email to the address on record').toBeDefined();
    expect(mail!.text).toContain(`https://cards.example.com.au/induction/${row!.public_id}?company=adg`);
    // The link works once.
    expect(expectErrorShape(await confirmEnrolment(t, token), 404).message).toMatch(/^This enrolment link has been used already or has run out/);
  });

  it('enrolling again keeps the induction it has and adds the new program', async () => {
    const [first] = await inductionsOf({ person_id: person.Id });
    expect(first).toBeDefined();
    // A new window: the first link was sent within the hour, so this one joins it unless the window has passed.
    await t.app.db.updateTable('induction_enrolment_claims').set({ emailed_at: '2000-01-01T00:00:00.000Z' }).where('people_id', '=', person.Id).execute();
    await enrol(t, holderEnrolment(person, { Inductions: [155, 8] }));
    const res = await confirmEnrolment(t, await enrolmentToken(t, person.email));
    expect(res.statusCode, res.body).toBe(200);
    const { Inductions } = res.json().data;
    expect(Inductions.map((i: { inductionName: string }) => i.inductionName)).toEqual(['DIA Security Induction', 'ASP Security Induction']);
    const rows = await inductionsOf({ person_id: person.Id });
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.public_id)).toContain(first!.public_id);
    const asp = rows.find((row) => row.program_id === 4)!;
    const [mail] = (await outbox(t, person.email)).filter((m) => m.subject === 'Your security inductions');
    expect(mail!.text).toContain(`- ASP Security Induction:\n  https://cards.example.com.au/induction/${asp.public_id}?company=adg`);
  });

  it('at most one email per window: a second enrolment in it adds its airports to the link already sent', async () => {
    const other = await submittedPerson(t);
    await enrol(t, holderEnrolment(other));
    const token = await enrolmentToken(t, other.email);
    for (let i = 0; i < 3; i += 1) expect((await enrol(t, holderEnrolment(other, { Inductions: [155] }))).json()).toEqual(CHECK_EMAIL);
    await answeredWorkDone(t.app);
    expect((await outbox(t, other.email)).filter((m) => m.subject === 'Finish enrolling in your security induction')).toHaveLength(1);
    const res = await confirmEnrolment(t, token);
    expect(res.json().data.Inductions.map((i: { inductionName: string }) => i.inductionName)).toEqual(['DIA Security Induction', 'ASP Security Induction']);
  });

  it.each([
    ['another first name', { Firstname: 'Janet' }],
    ['another surname', { Surname: 'Citizens' }],
    ['another birthdate', { Birthdate: '1990-05-18' }],
    ['a number of nobody', { Asicnum: 'VEA9999999' }],
    ['a number below our first', { Asicnum: 'VEA0000001' }],
  ])('a wrong guess (%s) gets the very answer a right one gets; nothing is made or sent', async (_what, changes) => {
    const other = await submittedPerson(t);
    const mails = (await outbox(t, other.email)).length;
    const wrong = await enrol(t, holderEnrolment(other, changes));
    await answeredWorkDone(t.app);
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.body).toBe(JSON.stringify(CHECK_EMAIL));
    expect(await inductionsOf({ person_id: other.Id })).toEqual([]);
    expect(await outbox(t, other.email)).toHaveLength(mails);
    const right = await enrol(t, holderEnrolment(other));
    expect(right.body).toBe(wrong.body);
    expect(Object.keys(right.headers).sort()).toEqual(Object.keys(wrong.headers).sort());
  });

  it('the same answer, and no email, for a redacted person, whose details are gone', async () => {
    const other = await submittedPerson(t);
    await t.app.people.redact(other.Id, { hash: 'h', salt: 's' }, 'test', new Date());
    const before = (await outbox(t, other.email)).length;
    const res = await enrol(t, holderEnrolment(other));
    await answeredWorkDone(t.app);
    expect(res.json()).toEqual(CHECK_EMAIL);
    expect(await outbox(t, other.email)).toHaveLength(before);
  });

  it('a made-up, changed or empty token enrols nobody: 404, or 400 for no token', async () => {
    expectErrorShape(await confirmEnrolment(t, 'x'.repeat(43)), 404);
    expectErrorShape(await confirmEnrolment(t, ''), 400);
    expectErrorShape(await t.app.inject({ method: 'POST', url: '/api/register/induction-only/confirm', payload: {} }), 400);
  });

  it('a link out of date enrols nobody', async () => {
    const other = await submittedPerson(t);
    await enrol(t, holderEnrolment(other));
    const token = await enrolmentToken(t, other.email);
    await t.app.db.updateTable('induction_enrolment_claims').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('people_id', '=', other.Id).execute();
    expectErrorShape(await confirmEnrolment(t, token), 404);
    expect(await inductionsOf({ person_id: other.Id })).toEqual([]);
  });
});

describe('an MSIC holder (both card types are first class)', () => {
  it('the link\'s email names the MSIC, and the confirmed answer says so', async () => {
    const person = await submittedPerson(t);
    await t.app.db.updateTable('people').set({ card_type: 'msic' }).where('id', '=', person.Id).execute();
    await enrol(t, holderEnrolment(person));
    const token = await enrolmentToken(t, person.email);
    const [link] = (await outbox(t, person.email)).filter((m) => m.subject === 'Finish enrolling in your security induction');
    expect(link!.text).toContain('your MSIC application');
    expect(link!.text).not.toContain('ASIC');
    expect((await confirmEnrolment(t, token)).json().data.CardType).toBe('msic');
  });
});

describe('the limit per tracking number', () => {
  it('holds across many addresses, for right and wrong guesses alike, with the real Retry-After; other numbers go on', async () => {
    const limited = await createTestApp({ shell: false, config: inductionConfig({ enrolmentRateLimit: { max: 10, windowMs: 3_600_000 }, enrolmentNumberLimit: { max: 3, windowMs: 3_600_000 } }) });
    try {
      const victim = await submittedPerson(limited);
      const statuses: number[] = [];
      let refused;
      for (let i = 0; i < 20; i += 1) {
        const guess = holderEnrolment(victim, i % 2 === 0 ? { Birthdate: `19${50 + i}-01-01` } : {});
        const res = await limited.app.inject({
          method: 'POST', url: '/api/register/induction-only', remoteAddress: `203.0.113.${i + 1}`,
          headers: { 'content-type': 'application/json', 'x-company': 'adg' }, payload: JSON.stringify(guess),
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) refused ??= res;
      }
      expect(statuses).toEqual([200, 200, 200, ...Array(17).fill(429)]);
      expect(expectErrorShape(refused!, 429)).toMatchObject({ reason: 'too_many_attempts' });
      const retryAfter = Number(refused!.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3_500);
      expect(retryAfter).toBeLessThanOrEqual(3_600);
      // The words say the wait the header gives.
      expect(JSON.parse(refused!.body).message).toContain(`Try again ${statedWait(refused!)},`);
      await answeredWorkDone(limited.app);
      // One email to the victim, however many tried.
      expect((await outbox(limited, victim.email)).filter((m) => m.subject === 'Finish enrolling in your security induction')).toHaveLength(1);
      // The number is counted as typed, in any case.
      const lower = await enrol(limited, holderEnrolment(victim, { Asicnum: victim.TrackingNumber.toLowerCase() }));
      expect(lower.statusCode).toBe(429);
      const someoneElse = await submittedPerson(limited);
      expect((await enrol(limited, holderEnrolment(someoneElse))).statusCode).toBe(200);
      // A card of another issuer is not counted by number.
      expect((await enrol(limited, enrolment())).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('a card from another issuer', () => {
  it('makes a foreign card and its inductions, and emails its status page to the address typed', async () => {
    const body = enrolment({ Asicnum: 'vea1234', Inductions: [155, 8] });
    const res = await enrol(t, body);
    expect(res.statusCode, res.body).toBe(200);
    const { data, ...rest } = res.json();
    expect(rest).toEqual({ result: true, foreign: true });
    expect(data).toEqual({
      Id: expect.any(Number), RandomId: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      Inductions: [
        { inductionName: 'DIA Security Induction', url: expect.stringMatching(/^\/induction\/[\w-]{24}$/), completedAt: null },
        { inductionName: 'ASP Security Induction', url: expect.stringMatching(/^\/induction\/[\w-]{24}$/), completedAt: null },
      ],
    });
    const card = await t.app.db.selectFrom('foreign_cards').selectAll().where('id', '=', data.Id).executeTakeFirstOrThrow();
    expect(card).toMatchObject({
      random_id: data.RandomId, firstname: 'Żaneta', middlenames: 'Maria', surname: 'Kowalska-Nowak', birthdate: '1988-03-09',
      email: body.Email, card_number: 'VEA1234', msic_expiry: '2027-06-30', locality: 'DARWIN CITY', state: 'NT', company: 'adg',
    });
    expect((await inductionsOf({ foreign_card_id: data.Id })).map((row) => [row.program_id, row.person_id])).toEqual([[3, null], [4, null]]);
    const [mail] = await outbox(t, body.Email as string);
    expect(mail!.subject).toBe('Your security inductions');
    expect((await t.app.db.selectFrom('outbox').select('kind').where('id', '=', mail!.id).executeTakeFirstOrThrow()).kind).toBe('induction-foreign-card');
    expect(mail!.text).toContain(`https://cards.example.com.au/induction-status/${data.Id}/${data.RandomId}?company=adg`);
    expect(mail!.text).toContain(`- DIA Security Induction:\n  https://cards.example.com.au${data.Inductions[0].url}?company=adg`);
    expect(mail!.text.split('\n')[0]).toBe('Hello Żaneta,');
  });

  it('each enrolment is a card of its own, with ids that cannot be guessed', async () => {
    const cards = [];
    for (let i = 0; i < 5; i += 1) cards.push((await enrol(t, enrolment())).json().data);
    expect(new Set(cards.map((c) => c.RandomId)).size).toBe(5);
    expect(new Set(cards.map((c) => c.Inductions[0].url)).size).toBe(5);
  });

  it('past the mail limit per address it is still enrolled, without another email', async () => {
    const limited = await createTestApp({ shell: false, config: inductionConfig({}, { mail: mailSettings({ limits: { draftPerHour: 5, draftPerDay: 20, addressPerHour: 1, addressPerDay: 20 } }) }) });
    try {
      const body = enrolment();
      expect((await enrol(limited, body)).statusCode).toBe(200);
      expect((await enrol(limited, body)).statusCode).toBe(200);
      expect(await outbox(limited, body.Email as string)).toHaveLength(1);
      expect(await limited.app.db.selectFrom('foreign_cards').select('id').execute()).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});

describe('rate limit', () => {
  it('429 past the limit per client, in the one shape', async () => {
    const limited = await createTestApp({ shell: false, config: inductionConfig({ enrolmentRateLimit: { max: 2, windowMs: 3_600_000 } }) });
    try {
      expect((await enrol(limited, enrolment())).statusCode).toBe(200);
      expect((await enrol(limited, enrolment({ Firstname: '' }))).statusCode).toBe(400);
      const refused = await enrol(limited, enrolment());
      // The hour's window is stated as the wait it is, not 'in a minute'.
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
      expect(expectErrorShape(refused, 429).message).toBe(statedRefusal(refused));
      expect(statedWait(refused)).toMatch(/^in (5\d|60) minutes$/);
    } finally {
      await limited.close();
    }
  });
});
