import { expect } from 'vitest';
import type { Response } from 'light-my-request';
import { trackingNumber } from '@cards/shared/domain';
import { expectErrorShape } from './helpers.ts';
import { madeUpKey, madeUpRef, nextTo, type Applicant, type World } from './access-world.ts';

// The kinds of credential the api's routes take, for the access matrix (rows in access-table.ts). Each kind
// says what no credential, a wrong one and another applicant's must answer, and why (SPEC §6, ARCHITECTURE
// 'Persistence and access' and 'API conventions', docs/decisions.md), and makes the attempts: A's credentials aimed
// at B's records, at records that do not exist and at the ids and references next to A's.

export type Method = 'GET' | 'POST' | 'PUT';

/** A request as the test sends it (inject's options, less the method). */
export interface Call {
  url: string;
  headers?: Record<string, string>;
  payload?: object;
}

/** One request and the status it must get. */
export interface Probe {
  what: string;
  call: Call;
  status: number;
}

/** The requests that try a guarded route: A's credentials, aimed at B's records or at nothing. */
export interface Probes {
  none: Probe;
  wrong: Probe[];
  /** A's valid credential on B's record. */
  others: Probe[];
  /** The same, on a record or with a credential that does not exist: each must answer as its `others` does. */
  missing: Probe[];
  /** Neighbouring ids and references. */
  walk: Probe[];
  /** A's credential on A's own record: it gets past the guard (sent last, as it may change A's records). */
  own: Probe;
}

export interface GuardedRow {
  method: Method;
  url: string;
  guard: string;
  rule: string;
  answers: { none: number; wrong: number; others: number | null; own: number };
  probes(w: World): Probes;
  /** Checks a refusal: the JSON error shape, unless the route answers in a shape of its own. */
  check(res: Response, status: number): void;
}

export interface PublicRow {
  method: Method;
  url: string;
  guard: 'public';
  rule: string;
  call(w: World): Call | Promise<Call>;
  status: number;
}

export type Row = GuardedRow | PublicRow;

interface Attempt<C, S> {
  what: string;
  credential: C;
  subject: S;
  /** Where it differs from the kind's answer. */
  status?: number;
}

interface Attempts<C, S> {
  own: Attempt<C, S>;
  none: Attempt<C, S>;
  wrong: Attempt<C, S>[];
  others: Attempt<C, S>[];
  missing: Attempt<C, S>[];
  walk: Attempt<C, S>[];
}

/** A kind of credential: C what is presented, S what it is presented for. */
interface Kind<C, S> {
  guard: string;
  rule: string;
  /** What no credential, a wrong one and another applicant's answer; null where there is no other's to try. */
  answers: { none: number; wrong: number; others: number | null };
  attempts(w: World): Attempts<C, S>;
  check?(res: Response, status: number): void;
}

/** An id nobody has (tracking numbers still have 7 digits for it). */
const MISSING = 999_999;

/** The ids either side of `id`, as someone counting would try them. */
const around = (id: number) => [id - 1, id + 1].filter((n) => n >= 1);

export const bearer = (token: string | undefined): Record<string, string> => (token === undefined ? {} : { authorization: `Bearer ${token}` });
export const formKey = (key: string | undefined): Record<string, string> => (key === undefined ? {} : { 'x-form-key': key });
export const namedForm = (form: string | undefined): Record<string, string> => (form === undefined ? {} : { 'x-operational-need-form': form });

