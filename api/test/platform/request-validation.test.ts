import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft, headers, outbox, step1 } from '../draft-helpers.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../helpers.ts';
import { Type } from 'typebox';
import { validatorCompiler } from '../../src/platform/request-validation.ts';
import { idParams } from '../../src/platform/route-schemas.ts';

// src/platform/request-validation.ts: bodies are checked as sent; path parameters and query strings are converted to their
// schema's types (ARCHITECTURE 'API conventions': bad input is a 400 naming its fields, never a 5xx).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: { outboxPage: true } });
});
afterAll(async () => {
  await t.close();
});

const report = { url: 'http://localhost/apply', message: 'Boom', type: 'exception' };

function postReport(payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/logger', headers: { 'content-type': 'application/json' }, payload });
}

describe('a body is checked as it was sent', () => {
  it('refuses a number sent as text instead of converting it', async () => {
    const { key, id } = await createDraft(t, { ...step1 });
    const res = await t.app.inject({ method: 'POST', url: '/api/mail/form-saved', headers: headers(key), payload: { _id: String(id) } });
    expect(expectErrorShape(res, 400).fields).toEqual({ _id: 'invalid' });
    expect(await outbox(t, step1.Email)).toHaveLength(0);
  });

  it('refuses a member its schema does not allow instead of dropping it', async () => {
    expect(expectErrorShape(await postReport({ ...report, extra: 1 }), 400).fields).toEqual({ extra: 'invalid' });
    expect(await t.app.db.selectFrom('client_errors').selectAll().execute()).toHaveLength(0);
  });

  it('names every missing member', async () => {
    expect(expectErrorShape(await postReport({}), 400).fields).toEqual({ url: 'required', message: 'required', type: 'required' });
  });
});

describe('path parameters and query strings are converted to their types', () => {
  it('reads an id written in digits as a number', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/airport/075' })).json()).toMatchObject({ Id: 75 });
  });

  it.each(['1e2', '0x4b', '+75', '75.0', '%2075', '0'])('answers 400 naming the id for %j, which is not plain digits', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/airport/${id}` });
    expect(expectErrorShape(res, 400).fields).toEqual({ id: 'invalid' });
  });

  it('takes a query member\'s default and converts a given one, and refuses text that is no number', async () => {
    for (const email of ['q1@example.com', 'q2@example.com', 'q3@example.com']) {
      // Made with step 1 complete, so each queues its saved-form email.
      await createDraft(t, { ...step1, Email: email, EmailConfirm: email, _stepCompleted: 1 });
    }
    const all = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as unknown[];
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=2' })).json()).toHaveLength(2);
    for (const limit of ['two', '1e1', '101']) {
      expect(expectErrorShape(await t.app.inject({ method: 'GET', url: `/api/dev/outbox?limit=${limit}` }), 400).fields)
        .toEqual({ limit: 'invalid' });
    }
  });
});

describe('a path of ids only is converted without TypeBox\'s walk, to the same values', () => {
  const schemas = { idParams, two: Type.Object({ id: Type.Integer({ minimum: 1 }), n: Type.Integer({ maximum: 9 }) }) };
  const inputs = ['1', '075', '999999999', '1000000000', '0', '', '1e3', ' 7', '0x1f', '+7', '-1', '1.5', '99999999999999999999999', 'abc'];

  it.each(Object.keys(schemas) as Array<keyof typeof schemas>)('%s: as the general conversion (used for query strings) gives', (name) => {
    const schema = schemas[name];
    const ids = validatorCompiler({ schema, httpPart: 'params', method: 'GET', url: '/' }) as (v: unknown) => { value?: unknown; error?: unknown };
    const general = validatorCompiler({ schema, httpPart: 'querystring', method: 'GET', url: '/' }) as typeof ids;
    for (const a of inputs) {
      for (const b of name === 'two' ? inputs : ['']) {
        const text = name === 'two' ? { id: a, n: b } : { id: a };
        const [fast, slow] = [ids(text), general(text)];
        expect(fast.value, JSON.stringify(text)).toEqual(slow.value);
        expect(Boolean(fast.error), JSON.stringify(text)).toBe(Boolean(slow.error));
      }
    }
  });
});
