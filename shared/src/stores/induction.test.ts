import axios from 'axios';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { fakeAdapter, type FakeReply } from '@cards/shared/testing';
import type { InductionEnrolment } from '../validation/induction.ts';
import { createRootStore } from './root.ts';

// The induction pages' calls besides the player: the induction-only enrolment, a foreign card and the
// certificate check, through the real api client on a fake network.

type Reply = FakeReply | 'offline' | Promise<FakeReply>;

/** The induction store of a root store whose network answers with `reply` (which may wait, or be offline). */
function setup(reply: (config: InternalAxiosRequestConfig) => Reply) {
  const http = axios.create({
    adapter: async (config) => {
      const answer = await reply(config);
      if (answer === 'offline') throw new Error('Network Error');
      return fakeAdapter(() => answer).adapter(config);
    },
  });
  const store = createRootStore({ http }, { brand: { code: 'adg' } });
  return { store: store.induction };
}

/** A reply the test lets go of when it wants. */
function held() {
  let release: (reply: FakeReply) => void = () => {};
  const promise = new Promise<FakeReply>((resolve) => (release = resolve));
  return { promise, release };
}

const enrolment: InductionEnrolment = {
  Firstname: 'Maia', Surname: 'Tautahi', Birthdate: '1990-05-17', Email: 'maia@example.com', Mobilephonenumber: '0412 345 678',
  Line1: '12 Smith Street', Localityname: 'DARWIN CITY', State: 'NT', Postcode: '0800', Asicnum: 'VEA0001523',
  MsicExpiry: '2027-02-28', Inductions: [8],
};

const inductions = [{ inductionName: 'DIA Security Induction', url: '/induction/ab12cd', completedAt: null }];

describe('induction store: enrol (SPEC §7 POST /api/register/induction-only, §8)', () => {
  it('sends the enrolment as given', async () => {
    const bodies: unknown[] = [];
    const { store } = setup((config) => {
      bodies.push({ url: config.url, method: config.method, body: JSON.parse(config.data as string) });
      return { data: { result: true, foreign: false, data: { Id: 41, IncompleteFormId: 7, Inductions: inductions } } };
    });
    await expect(store.enrol(enrolment)).resolves.toEqual({ kind: 'enrolled', inductions });
    expect(bodies).toEqual([{ url: '/api/register/induction-only', method: 'post', body: enrolment }]);
  });

  it.each<[string, Reply, unknown]>([
    ['our card holder', { data: { result: true, foreign: false, data: { Id: 41, IncompleteFormId: 7 } } }, { kind: 'enrolled', inductions: [] }],
    ['one of our numbers, matched or not', { data: { result: true, foreign: false, data: null, confirmBy: 'email' } }, { kind: 'check-email' }],
    ['another issuer\'s card', { data: { result: true, foreign: true, data: { Id: 12, RandomId: 'r4nd0m', Inductions: [] } } }, { kind: 'foreign', id: 12, randomId: 'r4nd0m' }],
    ['a refusal with the server\'s words', { data: { result: false, err: ' Not this card. ' } }, { kind: 'card-refused', message: 'Not this card.' }],
    ['a refusal without words', { data: { result: false } }, { kind: 'card-refused', message: null }],
    ['a 422 with the server\'s words', { status: 422, data: { err: 'Not this card.' } }, { kind: 'card-refused', message: 'Not this card.' }],
    ['a 422 without words', { status: 422, data: { statusCode: 422, error: 'Unprocessable Entity', message: 'No' } }, { kind: 'card-refused', message: null }],
    [
      'a 400 with field errors',
      { status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'Check the fields', fields: { Email: 'email' } } },
      { kind: 'invalid', fields: { Email: 'email' }, message: 'Check the fields' },
    ],
    ['a 429 with its message', { status: 429, data: { statusCode: 429, error: 'Too Many Requests', message: 'Slow down, please.' } }, { kind: 'problem', message: 'Slow down, please.' }],
    ['a 429 without one or a wait', { status: 429, data: {} }, { kind: 'problem', message: 'Too many requests, please try again later.' }],
    [
      'no answer (offline)',
      'offline',
      { kind: 'problem', message: 'Your enrolment was not sent: we could not reach our server. Everything you typed is still here. Check your connection and try again.' },
    ],
    ['a 500', { status: 500, data: {} }, { kind: 'problem', message: 'We could not finish your enrolment just now. Everything you typed is still here: please try again in a few minutes.' }],
    ['an answer it cannot use', { data: { result: true, foreign: true, data: { Id: 12 } } }, { kind: 'problem', message: 'We could not finish your enrolment just now. Everything you typed is still here: please try again in a few minutes.' }],
  ])('%s', async (_name, reply, outcome) => {
    const { store } = setup(() => reply);
    await expect(store.enrol(enrolment)).resolves.toEqual(outcome);
  });
});