export const draftKey: Kind<string | undefined, number> = {
  guard: 'draft key (X-Form-Key)',
  rule: 'features/drafts/access.ts, ARCHITECTURE "API conventions": no key, or one that is no draft\'s, 401; another draft\'s key 403, '
    + 'the same for an id that does not exist, so no answer tells which drafts exist',
  answers: { none: 401, wrong: 401, others: 403 },
  attempts: ({ a, b }) => ({
    own: { what: 'A\'s key on A\'s draft', credential: a.draft.key, subject: a.draft.id },
    none: { what: 'no key', credential: undefined, subject: a.draft.id },
    wrong: [
      { what: 'a made-up key', credential: madeUpKey(), subject: a.draft.id },
      { what: 'text that is no key', credential: 'not a key', subject: a.draft.id },
    ],
    others: [{ what: 'A\'s key on B\'s draft', credential: a.draft.key, subject: b.draft.id }],
    missing: [{ what: 'A\'s key on a draft that does not exist', credential: a.draft.key, subject: MISSING }],
    walk: around(a.draft.id).map((id) => ({ what: `A's key on draft ${id}`, credential: a.draft.key, subject: id })),
  }),
};

export const draftLink: Kind<string | undefined, string> = {
  guard: 'draft key (X-Form-Key) and the draft\'s reference',
  rule: 'SPEC §4 "Form loading errors", features/drafts/access.ts: the reference (18 random bytes) is looked up before the key is asked '
    + 'for, as the link-expired page needs its state: unknown 404; then no key, or one that is no draft\'s, 401; another '
    + 'draft\'s key 403. Holding a reference is knowing its draft exists, so there is no missing draft to compare with',
  answers: { none: 401, wrong: 401, others: 403 },
  attempts: ({ a, b }) => ({
    own: { what: 'A\'s key on A\'s reference', credential: a.draft.key, subject: a.draft.formLink },
    none: { what: 'no key', credential: undefined, subject: a.draft.formLink },
    wrong: [{ what: 'a made-up key', credential: madeUpKey(), subject: a.draft.formLink }],
    others: [{ what: 'A\'s key on B\'s reference', credential: a.draft.key, subject: b.draft.formLink }],
    missing: [],
    walk: [
      { what: 'A\'s key on the reference next to A\'s', credential: a.draft.key, subject: nextTo(a.draft.formLink), status: 404 },
      { what: 'A\'s key on a made-up reference', credential: a.draft.key, subject: madeUpRef(), status: 404 },
    ],
  }),
};

export const linkToken: Kind<string | undefined, string> = {
  guard: 'emailed link\'s one-time token',
  rule: 'docs/decisions.md "Keys and links": the token is a required member of the body, so none is bad input (400, ARCHITECTURE '
    + '"API conventions"); a token that is not this link\'s is 401 link_expired, made up or another draft\'s alike; an unknown reference 404',
  answers: { none: 400, wrong: 401, others: 401 },
  attempts: ({ a, b }) => ({
    own: { what: 'A\'s token on A\'s link', credential: a.draft.token, subject: a.draft.formLink },
    none: { what: 'no token', credential: undefined, subject: a.draft.formLink },
    wrong: [
      { what: 'a made-up token', credential: madeUpKey(), subject: a.draft.formLink },
      { what: 'text that is no token', credential: 'not a token', subject: a.draft.formLink },
    ],
    others: [{ what: 'A\'s token on B\'s link', credential: a.draft.token, subject: b.draft.formLink }],
    missing: [{ what: 'a made-up token on B\'s link', credential: madeUpKey(), subject: b.draft.formLink }],
    walk: [
      { what: 'A\'s token on the reference next to A\'s', credential: a.draft.token, subject: nextTo(a.draft.formLink), status: 404 },
      { what: 'B\'s token on A\'s link', credential: b.draft.token, subject: a.draft.formLink },
    ],
  }),
};

export const draftReference: Kind<string, undefined> = {
  guard: 'draft\'s reference (the link-expired page\'s)',
  rule: 'SPEC §2 link-expired, docs/decisions.md "Keys and links": the reference (18 random bytes) is the only credential and names '
    + 'the draft, so there is no other\'s to cross; any other is the one 404. It mails the draft\'s own address, never the caller',
  answers: { none: 404, wrong: 404, others: null },
  attempts: ({ a }) => ({
    own: { what: 'A\'s reference', credential: a.draft.formLink, subject: undefined },
    none: { what: 'no reference', credential: '', subject: undefined },
    wrong: [
      { what: 'a made-up reference', credential: madeUpRef(), subject: undefined },
      { what: 'text that is no reference', credential: 'x', subject: undefined },
    ],
    others: [],
    missing: [],
    walk: [0, a.draft.formLink.length - 1].map((at) => ({ what: `A's reference changed at ${at}`, credential: nextTo(a.draft.formLink, at), subject: undefined })),
  }),
};

