import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/ops/cli.ts';
import { createDraft, headers, outbox, save, step1, step2, wholeApplication } from '../draft-helpers.ts';
import { createTestApp, withoutLimits, type TestApp } from '../helpers.ts';
import { goodSignature } from '../signature-helpers.ts';

// Privacy: after `ops person redact`, a person keeps only three things (the id, a salted hash of
// the birthdate and the day of redaction). An application goes through everything that stores something about its
// applicant (the draft and its error reports, the wizard's signature, the statement of operational need, the
// conversion, sign-in codes, a payment, staff's changes and their emails), is redacted, and then every row of every
// table is read and searched for any of the applicant's details.

const applicant = {
  Firstname: 'Oswintha',
  Middlenames: 'Pell',
  Surname: 'Vardaman',
  Email: 'oswintha.vardaman@example.com',
  Mobilephonenumber: '0491 570 157',
  Birthdate: '1979-11-23',
  Birthplace: 'Yackandandah',
};
const streetLine = '41 Quokka Parade';

let t: TestApp;
let personId: number;
let draftId: number;

/** Every table's rows as text, by table (SQLite or PostgreSQL). */
async function everyRow(): Promise<Map<string, string>> {
  const tables = t.app.config.database.url.startsWith('postgres')
    ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.app.db)).rows
    : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(t.app.db)).rows;
  const found = new Map<string, string>();
  for (const { name } of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.app.db)).rows;
    found.set(name, JSON.stringify(rows, (_key, value: unknown) => (value instanceof Uint8Array ? `[${value.length} bytes]` : value)));
  }
  return found;
}

beforeAll(async () => {
  t = await createTestApp({ shell: false, config: { ...withoutLimits(), publicUrl: 'https://cards.example.com.au' } });
  const email = applicant.Email;
  const created = await createDraft(t, { ...step1, ...applicant, ...step2, EmailConfirm: email });
  draftId = created.id;
  const address = { ...step2, _address: [{ ...step2._address![0]!, Line1: streetLine }] };
  // A self-sponsored applicant signs in the wizard, so the signature is kept with the draft.
  const whole = { ...wholeApplication, ...applicant, ...address, EmailConfirm: email, _version: 1, _stepCompleted: 4 };
  expect((await save(t, created.id, created.key, whole)).statusCode).toBe(200);
  const signed = await t.app.inject({ method: 'POST', url: `/api/form/${created.id}/save-signature`, headers: headers(created.key), payload: { signature: goodSignature } });
  expect(signed.statusCode, signed.body).toBe(200);
  await t.app.inject({ method: 'POST', url: `/api/form/${created.id}/error`, headers: headers(created.key), payload: { error: `Failed for ${applicant.Surname}`, user: whole } });
  const converted = await t.app.inject({ method: 'POST', url: `/api/form/${created.id}/people`, headers: headers(created.key), payload: {} });
  expect(converted.statusCode, converted.body).toBe(200);
  const person = converted.json<{ Id: number; TrackingNumber: string; VerificationCode: string }>();
  personId = person.Id;

  // Signed in with a code by email, then a payment by card.
  const login = (body: object) => t.app.inject({ method: 'POST', url: '/api/login', payload: { username: String(personId), password: applicant.Birthdate, ...body } });
  expect((await login({})).statusCode).toBe(200);
  const [codeMail] = (await outbox(t, email)).filter((m) => m.subject.startsWith('Your code to track'));
  const code = /Your code:\n(\d{6})\n/.exec(codeMail!.text)![1]!;
  const token = (await login({ verificationCode: code })).json<{ token: string }>().token;
  const card = { cardnumber: '4242 4242 4242 4242', cvc: '123', expiryMonth: '12', expiryYear: String(new Date().getFullYear() + 2), nameOnCard: `${applicant.Firstname} ${applicant.Surname}` };
  const paid = await t.app.inject({ method: 'POST', url: `/api/people/${personId}/payment`, headers: { authorization: `Bearer ${token}` }, payload: card });
  expect(paid.statusCode, paid.body).toBe(200);

  // Staff move it along, each change emailing the applicant, then redact it.
  const ops = (...args: string[]) => runCli(args, { root: t.dir, varDir: t.config.varDir, app: async () => t.app, out: () => {} });
  expect(await ops('person', 'interview', person.TrackingNumber, '--by', 'Sam Staff')).toBe(0);
  // Before: the details are there to find, so the search below can find them.
  const before = [...(await everyRow()).values()].join('\n');
  for (const value of [applicant.Surname, applicant.Email, applicant.Birthdate, streetLine]) expect(before).toContain(value);
  expect(await ops('person', 'redact', person.TrackingNumber, '--by', 'Privacy Officer')).toBe(0);
});