describe('induction store: confirmEnrolment (the emailed link)', () => {
  it('sends the token once and gives the inductions and the card of the application', async () => {
    const bodies: unknown[] = [];
    const { store } = setup((config) => {
      bodies.push({ url: config.url, body: JSON.parse(config.data as string) });
      return { data: { result: true, foreign: false, data: { Id: 41, IncompleteFormId: 7, CardType: 'msic', Inductions: inductions } } };
    });
    await expect(store.confirmEnrolment('t0k3n')).resolves.toEqual({ kind: 'enrolled', inductions, cardType: 'msic' });
    expect(bodies).toEqual([{ url: '/api/register/induction-only/confirm', body: { token: 't0k3n' } }]);
  });

  it.each<[string, Reply, unknown]>([
    ['a link used or out of date', { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'This link has been used.' } }, { kind: 'problem', message: 'This link has been used.' }],
    ['a 500', { status: 500, data: {} }, { kind: 'problem', message: 'We could not finish your enrolment just now. Open the link in your email again in a few minutes; it still works.' }],
  ])('%s', async (_name, reply, outcome) => {
    const { store } = setup(() => reply);
    await expect(store.confirmEnrolment('t0k3n')).resolves.toEqual(outcome);
  });
});

const card = {
  Id: 12, RandomId: 'r4nd0m', Firstname: 'Lena', Surname: 'Vogel', CardNumber: '****567', MsicExpiry: '2027-11-30', company: 'adg', inductions,
};

describe('induction store: a foreign card (SPEC §7 GET /api/foreign-card/{id}/{randomId})', () => {
  it('loads the card, for its id and RandomId only', async () => {
    const urls: string[] = [];
    const { store } = setup((config) => {
      urls.push(config.url!);
      return { data: card };
    });
    expect(store.foreignCard.status).toBe('idle');
    const loading = store.foreignCard.load('12', 'r4nd0m');
    expect(store.foreignCard.status).toBe('loading');
    expect(store.foreignCard.isFor('12', 'r4nd0m')).toBe(true);
    await loading;
    expect(store.foreignCard.status).toBe('loaded');
    expect(store.foreignCard.card).toEqual(card);
    expect(store.foreignCard.isFor('12', 'other')).toBe(false);
    expect(urls).toEqual(['/api/foreign-card/12/r4nd0m']);
  });

  it.each([[404, 'missing'], [500, 'failed']])('a %i is %s', async (status, outcome) => {
    const { store } = setup(() => ({ status, data: {} }));
    await store.foreignCard.load('12', 'wrong');
    expect(store.foreignCard.status).toBe(outcome);
    expect(store.foreignCard.card).toBeNull();
  });

  it('keeps only the newest load\'s answer, and none once forgotten', async () => {
    const first = held();
    const second = held();
    const { store } = setup((config) => (config.url!.endsWith('/first') ? first.promise : second.promise));
    const a = store.foreignCard.load('12', 'first');
    const b = store.foreignCard.load('12', 'second');
    second.release({ data: { ...card, RandomId: 'second' } });
    await b;
    first.release({ data: card });
    await a;
    expect(store.foreignCard.isFor('12', 'second')).toBe(true);
    expect(store.foreignCard.card?.RandomId).toBe('second');

    const third = held();
    const { store: other } = setup(() => third.promise);
    const c = other.foreignCard.load('12', 'r4nd0m');
    other.foreignCard.forget();
    third.release({ data: card });
    await c;
    expect(other.foreignCard.status).toBe('idle');
    expect(other.foreignCard.card).toBeNull();
    expect(other.foreignCard.isFor('12', 'r4nd0m')).toBe(false);
  });
});

const genuine = { initials: 'M. T.', programName: 'DIA Security Induction', airport: 'Darwin International Airport', completedAt: '2026-11-20T02:00:00.000Z' };

describe('induction store: the certificate check (GET /api/induction-certificate/{code})', () => {
  it('says what we know of a code', async () => {
    const urls: string[] = [];
    const { store } = setup((config) => {
      urls.push(config.url!);
      return { data: genuine };
    });
    await store.certificate.check('K7Q2 9XPM');
    expect(store.certificate.status).toBe('loaded');
    expect(store.certificate.result).toEqual(genuine);
    expect(store.certificate.isFor('K7Q2 9XPM')).toBe(true);
    expect(urls).toEqual(['/api/induction-certificate/K7Q2%209XPM']);
  });

  it('tells an unknown code (404, missing) from a check that failed, which retry asks again', async () => {
    let reply: FakeReply = { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'No such certificate' } };
    const { store } = setup(() => reply);
    await store.certificate.check('K7Q2-9XPM');
    expect(store.certificate.status).toBe('missing');
    reply = { status: 503, data: {} };
    await store.certificate.retry();
    expect(store.certificate.status).toBe('failed');
    reply = { data: genuine };
    await store.certificate.retry();
    expect(store.certificate.status).toBe('loaded');
    expect(store.certificate.code).toBe('K7Q2-9XPM');
  });

  it('keeps only the newest check\'s answer, and none once forgotten', async () => {
    const slow = held();
    const { store } = setup((config) => (config.url!.endsWith('/OLD') ? slow.promise : { data: genuine }));
    const old = store.certificate.check('OLD');
    await store.certificate.check('NEW');
    slow.release({ status: 404, data: {} });
    await old;
    expect(store.certificate.isFor('NEW')).toBe(true);
    expect(store.certificate.status).toBe('loaded');
    store.certificate.forget();
    expect(store.certificate.status).toBe('idle');
    expect(store.certificate.result).toBeNull();
  });
});