interface PersonTarget {
  id: number;
  formId: number;
  number: string;
  birthdate: string;
  /** The document asked for, where the route serves several. */
  document?: string;
}

const personOf = (x: Applicant): PersonTarget => ({
  id: x.person.Id, formId: x.person.draftId, number: x.person.trackingNumber, birthdate: x.birthdate,
});
const personAt = (x: Applicant, id: number): PersonTarget => ({ ...personOf(x), id, number: trackingNumber(id) });

export const personToken: Kind<string | undefined, PersonTarget> = {
  guard: 'person token (Authorization: Bearer)',
  rule: 'SPEC §6, ARCHITECTURE "Persistence and access", features/people/person-access.ts: no token, or one forged, expired or signed out, 401; '
    + 'a good token for another person 403, the same for a person id that does not exist',
  answers: { none: 401, wrong: 401, others: 403 },
  attempts: ({ a, b, badTokens }) => ({
    own: { what: 'A\'s token on A', credential: a.person.token, subject: personOf(a) },
    none: { what: 'no token', credential: undefined, subject: personOf(a) },
    wrong: [
      { what: 'A\'s id signed with another secret', credential: badTokens.forged, subject: personOf(a) },
      { what: 'A\'s token, expired', credential: badTokens.expired, subject: personOf(a) },
      { what: 'A\'s token, signed out', credential: badTokens.revoked, subject: personOf(a) },
      { what: 'text that is no token', credential: 'not-a-token', subject: personOf(a) },
    ],
    others: [{ what: 'A\'s token on B', credential: a.person.token, subject: personOf(b) }],
    missing: [{ what: 'A\'s token on a person who does not exist', credential: a.person.token, subject: personAt(a, MISSING) }],
    walk: around(a.person.Id).map((id) => ({ what: `A's token on person ${id}`, credential: a.person.token, subject: personAt(a, id) })),
  }),
};

type PersonAttempts = Attempts<string | undefined, PersonTarget>;

/** For routes that also name the application (formId): A's own id with B's application, or the ones next to A's. */
export function formIdWalk(attempts: PersonAttempts, { a, b }: World): PersonAttempts {
  const walk = [b.person.draftId, ...around(a.person.draftId)].map((formId) => ({
    what: `A's token, A's id, application ${formId}`, credential: a.person.token, subject: { ...personOf(a), formId }, status: 404,
  }));
  return { ...attempts, walk: [...attempts.walk, ...walk] };
}

/** The documents route: as formIdWalk, and B's other documents asked for with A's token. */
export function documentsWalk(attempts: PersonAttempts, w: World): PersonAttempts {
  const walked = formIdWalk(attempts, w);
  const documents = ['invoice', 'certificate'].map((document) => ({
    what: `A's token on B's ${document}`, credential: w.a.person.token, subject: { ...personOf(w.b), document },
  }));
  return { ...walked, others: [...walked.others, ...documents] };
}

/** The tracker, which names the person by number and birthdate: A's number with B's birthdate. */
export function birthdateWalk(attempts: PersonAttempts, { a, b }: World): PersonAttempts {
  const walk = { what: 'A\'s token and number, B\'s birthdate', credential: a.person.token, subject: { ...personOf(a), birthdate: b.birthdate }, status: 404 };
  return { ...attempts, walk: [...attempts.walk, walk] };
}

interface Letter {
  token?: string;
  ref?: string;
}

