import fs from 'node:fs';
import { STATUS_CODES } from 'node:http';
import fc from 'fast-check';
import type { Response } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand } from '@cards/shared/brand';
import { DraftSchema, isAllowedCodeCombination, isErrorKey, type Draft } from '@cards/shared/domain';
import { cardHolderReportErrors, contactEnquiryErrors } from '@cards/shared/validation';
import { loadConfig } from '../../src/platform/config.ts';
import { cardRuleMembers } from '../../src/features/drafts/card-details.ts';
import { jsonNestsDeeperThan } from '../../src/platform/json-body.ts';
import { runPersonCommand } from '../../src/ops/person-ops.ts';
import { ANSWER_BODY_LIMIT } from '../../src/features/induction/routes.ts';
import { ENROLMENT_BODY_LIMIT } from '../../src/features/induction/schemas.ts';
import { ACTIVATION_ATTEMPT } from '../../src/features/activation/activate-card.ts';
import { SIGN_IN_FAILED_FROM, signInSource } from '../../src/features/people/sign-in.ts';
import { SIGNATURE_BODY_LIMIT } from '../../src/features/opneed/signature.ts';
import { quickCaptcha, solvedCaptcha } from '../captcha-helpers.ts';
import {
  completeStepOne, confirmNeed, createDraft, headers, outbox, signInAs, step1, step2, submittedPerson, wholeApplication, type Created, type SubmittedPerson,
} from '../draft-helpers.ts';
import { createTestApp, mailSettings, type TestApp } from '../helpers.ts';
import { bodyText, contentType, recipe } from '../hostile-arbitraries.ts';
import { enrolment, foreignCard, inductionConfig } from '../induction-helpers.ts';
import { goodSignature } from '../signature-helpers.ts';
import { madeEnquiry, makeMember, memberSession, signedInMember, type StaffBrowser } from '../staff/staff-helpers.ts';

// Hostile input: every write endpoint of the api (SPEC §7's and our own) is sent generated bodies
// (hostile-arbitraries.ts: a valid body mutated, random JSON, text that is not JSON, bodies at and past the size
// limit). For every answer (ARCHITECTURE 'API conventions'): never a 5xx; an error is the one JSON shape, its fields
// named by dotted paths of the body; no stack trace or SQL text; 413 exactly when the body is over the route's limit;
// a body nested past JSON_MAX_DEPTH a 400. For stored data: a refused request changes nothing; an accepted one stores
// what the shared rules allow (an autosaved draft reads back as it was sent).

const JSON_TYPES = new Set(['application/json', 'application/json; charset=utf-8', 'Application/JSON', 'application/json;charset=UTF-8']);
const ERROR_MEMBERS = new Set(['statusCode', 'error', 'message', 'fields', 'reason', 'randomId', 'version']);
/** A draft's members the server owns and puts back in every answer (features/drafts/payload.ts). */
const SERVER_MEMBERS = new Set(['_id', '_formLink', '_company', '_cardType', '_companyId', '_peopleId', '_mailLinkSent', '_linkDisabled',
  '_version', '_stepCompleted', '_signatureFile']);
/** What an error's words may never hold: a stack frame, a library's or a database's own text. */
const LEAK = /\bat \S+ \(|:\d+:\d+\)|node:internal|SQLITE|sqlite3|postgres|syntax error|relation "|column "|violates|duplicate key|FST_|TypeError|ReferenceError|Cannot read propert|undefined is not/i;

/** Fixed, so a failure reproduces: fast-check prints the seed and path of the failing run (each endpoint's is SEED + its index). */
const SEED = 1717;
let sent = 0;

let t: TestApp;
const generous = { max: 1_000_000, windowMs: 60_000 };
/** Limits counted in the attempts table: far off, yet within reach of `fillUp`. */
const perSubject = { max: 2_000, windowMs: 86_400_000 };

beforeAll(async () => {
  const base = loadConfig({});
  const config = inductionConfig({}, {
    // The mail limits stay as they are in production: past them, a request must refuse without changing anything.
    mail: mailSettings(),
    reportRateLimit: generous,
    linkRequestRateLimit: generous,
    // The limits per card and per tracking number stay far off for the endpoints' own runs, so the bodies
    // reach the checks behind them; the runs 'at its limit' below fill them up to meet the refusal instead.
    auth: { ...base.auth, loginRateLimit: generous, loginSubjectLimit: generous, loginSourceLimit: perSubject, loginCodeLimit: perSubject },
    activationCardLimit: perSubject,
    opNeedForm: { rateLimit: generous, resendLimit: base.opNeedForm.resendLimit },
    officeEmail: 'office@example.com.au',
    staff: { ...base.staff, signInRateLimit: generous, addressLimit: generous },
  });
  // The limit per tracking number as in production, so bodies past it meet the 429.
  config.induction = { ...config.induction!, enrolmentNumberLimit: base.induction.enrolmentNumberLimit };
  // No mail sender: its bookkeeping on the queued rows would look like a change made by the request.
  t = await createTestApp({ shell: false, config: { ...config, captcha: quickCaptcha({}, config) }, build: { mailSender: false } });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

// ---- reading what is stored ---------------------------------------------------------------------------------

type Table = 'drafts' | 'draft_keys' | 'draft_tokens' | 'draft_signatures' | 'draft_moves' | 'outbox' | 'form_errors' | 'client_errors'
  | 'people' | 'verification_codes' | 'person_audit' | 'payments' | 'revoked_tokens' | 'enquiries' | 'operational_need_forms'
  | 'foreign_cards' | 'inductions' | 'induction_enrolment_claims' | 'induction_enrolment_attempts'
  | 'staff_accounts' | 'staff_sessions' | 'staff_password_links' | 'staff_passkeys' | 'staff_recovery_codes' | 'enquiry_replies';

/** Rows of a table where `column` is `value`, in id order (what a refused request must leave alone). */
async function rows(table: Table, column: string, value: number | string): Promise<unknown[]> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one reader for many tables
  const db = t.app.db as any;
  const found = await db.selectFrom(table).selectAll().where(column, '=', value).execute() as Array<Record<string, unknown>>;
  return found.sort((a, b) => String(a.id ?? a.created_at).localeCompare(String(b.id ?? b.created_at), 'en', { numeric: true }));
}

async function count(table: Table): Promise<number> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one reader for many tables
  const db = t.app.db as any;
  const row = await db.selectFrom(table).select((eb: { fn: { countAll: () => { as: (n: string) => unknown } } }) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow() as { n: number | string };
  return Number(row.n);
}

const draftRow = (id: number) => rows('drafts', 'id', id);

/** How many attempts of a subject are counted (platform/db/attempts.ts), of any kind. */
async function attemptsOf(subject: string): Promise<number> {
  const { n } = await t.app.db.selectFrom('attempts').select((eb) => eb.fn.countAll<number>().as('n')).where('subject', '=', subject)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** What a draft holds as typed, as the server stores it (JSON text): -0 is 0, 1e400 null, and so on. */
const asStored = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text from a report's text column as sent: a lone surrogate (JSON lets "\ud800" be sent) is not Unicode, and comes
 * back as U+FFFD, one on PostgreSQL and three on SQLite (its UTF-8 bytes are kept as they were encoded); NUL is kept
 * as U+FFFD (features/reports/repository.ts).
 */
function sameText(stored: unknown, sent: unknown) {
  const plain = (text: unknown) => (typeof text === 'string'
    ? text.replace(LONE_SURROGATE, '\ufffd').replaceAll('\u0000', '\ufffd').replace(/\ufffd+/g, '\ufffd')
    : text);
  expect(plain(stored)).toEqual(plain(sent));
}

function typedPart(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([name]) => !SERVER_MEMBERS.has(name)));
}