afterAll(async () => {
  await t.close();
});

describe('after a redaction no table holds any of the person\'s details (what stays: the id, a salted birthdate hash, the day)', () => {
  const [year, month, day] = applicant.Birthdate.split('-');
  const details: Array<[string, string]> = [
    ['first name', applicant.Firstname], ['middle name', applicant.Middlenames], ['surname', applicant.Surname],
    ['email', applicant.Email], ['email\'s mailbox', applicant.Email.split('@')[0]!],
    ['birthdate', applicant.Birthdate], ['birthdate, day first', `${day}/${month}/${year}`],
    ['mobile', applicant.Mobilephonenumber], ['mobile, digits', applicant.Mobilephonenumber.replaceAll(' ', '')],
    ['birthplace', applicant.Birthplace], ['street address', streetLine], ['card\'s last digits with its name', 'Oswintha Vardaman'],
  ];

  it.each(details)('no row of any table holds the %s', async (_what, value) => {
    const holding = [...(await everyRow())].filter(([, rows]) => rows.toLowerCase().includes(value.toLowerCase())).map(([name]) => name);
    expect(holding).toEqual([]);
  });

  it('the person keeps only its id, the birthdate\'s salted hash and salt, and the day of redaction', async () => {
    const row = await t.app.db.selectFrom('people').selectAll().where('id', '=', personId).executeTakeFirstOrThrow();
    const kept = Object.entries(row).filter(([, value]) => value !== null && value !== '' && value !== '{}').map(([column]) => column).sort();
    // The brand, card type and the draft's number say which service and row it was, nothing about the person; the
    // version counts the changes made to the row (the staff console's guard against overwriting), not what they were.
    expect(kept).toEqual(['birthdate_hash', 'birthdate_salt', 'card_type', 'company', 'created_at', 'draft_id', 'id', 'redacted_at', 'version'].sort());
    expect(row.birthdate_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('nothing else about the person or the draft is kept: no codes, payments\' card details, statement, signature, inductions or mail', async () => {
    const count = async (table: string, column: string, id: number) =>
      Number((await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${id}`.execute(t.app.db)).rows[0]!.n);
    expect(await count('verification_codes', 'people_id', personId)).toBe(0);
    expect(await count('operational_need_forms', 'people_id', personId)).toBe(0);
    expect(await count('inductions', 'person_id', personId)).toBe(0);
    expect(await count('draft_signatures', 'draft_id', draftId)).toBe(0);
    expect(await count('form_errors', 'draft_id', draftId)).toBe(0);
    expect(await count('outbox', 'draft_id', draftId)).toBe(0);
    const payments = await t.app.db.selectFrom('payments').selectAll().where('people_id', '=', personId).execute();
    expect(payments.length).toBeGreaterThan(0);
    for (const payment of payments) expect(payment).toMatchObject({ last4: '', reference: null, card_fingerprint: null });
    // The audit keeps that the redaction happened, when and by whom, and nothing of what was removed.
    const audit = await t.app.people.audit(personId);
    expect(audit.map((a) => a.action)).toEqual(['redact']);
  });
});