export const signedLetter: Kind<Letter, number> = {
  guard: 'person token (Bearer) or the signer\'s reference (?ref=)',
  rule: 'docs/decisions.md "The signed letter": the applicant\'s token as every people call (none or bad 401, another person\'s 403), '
    + 'or the statement\'s reference, where a wrong one is the one 404 of a person without a statement',
  answers: { none: 401, wrong: 401, others: 403 },
  attempts: ({ a, b, badTokens }) => ({
    own: { what: 'A\'s token on A', credential: { token: a.person.token }, subject: a.person.Id },
    none: { what: 'no token and no reference', credential: {}, subject: a.person.Id },
    wrong: [
      { what: 'A\'s id signed with another secret', credential: { token: badTokens.forged }, subject: a.person.Id },
      { what: 'a made-up reference', credential: { ref: madeUpKey() }, subject: a.person.Id, status: 404 },
    ],
    others: [
      { what: 'A\'s token on B', credential: { token: a.person.token }, subject: b.person.Id },
      { what: 'A\'s statement reference on B', credential: { ref: a.statement.ref }, subject: b.person.Id, status: 404 },
    ],
    missing: [
      { what: 'A\'s token on nobody', credential: { token: a.person.token }, subject: MISSING },
      { what: 'A\'s statement reference on nobody', credential: { ref: a.statement.ref }, subject: MISSING, status: 404 },
    ],
    walk: [
      ...around(a.person.Id).map((id) => ({ what: `A's token on person ${id}`, credential: { token: a.person.token }, subject: id })),
      ...around(a.person.Id).map((id) => ({ what: `A's reference on person ${id}`, credential: { ref: a.statement.ref }, subject: id, status: 404 })),
      { what: 'B\'s reference on A', credential: { ref: b.statement.ref }, subject: a.person.Id, status: 404 },
    ],
  }),
};

export const statementRef: Kind<string, number> = {
  guard: 'statement\'s id and reference (emailed link)',
  rule: 'SPEC §8 "Operational need form … load failure: 404 page", docs/decisions.md "The link": id and reference (32 random bytes, '
    + 'constant time) together; a missing, made-up or another form\'s reference is the one 404 of an id that does not exist',
  answers: { none: 404, wrong: 404, others: 404 },
  attempts: ({ a, b }) => ({
    own: { what: 'A\'s reference on A\'s form', credential: a.statement.ref, subject: a.statement.id },
    none: { what: 'no reference', credential: '', subject: a.statement.id },
    wrong: [
      { what: 'a made-up reference', credential: madeUpKey(), subject: a.statement.id },
      { what: 'text that is no reference', credential: 'x', subject: a.statement.id },
    ],
    others: [{ what: 'A\'s reference on B\'s form', credential: a.statement.ref, subject: b.statement.id }],
    missing: [{ what: 'A\'s reference on a form that does not exist', credential: a.statement.ref, subject: MISSING }],
    walk: [
      ...around(a.statement.id).map((id) => ({ what: `A's reference on form ${id}`, credential: a.statement.ref, subject: id })),
      { what: 'B\'s reference on A\'s form', credential: b.statement.ref, subject: a.statement.id },
      { what: 'A\'s reference changed by one character', credential: nextTo(a.statement.ref), subject: a.statement.id },
    ],
  }),
};

export const statementHeader: Kind<string | undefined, undefined> = {
  guard: 'statement named in X-Operational-Need-Form',
  rule: 'docs/decisions.md "The ABN lookups": no form in the path (SPEC §7), so the header must name a real form by id and reference; '
    + 'anything else 401, another form\'s id too (the ABR allows no open proxy)',
  answers: { none: 401, wrong: 401, others: 401 },
  attempts: ({ a, b }) => ({
    own: { what: 'A\'s form', credential: `${a.statement.id}/${a.statement.ref}`, subject: undefined },
    none: { what: 'no header', credential: undefined, subject: undefined },
    wrong: [
      { what: 'A\'s form with a made-up reference', credential: `${a.statement.id}/${madeUpKey()}`, subject: undefined },
      { what: 'text that names no form', credential: 'not a form', subject: undefined },
    ],
    others: [{ what: 'B\'s form with A\'s reference', credential: `${b.statement.id}/${a.statement.ref}`, subject: undefined }],
    missing: [{ what: 'no form with A\'s reference', credential: `${MISSING}/${a.statement.ref}`, subject: undefined }],
    walk: around(a.statement.id).map((id) => ({ what: `form ${id} with A's reference`, credential: `${id}/${a.statement.ref}`, subject: undefined })),
  }),
};