// ---- the endpoints -------------------------------------------------------------------------------------------

interface Endpoint {
  /** As SPEC §7 (or the change that added it) writes it. */
  name: string;
  method: 'POST' | 'PUT';
  url: (stored: unknown) => string;
  headers?: () => Record<string, string>;
  /** A body the endpoint takes (the mutations start from it), given what is stored now. */
  valid: (stored: unknown) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** The route's BODY_LIMIT. */
  limit?: number;
  /** 'body': a 400 names fields of the body (a body schema, the shared rules); 'any': the route takes no body. */
  fields: 'body' | 'any';
  /** The schema whose fields a 400 may name besides the body's own (the draft's, for a step's completion). */
  schema?: Schema;
  /** What a refused request must not change. */
  stored: () => Promise<unknown>;
  /** Checks after a 2xx answer, given what was stored before it: what is stored now is what the rules allow. */
  accepted?: (body: Record<string, unknown>, res: Response, before: unknown) => Promise<void>;
  /** Answers SPEC §7 gives their own shape instead of the error's (status → check). */
  ownAnswers?: Record<number, (body: Record<string, unknown>) => void>;
  /** A refusal that records something by design, and the check of what it recorded. */
  refusalRecords?: (status: number, before: unknown, after: unknown) => boolean;
}

let created: {
  put: Created; whole: Created; expired: Created; report: Created; conversion: Created; key: Created; move: Created; signature: Created;
  saved: Created; session: Created; link: Created;
};
let person: SubmittedPerson & { token: string };
let holder: SubmittedPerson;
/** A dispatched card whose activation is at its limit, and a person whose number is at its limit from this address. */
let lockedCard: SubmittedPerson;
let lockedOut: SubmittedPerson;

/** Records attempts up to a limit of the attempts table (platform/db/attempts.ts), as that many refused tries would. */
async function fillUp(kind: string, subject: string) {
  const at = new Date().toISOString();
  for (let i = 0; i < perSubject.max; i += 500) {
    await t.app.db.insertInto('attempts').values(Array.from({ length: 500 }, () => ({ kind, subject, created_at: at }))).execute();
  }
}
let statement: { id: number; ref: string; fields: Record<string, unknown> };
/** The staff console: a supervisor signed in (their cookies and CSRF token), another member who is signed out over and over, an account and an enquiry to act on. */
let staff: { boss: StaffBrowser; leaver: StaffBrowser; account: number; enquiry: number; person: number; redacted: number; inductionOfficer: StaffBrowser };
let induction: string;
let version: { put: number; whole: number; expired: number };
let posted = 0;

/** The statement of operational need emailed for `who` at conversion (features/opneed/forms.ts), its link read from the outbox. */
async function statementOf(who: SubmittedPerson): Promise<{ id: number; ref: string }> {
  const form = await t.app.opNeedForms.byPeopleId(who.Id);
  const mails = (await outbox(t, form!.signer_email)).filter((m) => /^(Please confirm why|Sign your statement)/.test(m.subject));
  const match = /\/operational-need-form\/(\d+)\/([A-Za-z0-9_-]{43})\?/.exec(mails[0]!.text);
  expect(Number(match![1])).toBe(form!.id);
  return { id: form!.id, ref: match![2]! };
}

beforeAll(async () => {
  const draft = (data: object = step1) => createDraft(t, data);
  created = {
    put: await draft(), whole: await draft({ ...step1, ...step2 }), expired: await draft(), report: await draft(), conversion: await draft(), key: await draft(),
    move: await draft(), signature: await draft(), saved: await draft(), session: await draft(), link: await draft(),
  };
  expect((await completeStepOne(t, created.saved)).statusCode).toBe(200);
  version = { put: 1, whole: 1, expired: 1 };

  const submitted = await submittedPerson(t);
  person = { ...submitted, token: await signInAs(t, submitted) };
  const opened = await statementOf(person);
  const form = await t.app.inject({ method: 'GET', url: `/api/people/operational-need-form/${opened.id}/${opened.ref}` });
  statement = { ...opened, fields: { ...(form.json() as { data: Record<string, unknown> }).data } };

  holder = await submittedPerson(t);
  for (const action of ['interview', 'payment', 'upload'] as const) await runPersonCommand(t.app, { action, who: holder.TrackingNumber, by: 'Staff' });
  await confirmNeed(t, holder);
  await runPersonCommand(t.app, { action: 'decision', who: holder.TrackingNumber, decision: 'Y', by: 'Staff' });
  await runPersonCommand(t.app, { action: 'dispatch', who: holder.TrackingNumber, serial: '4210', by: 'Staff' });

  lockedCard = await submittedPerson(t);
  for (const action of ['interview', 'payment', 'upload'] as const) await runPersonCommand(t.app, { action, who: lockedCard.TrackingNumber, by: 'Staff' });
  await confirmNeed(t, lockedCard);
  await runPersonCommand(t.app, { action: 'decision', who: lockedCard.TrackingNumber, decision: 'Y', by: 'Staff' });
  await runPersonCommand(t.app, { action: 'dispatch', who: lockedCard.TrackingNumber, serial: '4210', by: 'Staff' });
  await fillUp(ACTIVATION_ATTEMPT, String(lockedCard.Id));
  lockedOut = await submittedPerson(t);
  // inject's own address.
  await fillUp(SIGN_IN_FAILED_FROM, signInSource(lockedOut.Id, '127.0.0.1'));

  induction = (await foreignCard(t)).inductionIds[0]!;

  staff = {
    boss: (await signedInMember(t.app, 'default', 'fuzz.boss@example.com', ['supervisor'], 'Fuzz Boss')).browser,
    leaver: (await signedInMember(t.app, 'default', 'fuzz.leaver@example.com', ['officer'], 'Fuzz Leaver')).browser,
    account: (await makeMember(t.app, 'default', 'fuzz.subject@example.com', ['officer'], 'Fuzz Subject')).id,
    enquiry: await madeEnquiry(t.app, 'default', 'fuzz.asker@example.com'),
    person: (await submittedPerson(t)).Id,
    redacted: (await submittedPerson(t)).Id,
    inductionOfficer: (await memberSession(t.app, 'adg', 'fuzz.adg@example.com', ['officer'], 'Fuzz Officer')).browser,
  };
}, 60_000);

