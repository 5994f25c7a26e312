import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorShape, localityDataDir, mailSettings, type TestApp } from './helpers.ts';
import { outbox, submittedPerson, type SubmittedPerson } from './draft-helpers.ts';
import { enrol, enrolment, inductionConfig, unique } from './induction-helpers.ts';

// Issue 14: SPEC §7 POST /api/register/induction-only. The brand is the request's (adg or bne only); the shared rules
// name the wrong fields; a number of ours must be the tracking number of a person whose legal name and date of birth
// were typed, and anything else about it is the one 422 of SPEC §8; another issuer's number makes a foreign card.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: inductionConfig() });
});
afterAll(async () => {
  await t.close();
});

const REFUSED = {
  result: false, foreign: false, data: null,
  err: 'The ASIC Number that you provided is not valid. Please make sure your full legal name above matches the name submitted in your ASIC application.',
};

/** The enrolment of our card holder `person` (Jane Mary Citizen, born 17 May 1990) with `changes`. */
const holderEnrolment = (person: SubmittedPerson, changes: Record<string, unknown> = {}) => enrolment({
  Firstname: 'Jane', Middlenames: undefined, Surname: 'Citizen', Birthdate: person.birthdate, Asicnum: person.TrackingNumber,
  Email: unique('typed'), ...changes,
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

describe('one of our card holders', () => {
  let person: SubmittedPerson;
  beforeAll(async () => {
    person = await submittedPerson(t);
  });

  it('whose name (any case, any spacing) and birthdate match: enrolled, and emailed at the address on record', async () => {
    const typed = unique('typed');
    const res = await enrol(t, holderEnrolment(person, {
      Firstname: ' JANE ', Surname: 'ci tizen', Asicnum: person.TrackingNumber.toLowerCase(), Email: typed,
    }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const [row] = await inductionsOf({ person_id: person.Id });
    expect(res.json()).toEqual({
      result: true, foreign: false,
      // The link is only in the email to the address on record.
      data: { Id: person.Id, IncompleteFormId: person.draftId, Inductions: [{ inductionName: 'DIA Security Induction', url: '', completedAt: null }] },
    });
    expect(row).toMatchObject({ program_id: 3, company: 'adg', foreign_card_id: null, module: 0 });
    expect(await outbox(t, typed)).toEqual([]);
    const [mail] = (await outbox(t, person.email)).filter((m) => m.subject === 'Your DIA Security Induction');
    expect(mail, 'no induction email to the address on record').toBeDefined();
    expect(mail!.text).toContain(`https://cards.example.com.au/induction/${row!.public_id}?company=adg`);
    expect(mail!.text.split('\n')[0]).toBe('Hello Jane,');
  });

  it('enrolling again keeps the induction it has and adds the new program', async () => {
    await enrol(t, holderEnrolment(person));
    const [first] = await inductionsOf({ person_id: person.Id });
    const res = await enrol(t, holderEnrolment(person, { Inductions: [155, 8] }));
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

  it.each([
    ['another first name', { Firstname: 'Janet' }],
    ['another surname', { Surname: 'Citizens' }],
    ['another birthdate', { Birthdate: '1990-05-18' }],
    ['a number of nobody', { Asicnum: 'VEA9999999' }],
    ['a number below our first', { Asicnum: 'VEA0000001' }],
  ])('422 with the one SPEC §8 answer for %s; nothing is made or sent', async (_what, changes) => {
    const other = await submittedPerson(t);
    const mails = (await outbox(t, other.email)).length;
    const res = await enrol(t, holderEnrolment(other, changes));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual(REFUSED);
    expect(await inductionsOf({ person_id: other.Id })).toEqual([]);
    expect(await outbox(t, other.email)).toHaveLength(mails);
  });

  it('the same 422 for a redacted person, whose details are gone', async () => {
    const other = await submittedPerson(t);
    await t.app.people.redact(other.Id, { hash: 'h', salt: 's' }, 'test', new Date());
    const res = await enrol(t, holderEnrolment(other));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(REFUSED);
  });

  it('the brand\'s card name in the 422 for bne (ASIC too)', async () => {
    const res = await enrol(t, holderEnrolment(person, { Inductions: [5], Firstname: 'Nobody' }), 'bne');
    expect(res.json().err).toBe(REFUSED.err);
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
      expect(expectErrorShape(refused, 429).message).toBe('Too many requests, please try again in a minute');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    } finally {
      await limited.close();
    }
  });
});