export const inductionId: Kind<string, undefined> = {
  guard: 'induction\'s public id (emailed link)',
  rule: 'docs/decisions.md "Secrets", SPEC §8 "Induction get failure with status 404": the public id (18 random '
    + 'bytes) is the induction\'s only key and names it, so there is no other trainee\'s to cross; anything else is the one 404',
  answers: { none: 404, wrong: 404, others: null },
  attempts: ({ a }) => ({
    own: { what: 'A\'s induction', credential: a.induction, subject: undefined },
    none: { what: 'no id', credential: '', subject: undefined },
    wrong: [
      { what: 'a made-up id', credential: madeUpRef(), subject: undefined },
      { what: 'text that is no id', credential: 'x', subject: undefined },
    ],
    others: [],
    missing: [],
    walk: [
      { what: 'A\'s id changed at its end', credential: nextTo(a.induction), subject: undefined },
      { what: 'A\'s id changed at its start', credential: nextTo(a.induction, 0), subject: undefined },
      { what: 'A\'s card\'s induction id changed', credential: nextTo(a.card.induction), subject: undefined },
    ],
  }),
};

export const cardRandomId: Kind<string, number> = {
  guard: 'foreign card\'s id and RandomId (emailed link)',
  rule: 'SPEC §8 "foreign card load failure: 404 page", docs/decisions.md "Secrets": id and RandomId (18 random '
    + 'bytes, constant time) together; any mismatch is the 404 of an id that does not exist',
  answers: { none: 404, wrong: 404, others: 404 },
  attempts: ({ a, b }) => ({
    own: { what: 'A\'s RandomId on A\'s card', credential: a.card.RandomId, subject: a.card.Id },
    none: { what: 'no RandomId', credential: '', subject: a.card.Id },
    wrong: [
      { what: 'a made-up RandomId', credential: madeUpRef(), subject: a.card.Id },
      { what: 'text that is no RandomId', credential: 'x', subject: a.card.Id },
    ],
    others: [{ what: 'A\'s RandomId on B\'s card', credential: a.card.RandomId, subject: b.card.Id }],
    missing: [{ what: 'A\'s RandomId on a card that does not exist', credential: a.card.RandomId, subject: MISSING }],
    walk: [
      ...around(a.card.Id).map((id) => ({ what: `A's RandomId on card ${id}`, credential: a.card.RandomId, subject: id })),
      { what: 'B\'s RandomId on A\'s card', credential: b.card.RandomId, subject: a.card.Id },
    ],
  }),
};

interface Facts {
  firstname: string;
  surname: string;
  birthdate: string;
}

const factsOf = (x: Applicant): Facts => ({ firstname: x.firstname, surname: x.surname, birthdate: x.birthdate });
const nobody: Facts = { firstname: 'Nobody', surname: 'Known', birthdate: '1970-01-01' };

/** A card number of ours and what its holder knows: each route below names the number and asks for the facts. */
function cardFacts(guard: string, rule: string, refused: number, check?: Kind<Facts | undefined, string>['check']): Kind<Facts | undefined, string> {
  return {
    guard,
    rule,
    answers: { none: 400, wrong: refused, others: refused },
    attempts: ({ a, b }) => ({
      own: { what: 'A\'s facts with A\'s number', credential: factsOf(a), subject: a.person.trackingNumber },
      none: { what: 'no facts', credential: undefined, subject: a.person.trackingNumber },
      wrong: [{ what: 'A\'s number with facts of nobody', credential: nobody, subject: a.person.trackingNumber }],
      others: [{ what: 'A\'s facts with B\'s number', credential: factsOf(a), subject: b.person.trackingNumber }],
      missing: [{ what: 'A\'s facts with a number of nobody', credential: factsOf(a), subject: trackingNumber(MISSING) }],
      walk: around(a.person.Id).map((id) => ({ what: `A's facts with ${trackingNumber(id)}`, credential: factsOf(a), subject: trackingNumber(id) })),
    }),
    check,
  };
}