/** What the staff console sends: its cookies, and its CSRF token. */
const staffHeaders = (browser: () => StaffBrowser) => () => {
  const b = browser();
  return { cookie: [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrf-token': b.csrf ?? '', 'x-company': 'default' };
};
const asBoss = staffHeaders(() => staff.boss);
/** The person as the console last read them: their version is what a change sends. */
const caseRow = (id: number) => () => rows('people', 'id', id);
const versionOf = (stored: unknown) => ((stored as Array<{ version: number }>)[0]?.version ?? 0);
/** A stage action of the console on the fuzz's person, sent with the version stored now. */
function caseAction(path: string, body: Record<string, unknown>, id = () => staff.person): Endpoint {
  return {
    name: `POST /api/staff/people/{peopleId}/${path}`,
    method: 'POST', url: () => `/api/staff/people/${id()}/${path}`, headers: asBoss,
    valid: (stored) => ({ version: versionOf(stored), ...body }),
    fields: 'body',
    stored: () => caseRow(id())(),
  };
}

const bearer = () => ({ authorization: `Bearer ${person.token}` });
const keyOf = (draft: keyof typeof created) => () => headers(created[draft].key);
/** The fixture program 3's right answers, module by module (induction.test.ts). */
const RIGHT: Array<Record<number, unknown>> = [{ 0: 'b', 1: ['stolen', 'lost'] }, { 0: 'yes' }, { 0: true }, { 0: true }];
const today = new Date().toISOString().slice(0, 10);

/** What a draft route stores reads back as the body sent (GET /api/form/{ref}, SPEC §7), minus the server's members. */
async function readsBack(draft: Created, body: Record<string, unknown>, presets: string[] = []) {
  const res = await t.app.inject({ method: 'GET', url: `/api/form/${draft.form._formLink}`, headers: headers(draft.key) });
  expect(res.statusCode, res.body).toBe(200);
  const whole = res.json() as Draft;
  // The card rules' members are the rules' (features/drafts/card-details.ts), and their codes always go together.
  expect(isAllowedCodeCombination(whole, getBrand(whole._company))).toBe(true);
  const answer = withoutCardRules(typedPart(whole));
  for (const name of presets) if (!(name in body)) delete answer[name];
  expect(answer).toEqual(asStored(withoutCardRules(typedPart(body))));
}

/** A draft without the members the card rules decide (they are the server's on every save). */
function withoutCardRules(draft: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(draft).filter(([name]) => !(cardRuleMembers as readonly string[]).includes(name)));
}

const endpoints: Endpoint[] = [
  {
    name: 'POST /api/form',
    method: 'POST', url: () => '/api/form', headers: () => headers(),
    valid: () => ({ ...step1, ...step2 }),
    fields: 'body',
    schema: DraftSchema as Schema,
    stored: () => count('drafts'),
    accepted: async (body, res) => {
      const answer = res.json() as Created;
      await readsBack(answer, body, ['Site', 'OpNeed']);
    },
  },
  {
    // SPEC §1: the postal partner is invitation only; no body makes one of its drafts or queues mail.
    name: 'POST /api/form for the postal partner (invitation only)',
    method: 'POST', url: () => '/api/form', headers: () => headers(undefined, 'postal'),
    valid: () => ({ ...step1, ...step2, _stepCompleted: 1 }),
    fields: 'body',
    schema: DraftSchema as Schema,
    stored: async () => [await count('drafts'), await count('outbox')],
    accepted: async (_body, res) => {
      throw new Error(`A postal-partner draft was made without an invitation: ${res.statusCode} ${res.body.slice(0, 200)}`);
    },
  },
  {
    name: 'PUT /api/form/{id} (autosave)',
    method: 'PUT', url: () => `/api/form/${created.put.id}`, headers: keyOf('put'),
    valid: () => ({ ...step1, ...step2, _version: version.put }),
    fields: 'body',
    schema: DraftSchema as Schema,
    stored: async () => [await draftRow(created.put.id), await rows('draft_keys', 'draft_id', created.put.id)],
    accepted: async (body, res) => {
      version.put = (res.json() as { version: number }).version;
      await readsBack(created.put, body);
    },
  },
  {
    // Every step's rules run on each body: after a save that completes them, the test sets the draft back to step 0.
    name: 'PUT /api/form/{id} completing every step (SPEC §4 \'Form progress\', §5)',
    method: 'PUT', url: () => `/api/form/${created.whole.id}`, headers: keyOf('whole'),
    valid: () => ({ ...wholeApplication, _version: version.whole, _stepCompleted: 4 }),
    fields: 'body',
    schema: DraftSchema as Schema,
    stored: async () => [await draftRow(created.whole.id), await rows('draft_keys', 'draft_id', created.whole.id)],
    accepted: async (body, res) => {
      version.whole = (res.json() as { version: number }).version;
      const read = await t.app.inject({ method: 'GET', url: `/api/form/${created.whole.form._formLink}`, headers: headers(created.whole.key) });
      const answer = read.json() as Record<string, unknown>;
      // A body that claims fewer steps is an autosave of a draft at step 0 (the test sets it back after each).
      expect(answer._stepCompleted).toBe(body._stepCompleted ?? 0);
      // What the server decides from its own lists (features/drafts/card-details.ts) is its; the rest reads back as sent.
      expect(withoutCardRules(typedPart(answer))).toEqual(asStored(withoutCardRules(typedPart(body))));
      await t.app.db.updateTable('drafts').set({ step_completed: 0 }).where('id', '=', created.whole.id).execute();
    },
  },
  {
    name: 'POST /api/form/{id}/expired',
    method: 'POST', url: () => `/api/form/${created.expired.id}/expired`, headers: keyOf('expired'),
    valid: () => ({ ...step1, _version: version.expired }),
    fields: 'body',
    schema: DraftSchema as Schema,
    stored: async () => [await draftRow(created.expired.id), await rows('outbox', 'draft_id', created.expired.id)],
    accepted: async (body) => {
      version.expired += 1;
      const [row] = await draftRow(created.expired.id) as Array<{ data: string; version: number; expired_at: string | null }>;
      expect(row!.version).toBe(version.expired);
      expect(row!.expired_at).not.toBeNull();
      expect(withoutCardRules(JSON.parse(row!.data) as Record<string, unknown>)).toEqual(asStored(withoutCardRules(typedPart(body))));
    },
  },
  {
    name: 'POST /api/form/{id}/error',
    method: 'POST', url: () => `/api/form/${created.report.id}/error`, headers: keyOf('report'),
    valid: () => ({ error: 'TypeError: the conversion failed', user: { Firstname: 'Jane', _stepCompleted: 4 } }),
    fields: 'body',
    stored: () => rows('form_errors', 'draft_id', created.report.id),
    accepted: async (body) => {
      const [last] = (await rows('form_errors', 'draft_id', created.report.id)).slice(-1) as Array<{ error: string; user_data: string | null }>;
      sameText(last!.error, body.error);
      expect(last!.user_data === null ? null : JSON.parse(last!.user_data)).toEqual(body.user ? asStored(body.user) : null);
    },
  },
  {
    // Not finished, so always refused (409): what is sent is never read.
    name: 'POST /api/form/{id}/people (conversion)',
    method: 'POST', url: () => `/api/form/${created.conversion.id}/people`, headers: keyOf('conversion'),
    valid: () => ({}),
    fields: 'any',
    stored: async () => [await draftRow(created.conversion.id), await count('people')],
  },
  {
    name: 'POST /api/form/{ref}/key',
    method: 'POST', url: () => `/api/form/${created.key.form._formLink}/key`, headers: () => headers(),
    valid: () => ({ token: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE' }),
    fields: 'body',
    stored: async () => [await draftRow(created.key.id), await rows('draft_keys', 'draft_id', created.key.id), await rows('draft_tokens', 'draft_id', created.key.id)],
  },
  {
    // Its airports (Australia-wide) belong to no airport brand: a well-formed move is a 409.
    name: 'POST /api/form/{id}/move',
    method: 'POST', url: () => `/api/form/${created.move.id}/move`, headers: keyOf('move'),
    valid: () => ({ company: 'bne', _version: 1 }),
    fields: 'body',
    stored: async () => [await draftRow(created.move.id), await rows('draft_moves', 'draft_id', created.move.id)],
  },
  {
    name: 'POST /api/form/{id}/save-signature',
    method: 'POST', url: () => `/api/form/${created.signature.id}/save-signature`, headers: keyOf('signature'),
    valid: () => ({ signature: goodSignature }),
    limit: SIGNATURE_BODY_LIMIT,
    fields: 'body',
    stored: async () => [await draftRow(created.signature.id), await rows('draft_signatures', 'draft_id', created.signature.id)],
    accepted: async (_body, res) => {
      const saved = await t.app.opNeedForms.draftSignature(created.signature.id);
      expect(saved?.file_name).toBe((res.json() as { _signatureFile: string })._signatureFile);
      expect(saved!.png.subarray(1, 4).toString()).toBe('PNG');
    },
  },
  {
    name: 'POST /api/mail/form-saved',
    method: 'POST', url: () => '/api/mail/form-saved', headers: keyOf('saved'),
    valid: () => ({ _id: created.saved.id }),
    fields: 'body',
    stored: async () => [await draftRow(created.saved.id), await rows('outbox', 'draft_id', created.saved.id), await rows('draft_tokens', 'draft_id', created.saved.id)],
  },
  {
    name: 'POST /api/mail/session-expired/{id}',
    method: 'POST', url: () => `/api/mail/session-expired/${created.session.id}`, headers: keyOf('session'),
    valid: () => ({}),
    fields: 'any',
    stored: async () => [await draftRow(created.session.id), await rows('outbox', 'draft_id', created.session.id), await rows('draft_tokens', 'draft_id', created.session.id)],
  },
  {
    name: 'POST /api/mail/link-expired/{randomId}',
    method: 'POST', url: () => `/api/mail/link-expired/${created.link.form._formLink}`, headers: () => headers(),
    valid: () => ({}),
    fields: 'any',
    stored: async () => [await draftRow(created.link.id), await rows('outbox', 'draft_id', created.link.id), await rows('draft_tokens', 'draft_id', created.link.id)],
  },
  {
    name: 'POST /api/logger',
    method: 'POST', url: () => '/api/logger', headers: () => ({ 'x-company': 'default' }),
    valid: () => ({
      url: 'https://cards.example.com.au/apply/form/step1', message: 'TypeError: x is undefined', type: 'exception',
      stackTrace: 'at step1 (main.js:1:1)', cause: 'network',
    }),
    fields: 'body',
    stored: () => count('client_errors'),
    // One report kept (its text redacted of secrets, so not compared here: logger.test.ts).
    accepted: async (_body, _res, before) => expect(await count('client_errors')).toBe((before as number) + 1),
  },
  {
    name: 'POST /api/login',
    method: 'POST', url: () => '/api/login',
    valid: () => ({ username: String(person.Id), password: person.birthdate }),
    fields: 'body',
    // Attempts are counted by design (the attempts table): a wrong birthdate is one, and the limits rest on them.
    stored: async () => [await rows('people', 'id', person.Id), await rows('verification_codes', 'people_id', person.Id)],
  },
  {
    // From an address at its limit on the number, every body is refused before anything is compared, and
    // the refusal records nothing more (or a number could be kept locked by its own refusals).
    name: 'POST /api/login (an address at its limit on the number)',
    method: 'POST', url: () => '/api/login',
    valid: () => ({ username: String(lockedOut.Id), password: lockedOut.birthdate }),
    fields: 'body',
    stored: async () => [
      await rows('people', 'id', lockedOut.Id), await rows('verification_codes', 'people_id', lockedOut.Id),
      await attemptsOf(signInSource(lockedOut.Id, '127.0.0.1')), await attemptsOf(String(lockedOut.Id)),
    ],
  },
  {
    name: 'POST /api/logout',
    method: 'POST', url: () => '/api/logout',
    valid: () => ({}),
    fields: 'any',
    stored: () => count('revoked_tokens'),
  },
  {
    name: 'POST /api/people/tracker',
    method: 'POST', url: () => '/api/people/tracker', headers: bearer,
    valid: () => ({ VepNumber: person.TrackingNumber, Birthday: person.birthdate }),
    fields: 'body',
    stored: () => rows('people', 'id', person.Id),
  },
  {
    name: 'POST /api/people/{id}/lodgement-option',
    method: 'POST', url: () => `/api/people/${person.Id}/lodgement-option`, headers: bearer,
    valid: () => ({ lodgementOption: 'inperson' }),
    fields: 'body',
    stored: async () => [await rows('people', 'id', person.Id), await rows('person_audit', 'people_id', person.Id)],
    accepted: async (body) => {
      const [row] = await rows('people', 'id', person.Id) as Array<{ data: string }>;
      expect((JSON.parse(row!.data) as { ExtraData: { lodgementOption: unknown } }).ExtraData.lodgementOption).toBe(body.lodgementOption);
    },
  },
  {
    // A card the local test gateway declines: every well-formed body reaches the gateway, and none pays.
    name: 'POST /api/people/{id}/payment',
    method: 'POST', url: () => `/api/people/${person.Id}/payment`, headers: bearer,
    valid: () => ({ cardnumber: '4000 0000 0000 9995', cvc: '123', expiryMonth: '12', expiryYear: String(new Date().getFullYear() + 2), nameOnCard: 'Jane Citizen' }),
    fields: 'body',
    stored: async () => [await rows('people', 'id', person.Id), await rows('payments', 'people_id', person.Id)],
    // A declined card is recorded (its last four digits and 'declined'), and nothing else changes.
    refusalRecords: (status, before, after) => {
      if (status !== 402) return false;
      const [peopleBefore, paymentsBefore] = before as [unknown[], unknown[]];
      const [peopleAfter, paymentsAfter] = after as [unknown[], Array<{ status: string; open: unknown }>];
      expect(peopleAfter).toEqual(peopleBefore);
      expect(paymentsAfter.slice(0, -1)).toEqual(paymentsBefore);
      expect(paymentsAfter.at(-1)).toMatchObject({ status: 'declined', open: null });
      return true;
    },
  },
  {
    name: 'POST /api/people/{id}/operational-need-form/resend',
    method: 'POST', url: () => `/api/people/${person.Id}/operational-need-form/resend`, headers: bearer,
    valid: () => ({}),
    fields: 'any',
    stored: async () => [await rows('operational_need_forms', 'people_id', person.Id), await rows('outbox', 'draft_id', person.draftId)],
  },
  {
    name: 'POST /api/people/operational-need-form/{id}/{refId}',
    method: 'POST', url: () => `/api/people/operational-need-form/${statement.id}/${statement.ref}`,
    valid: () => ({ ...statement.fields, _signature: goodSignature }),
    limit: SIGNATURE_BODY_LIMIT,
    fields: 'body',
    stored: () => rows('operational_need_forms', 'id', statement.id),
    accepted: async () => {
      const form = await t.app.opNeedForms.byId(statement.id);
      expect(form).toMatchObject({ status: 'signed' });
      expect(form!.signature!.subarray(1, 4).toString()).toBe('PNG');
      // Back to awaiting a signature, so the bodies after this one meet the rules rather than the 409 of a signed form.
      await t.app.db.updateTable('operational_need_forms').set({ status: 'awaited', signature: null, signed_at: null })
        .where('id', '=', statement.id).execute();
    },
  },
  {
    name: 'POST /api/activate-card/activate',
    method: 'POST', url: () => '/api/activate-card/activate',
    valid: () => ({ asic_number: holder.TrackingNumber, serial_number: '4210', birthdate: holder.birthdate }),
    fields: 'body',
    stored: async () => [await rows('people', 'id', holder.Id), await rows('person_audit', 'people_id', holder.Id)],
    // SPEC §7 and §8 'Activate': a repeat is 409 with the message and its error.
    ownAnswers: { 409: (body) => expect(body).toEqual({ message: expect.any(String), error: expect.any(String) }) },
  },
  {
    // A card at its limit refuses every try, the right one too, and the refusal records nothing more.
    name: 'POST /api/activate-card/activate (a card at its limit)',
    method: 'POST', url: () => '/api/activate-card/activate',
    valid: () => ({ asic_number: lockedCard.TrackingNumber, serial_number: '4210', birthdate: lockedCard.birthdate }),
    fields: 'body',
    stored: async () => [
      await rows('people', 'id', lockedCard.Id), await rows('person_audit', 'people_id', lockedCard.Id),
      await attemptsOf(String(lockedCard.Id)),
    ],
    // Whatever got through was another card's business: this one is never activated.
    accepted: async () => expect((await t.app.people.byId(lockedCard.Id))!.activated_at).toBeNull(),
  },
  {
    name: 'POST /api/mail/contact-us',
    method: 'POST', url: () => '/api/mail/contact-us',
    valid: async () => ({
      EnquiryType: 'General Enquiries', Name: 'Jane Citizen', Email: 'jane.general@example.com.au', Phone: '0400 000 000',
      Message: 'When will my card arrive? I applied two weeks ago.', CardNum: 'ABC1234', recaptcha: await solvedCaptcha(t),
    }),
    fields: 'body',
    stored: async () => [await count('enquiries'), await count('outbox')],
    accepted: async (_body, res) => {
      if (!(res.json() as { result: boolean }).result) return;
      const [last] = await t.app.db.selectFrom('enquiries').selectAll().orderBy('id', 'desc').limit(1).execute();
      // The captcha's answer is spent, not stored.
      expect(contactEnquiryErrors({ ...JSON.parse(last!.payload), recaptcha: 'spent' })).toEqual({});
    },
  },
  {
    name: 'POST /api/mail/card-holder-report',
    method: 'POST', url: () => '/api/mail/card-holder-report',
    valid: async () => ({
      ReportType: 'lost', CardType: 'asic', FullName: 'Jane Citizen', Birthdate: '1990-05-14', Email: 'jane.report@example.com.au',
      CardNumber: 'ABC1234', EventDate: today, recaptcha: await solvedCaptcha(t),
    }),
    fields: 'body',
    stored: async () => [await count('enquiries'), await count('outbox')],
    accepted: async (_body, res) => {
      if (!(res.json() as { result: boolean }).result) return;
      const [last] = await t.app.db.selectFrom('enquiries').selectAll().orderBy('id', 'desc').limit(1).execute();
      expect(cardHolderReportErrors({ ...JSON.parse(last!.payload), recaptcha: 'spent' }, new Date())).toEqual({});
    },
  },
  {
    name: 'POST /api/register/induction-only',
    method: 'POST', url: () => '/api/register/induction-only', headers: () => ({ 'x-company': 'adg' }),
    valid: () => enrolment(),
    limit: ENROLMENT_BODY_LIMIT,
    fields: 'body',
    stored: async () => [await count('foreign_cards'), await count('inductions')],
    // A card of another issuer is a new foreign card; one of ours (a tracking number, its holder's name and birthdate) is not.
    accepted: async (_body, res, before) => {
      const [cards] = before as [number, number];
      expect(await count('foreign_cards')).toBe(cards + ((res.json() as { foreign: boolean }).foreign ? 1 : 0));
    },
  },
  {
    // Bodies around a card holder's own facts. Whatever is accepted gets the one answer with nothing of the
    // holder's in it, nothing is enrolled before the emailed link is opened, and past the limit per number it is 429.
    name: 'POST /api/register/induction-only (one of our numbers)',
    method: 'POST', url: () => '/api/register/induction-only', headers: () => ({ 'x-company': 'adg' }),
    valid: () => {
      const { Middlenames: _none, ...body } = enrolment({ Firstname: 'Jane', Surname: 'Citizen', Birthdate: holder.birthdate, Asicnum: holder.TrackingNumber });
      return body;
    },
    limit: ENROLMENT_BODY_LIMIT,
    fields: 'body',
    stored: () => rows('inductions', 'person_id', holder.Id),
    accepted: async (_body, res, before) => {
      const answer = res.json() as { foreign: boolean };
      if (!answer.foreign) expect(answer).toEqual({ result: true, foreign: false, data: null, confirmBy: 'email' });
      if (!answer.foreign) expect(await rows('inductions', 'person_id', holder.Id)).toEqual(before);
    },
  },
  {
    // The emailed enrolment link's token. A token of nobody's (every body here) is the one 404, and nothing
    // is enrolled or spent.
    name: 'POST /api/register/induction-only/confirm',
    method: 'POST', url: () => '/api/register/induction-only/confirm',
    valid: () => ({ token: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE' }),
    limit: ENROLMENT_BODY_LIMIT,
    fields: 'body',
    stored: async () => [await count('induction_enrolment_claims'), await count('inductions')],
  },
  {
    name: 'POST /induction/{id}/answer/{n}',
    method: 'POST',
    url: (stored) => `/induction/${induction}/answer/${Math.min((stored as Array<{ module: number }>)[0]!.module, 3)}`,
    valid: (stored) => {
      const n = Math.min((stored as Array<{ module: number }>)[0]!.module, 3);
      return { module: n, answers: RIGHT[n]! };
    },
    limit: ANSWER_BODY_LIMIT,
    fields: 'body',
    stored: () => rows('inductions', 'public_id', induction),
  },

  // The staff console (features/staff, features/contact/inbox-routes.ts): as the console sends them, with the
  // session's cookie and the CSRF token.
  {
    name: 'POST /api/staff/sign-in',
    method: 'POST', url: () => '/api/staff/sign-in', headers: asBoss,
    valid: () => ({ email: 'nobody.here@example.com', password: 'not-anyones-password-1' }),
    fields: 'body',
    stored: () => count('staff_sessions'),
  },
  {
    name: 'POST /api/staff/sign-in/totp',
    method: 'POST', url: () => '/api/staff/sign-in/totp', headers: asBoss,
    valid: () => ({ code: '123456' }),
    fields: 'body',
    stored: () => count('staff_sessions'),
  },
  {
    name: 'POST /api/staff/sign-in/passkey/options',
    method: 'POST', url: () => '/api/staff/sign-in/passkey/options', headers: asBoss,
    valid: () => ({}),
    fields: 'any',
    stored: () => count('staff_sessions'),
  },
  {
    name: 'POST /api/staff/sign-in/passkey',
    method: 'POST', url: () => '/api/staff/sign-in/passkey', headers: asBoss,
    valid: () => ({ response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {}, clientExtensionResults: {} } }),
    fields: 'body',
    stored: () => count('staff_sessions'),
  },
  {
    name: 'POST /api/staff/sign-out',
    method: 'POST', url: () => '/api/staff/sign-out', headers: staffHeaders(() => staff.leaver),
    valid: () => ({}),
    fields: 'any',
    stored: () => count('staff_accounts'),
  },
  {
    name: 'POST /api/staff/keep-alive',
    method: 'POST', url: () => '/api/staff/keep-alive', headers: asBoss,
    valid: () => ({}),
    fields: 'any',
    stored: () => count('staff_sessions'),
  },
  {
    name: 'POST /api/staff/second-factor/totp',
    method: 'POST', url: () => '/api/staff/second-factor/totp', headers: asBoss,
    valid: () => ({}),
    fields: 'any',
    stored: () => rows('staff_accounts', 'email', 'fuzz.boss@example.com'),
  },
  {
    name: 'POST /api/staff/second-factor/totp/confirm',
    method: 'POST', url: () => '/api/staff/second-factor/totp/confirm', headers: asBoss,
    valid: () => ({ code: '000000' }),
    fields: 'body',
    stored: () => rows('staff_accounts', 'email', 'fuzz.boss@example.com'),
  },
  {
    name: 'POST /api/staff/second-factor/passkey/options',
    method: 'POST', url: () => '/api/staff/second-factor/passkey/options', headers: asBoss,
    valid: () => ({}),
    fields: 'any',
    stored: () => count('staff_passkeys'),
  },
  {
    name: 'POST /api/staff/second-factor/passkey',
    method: 'POST', url: () => '/api/staff/second-factor/passkey', headers: asBoss,
    valid: () => ({ response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {}, clientExtensionResults: {} } }),
    fields: 'body',
    stored: () => count('staff_passkeys'),
  },
  {
    name: 'POST /api/staff/second-factor/passkeys/{id}/remove',
    method: 'POST', url: () => '/api/staff/second-factor/passkeys/1/remove', headers: asBoss,
    valid: () => ({}),
    fields: 'any',
    stored: () => count('staff_passkeys'),
  },
  {
    name: 'POST /api/staff/second-factor/recovery-codes',
    method: 'POST', url: () => '/api/staff/second-factor/recovery-codes', headers: asBoss,
    valid: () => ({}),
    fields: 'any',
    stored: () => count('staff_recovery_codes'),
  },
  {
    name: 'POST /api/staff/set-password',
    method: 'POST', url: () => '/api/staff/set-password', headers: asBoss,
    valid: () => ({ token: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE', password: 'plover-kettle-granite-83' }),
    fields: 'body',
    stored: () => count('staff_password_links'),
  },
  {
    name: 'POST /api/staff/accounts',
    method: 'POST', url: () => '/api/staff/accounts', headers: asBoss,
    valid: () => ({ email: `fuzz.${posted}.${Math.random().toString(36).slice(2)}@example.com`, name: 'Fuzz Made', roles: ['officer'] }),
    fields: 'body',
    stored: () => count('staff_accounts'),
  },
  {
    name: 'POST /api/staff/accounts/{id}',
    method: 'POST', url: () => `/api/staff/accounts/${staff.account}`, headers: asBoss,
    valid: () => ({ roles: ['officer', 'assessor'] }),
    fields: 'body',
    stored: () => rows('staff_accounts', 'id', staff.account),
  },
  {
    name: 'POST /api/staff/accounts/{id}/password-link',
    method: 'POST', url: () => `/api/staff/accounts/${staff.account}/password-link`, headers: asBoss,
    valid: () => ({}),
    fields: 'any',
    stored: () => count('staff_password_links'),
  },
  {
    name: 'POST /api/staff/sessions/{sessionId}/end',
    method: 'POST', url: () => '/api/staff/sessions/0123456789abcdef/end', headers: asBoss,
    valid: () => ({}),
    fields: 'any',
    stored: () => count('staff_sessions'),
  },
  {
    name: 'POST /api/staff/enquiries/{id}/assign',
    method: 'POST', url: () => `/api/staff/enquiries/${staff.enquiry}/assign`, headers: asBoss,
    valid: () => ({ staffId: null }),
    fields: 'body',
    stored: () => rows('enquiries', 'id', staff.enquiry),
  },
  {
    name: 'POST /api/staff/enquiries/{id}/reply',
    method: 'POST', url: () => `/api/staff/enquiries/${staff.enquiry}/reply`, headers: asBoss,
    valid: () => ({ message: 'Thank you: your card is on its way.' }),
    fields: 'body',
    stored: async () => [await count('enquiry_replies'), await count('outbox'), await rows('enquiries', 'id', staff.enquiry)],
  },
  caseAction('interview', { documents: { seen: ['birth-certificate', 'driver-licence', 'medicare-card'], originals: true, addressShown: true, nameDiffers: false } }),
  caseAction('payment', { amountCents: 25_000, method: 'eftpos', receipt: 'R-9' }),
  caseAction('lodge', { auscheckReference: 'AC-1' }),
  caseAction('decision', { decision: 'N', reason: 'Fuzz' }),
  caseAction('dispatch', { serial: '4210', method: 'post' }),
  caseAction('approve-need', {}),
  caseAction('note', { text: 'A note from the fuzz.' }),
  caseAction('resend-need', {}),
  caseAction('retry-mail', { mailId: 1 }),
  caseAction('redact', { confirm: 'VEA0000000' }, () => staff.redacted),
  {
    name: 'POST /api/staff/foreign-cards',
    method: 'POST', url: () => '/api/staff/foreign-cards', headers: staffHeaders(() => staff.inductionOfficer),
    valid: () => enrolment(),
    limit: ENROLMENT_BODY_LIMIT,
    fields: 'body',
    stored: async () => [await count('foreign_cards'), await count('inductions')],
    accepted: async (_body, res, before) => {
      const [cards] = before as [number, number];
      expect(res.statusCode).toBe(201);
      expect(await count('foreign_cards')).toBe(cards + 1);
    },
  },
  {
    name: 'POST /api/staff/enquiries/{id}/close',
    method: 'POST', url: () => `/api/staff/enquiries/${staff.enquiry}/close`, headers: asBoss,
    valid: () => ({ closed: false }),
    fields: 'body',
    stored: () => rows('enquiries', 'id', staff.enquiry),
  },
];

// ---- the properties -------------------------------------------------------------------------------------------

/** Whether `path` (dotted) names a member or item of `value`; names may hold dots themselves. */
function resolves(value: unknown, path: string): boolean {
  if (path === '') return true;
  if (value === null || typeof value !== 'object') return false;
  return Object.keys(value).some((name) => (path === name || path.startsWith(`${name}.`))
    && resolves((value as Record<string, unknown>)[name], path === name ? '' : path.slice(name.length + 1)));
}

interface Schema {
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
}

/** Whether the names lead to a member of the schema (a list's items by their index). */
function inSchema(schema: Schema, names: string[]): boolean {
  if (names.length === 0) return true;
  const [name, ...rest] = names as [string, ...string[]];
  return [schema, ...(schema.anyOf ?? [])].some((option) => (option.properties && Object.hasOwn(option.properties, name) && inSchema(option.properties[name]!, rest))
    || (option.items !== undefined && /^\d+$/.test(name) && inSchema(option.items, rest)));
}

/**
 * A field of an error names the body's root, one of its members, a member missing from an object it has, or (where
 * the rules check more than the body has, as a step's completion does) a field of the endpoint's schema.
 */
function namesField(body: unknown, path: string, schema?: Schema): boolean {
  if (resolves(body, path)) return true;
  const dot = path.lastIndexOf('.');
  return dot === -1 || resolves(body, path.slice(0, dot)) || (schema !== undefined && inSchema(schema, path.split('.')));
}

function parsed(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) };
  } catch {
    return { ok: false };
  }
}

function checkAnswer(endpoint: Endpoint, text: string, type: string | undefined, res: Response, where: string) {
  const limit = endpoint.limit ?? t.config.bodyLimit;
  const isJson = type !== undefined && JSON_TYPES.has(type);
  expect(res.statusCode, where).toBeLessThan(500);
  if (isJson) {
    // 413 exactly when the body is over the route's limit (Fastify counts bytes).
    expect(res.statusCode === 413, where).toBe(Buffer.byteLength(text) > limit);
    if (res.statusCode !== 413 && jsonNestsDeeperThan(text, t.config.jsonMaxDepth)) {
      expect(res.statusCode, where).toBe(400);
      expect((res.json() as { message: string }).message, where).toMatch(/nested too deeply/);
    }
  }
  if (res.statusCode === 204) return;
  expect(String(res.headers['content-type']), where).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  if (res.statusCode < 400) return;
  const own = endpoint.ownAnswers?.[res.statusCode];
  if (own) {
    own(body);
    return;
  }
  expect(Object.keys(body).filter((name) => !ERROR_MEMBERS.has(name)), where).toEqual([]);
  expect(body.statusCode, where).toBe(res.statusCode);
  expect(body.error, where).toBe(STATUS_CODES[res.statusCode]);
  expect(body.message, where).toEqual(expect.any(String));
  // A refused member's path is the request's own text (platform/json-body.ts); the rest of the words are ours.
  const message = (body.message as string).replace(/ \(at .*\), which is not allowed\.$/s, '');
  expect(message, where).not.toMatch(LEAK);
  expect(body.error, where).not.toMatch(LEAK);
  if (body.fields !== undefined) {
    expect(body.fields, where).toEqual(expect.any(Object));
    for (const [path, key] of Object.entries(body.fields as object)) {
      expect(isErrorKey(key), `${where}\nfield ${path}: ${String(key)}`).toBe(true);
    }
  }
  if (res.statusCode !== 400 || !isJson) return;
  const sentBody = parsed(text);
  if (!sentBody.ok) return;
  if (body.fields !== undefined) {
    for (const path of Object.keys(body.fields as object)) expect(namesField(sentBody.value, path, endpoint.schema), `${where}\nfield ${path}`).toBe(true);
  }
  // A body that is JSON, within the limits, refused by the route's own checks: the refusal names what is wrong.
  if (endpoint.fields === 'body' && !jsonNestsDeeperThan(text, t.config.jsonMaxDepth)) {
    expect(Object.keys((body.fields as object | undefined) ?? {}).length, where).toBeGreaterThan(0);
  }
}

/** Bodies per endpoint: 10,000 in all, on SQLite and on PostgreSQL (about 20 s and 35 s on two cores). */
const RUNS = Math.ceil(10_000 / endpoints.length) + 5;

describe('hostile bodies on every write endpoint (ARCHITECTURE \'API conventions\'; SPEC §5, §7)', () => {
  it.each(endpoints.map((endpoint, i) => [endpoint.name, endpoint, i] as const))('%s: never a 5xx, the error shape, nothing stored by a refusal', async (_name, endpoint, i) => {
    let before = await endpoint.stored();
    await fc.assert(fc.asyncProperty(recipe, contentType, async (made, type) => {
      sent += 1;
      const valid = await endpoint.valid(before);
      const text = bodyText(made, valid, endpoint.limit ?? t.config.bodyLimit);
      const res = await t.app.inject({
        method: endpoint.method, url: endpoint.url(before),
        headers: { ...endpoint.headers?.(), ...(type === undefined ? {} : { 'content-type': type }) },
        payload: text,
      });
      if (res.statusCode < 300) posted += 1;
      const where = `${endpoint.method} ${endpoint.url(before)} (${type ?? 'no content type'}) ${text.length > 600 ? `${text.slice(0, 600)}… (${text.length} characters)` : text}\n→ ${res.statusCode} ${res.body.slice(0, 600)}`;
      // What is stored is read again whatever the checks find, so that the runs fast-check shrinks with start from it.
      let failed: unknown;
      const sentBody = parsed(text);
      if (res.statusCode >= 200 && res.statusCode < 300 && endpoint.accepted && sentBody.ok) {
        await endpoint.accepted(sentBody.value as Record<string, unknown>, res, before).catch((err: unknown) => (failed = err));
      }
      const after = await endpoint.stored();
      const was = before;
      before = after;
      if (failed) throw failed;
      checkAnswer(endpoint, text, type, res, where);
      if (res.statusCode >= 400 && !endpoint.refusalRecords?.(res.statusCode, was, after)) expect(after, `stored data changed by ${where}`).toEqual(was);
    }), { numRuns: RUNS, seed: SEED + i });
  }, 120_000);

  it('covers every write route of api/src (its *routes.ts modules): a new one fails here until it has its row above', () => {
    const dir = new URL('../../src/', import.meta.url);
    const declared = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('routes.ts')).flatMap((file) => {
      const source = fs.readFileSync(new URL(file, dir), 'utf8');
      return [...source.matchAll(/app\.(post|put|patch|delete)\('([^']+)'/g)]
        .map(([, method, path]) => `${method!.toUpperCase()} ${path!.replace(/:(\w+)/g, '{$1}')}`);
    });
    const covered = new Set(endpoints.map((endpoint) => endpoint.name.split(' ').slice(0, 2).join(' ')));
    expect(declared.length).toBeGreaterThan(20);
    expect([...new Set(declared)].sort()).toEqual([...covered].sort());
  });

  it('sent at least 10,000 generated bodies in all', () => {
    expect(sent).toBeGreaterThanOrEqual(10_000);
    // Some got through: the accepted paths were walked too, not only refusals.
    expect(posted).toBeGreaterThan(0);
  });
});