export const activationFacts = cardFacts('card holder\'s facts (number, serial, birthdate)',
  'SPEC §5 and §8 "Activate", docs/decisions.md "Activation": the facts are the body, so none is bad input (400); any mismatch is '
  + 'one 404 that does not say which part', 404);

/**
 * One answer to an enrolment with a number of ours, whether the facts match or not (no id, no dates); only
 * the bad input of no number is the error shape.
 */
function enrolmentAnswer(res: Response, status: number) {
  if (status !== 200) return void expectErrorShape(res, status);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ result: true, foreign: false, data: null, confirmBy: 'email' });
}

export const enrolmentFacts = cardFacts('card holder\'s facts (number, legal name, birthdate)',
  'SPEC §5 "Induction-only enrolment": a number of ours gets one answer whatever the facts (a link goes by email to the '
  + 'address on the application only when they match, and only that link enrols); no number is bad input (400)', 200,
  enrolmentAnswer);

export const enrolmentLink: Kind<string | undefined, undefined> = {
  guard: 'emailed enrolment link\'s one-time token',
  rule: 'docs/decisions.md "Induction-only enrolment": the token (32 random bytes) is the body and names its enrolment, so '
    + 'there is no other holder\'s to cross; none is bad input (400); anything else, or a token already used, is the one 404',
  answers: { none: 400, wrong: 404, others: null },
  attempts: ({ a, b }) => ({
    own: { what: 'A\'s link', credential: a.enrolmentToken, subject: undefined },
    none: { what: 'no token', credential: undefined, subject: undefined },
    wrong: [
      { what: 'a made-up token', credential: madeUpKey(), subject: undefined },
      { what: 'text that is no token', credential: 'x', subject: undefined },
    ],
    others: [],
    missing: [],
    walk: [
      { what: 'A\'s token changed at its end', credential: nextTo(a.enrolmentToken), subject: undefined },
      { what: 'A\'s token changed at its start', credential: nextTo(a.enrolmentToken, 0), subject: undefined },
      { what: 'B\'s token changed at its end', credential: nextTo(b.enrolmentToken), subject: undefined },
    ],
  }),
};

/** Binds a kind to a route: `send` makes the request from a credential and a subject. */
export function guarded<C, S>(
  method: Method, url: string, kind: Kind<C, S>, own: number, send: (credential: C, subject: S) => Call,
  adjust?: (attempts: Attempts<C, S>, w: World) => Attempts<C, S>,
): GuardedRow {
  const probe = (status: number) => (attempt: Attempt<C, S>): Probe => ({
    what: attempt.what, call: send(attempt.credential, attempt.subject), status: attempt.status ?? status,
  });
  return {
    method, url, guard: kind.guard, rule: kind.rule, answers: { ...kind.answers, own },
    check: kind.check ?? ((res, status) => void expectErrorShape(res, status)),
    probes(w) {
      const made = kind.attempts(w);
      const attempts = adjust ? adjust(made, w) : made;
      const refused = kind.answers.others ?? kind.answers.wrong;
      return {
        none: probe(kind.answers.none)(attempts.none),
        wrong: attempts.wrong.map(probe(kind.answers.wrong)),
        others: attempts.others.map(probe(refused)),
        missing: attempts.missing.map(probe(refused)),
        walk: attempts.walk.map(probe(refused)),
        own: probe(own)(attempts.own),
      };
    },
  };
}

export function open(method: Method, url: string, rule: string, status: number, call: PublicRow['call'] = () => ({ url })): PublicRow {
  return { method, url, guard: 'public', rule, status, call };
}
