import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '@cards/shared/brand';
import { ReportTypes, type ReportType } from '@cards/shared/validation';
import { createTestApp, expectErrorShape, mailSettings, statedRefusal, withoutLimits, type TestApp } from '../helpers.ts';
import { quickCaptcha, solvedCaptcha } from '../captcha-helpers.ts';

// SPEC §7 POST /api/mail/contact-us (§5 'Contact', §8 'Contact') and POST /api/mail/card-holder-report:
// the shared rules on the server, the enquiry stored with the office's email and the acknowledgement queued in the
// outbox, per-client limits, and bad requests answered 400, never 500.

let t: TestApp;
beforeAll(async () => {
  const base = withoutLimits();
  t = await createTestApp({ shell: false, config: { ...base, captcha: quickCaptcha({}, base), officeEmail: 'office@example.com.au' } });
});
afterAll(async () => {
  await t.close();
});

const general = {
  EnquiryType: 'General Enquiries', Name: 'Jane Citizen', Email: 'jane.general@example.com.au', Phone: '0400 000 000',
  Message: 'When will my card arrive?\n\nI applied <b>two</b> weeks ago & have heard nothing.', CardNum: 'ABC1234',
};
const company = {
  EnquiryType: 'Company Enquiries', Name: 'Sam Lee', Email: 'sam.company@example.com', Message: 'We need cards for our ground staff.',
  CardsRequired: 25, Company: 'Top End Ground Handling',
};

const today = new Date();
const daysAgo = (n: number) => new Date(today.getTime() - n * 86_400_000).toISOString().slice(0, 10);
const report = {
  CardType: 'asic', FullName: 'Jane Citizen', Birthdate: '1990-05-14', Email: 'jane.report@example.com.au', CardNumber: 'ABC1234',
};
const own: Record<ReportType, Record<string, string>> = {
  lost: { EventDate: daysAgo(3) },
  stolen: { EventDate: daysAgo(2), PoliceReport: 'E12345678' },
  damaged: { EventDate: daysAgo(30) },
  'name-change': { PreviousName: 'Jane Smith', NewName: 'Jane Citizen' },
  'address-change': { Address: '12 Smith Street', Suburb: 'Darwin', State: 'NT', Postcode: '0800' },
  return: { ReturnMethod: 'post' },
};

async function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: { ...payload, recaptcha: await solvedCaptcha(t) }, headers });
}

async function outboxTo(address: string) {
  return t.app.db.selectFrom('outbox').selectAll().where('recipient', '=', address).orderBy('id').execute();
}

describe('POST /api/mail/contact-us', () => {
  it('stores a general enquiry without the company fields, emails the office and thanks the person', async () => {
    const res = await post('/api/mail/contact-us', general, { 'x-company': 'adg' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: true });
    expect(res.headers['cache-control']).toBe('no-store');

    const row = await t.app.db.selectFrom('enquiries').selectAll().where('kind', '=', 'contact').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'General Enquiries', company: 'adg' });
    // The captcha's answer is not kept.
    expect(JSON.parse(row.payload)).toEqual(general);

    const [office] = (await t.app.db.selectFrom('outbox').selectAll().where('kind', '=', 'contact-office').orderBy('id', 'desc').execute());
    expect(office).toMatchObject({ to_address: 'office@example.com.au', reply_to: general.Email, subject: 'General enquiry from Jane Citizen' });
    expect(office!.text).toContain('Card number: ABC1234');
    expect(office!.text).toContain('I applied <b>two</b> weeks ago & have heard nothing.');
    // Everything typed is escaped in the HTML.
    expect(office!.html).toContain('I applied &lt;b&gt;two&lt;/b&gt; weeks ago &amp; have heard nothing.');
    expect(office!.html).not.toContain('<b>two</b>');

    const [ack, ...more] = await outboxTo(general.Email);
    expect(more).toEqual([]);
    expect(ack).toMatchObject({ kind: 'contact-ack', reply_to: brands.adg.contact.email, subject: `We have your enquiry to ${brands.adg.name}` });
    expect(ack!.text).toMatch(/^Hello Jane Citizen,/);
    // The person's own words are not sent back to the address they typed.
    expect(ack!.text).not.toContain('two');
    expect(ack!.html).not.toContain('two');
  });

  it('keeps a company enquiry without the card number, with cards required as a number', async () => {
    const res = await post('/api/mail/contact-us', { ...company, CardsRequired: '25' });
    expect(res.json()).toEqual({ result: true });
    const row = await t.app.db.selectFrom('enquiries').selectAll().where('type', '=', 'Company Enquiries').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.company).toBe('default');
    expect(JSON.parse(row.payload)).toEqual(company);
    const [office] = await t.app.db.selectFrom('outbox').selectAll().where('reply_to', '=', company.Email).execute();
    expect(office!.text).toContain('Cards needed: 25');
    expect(office!.text).toContain('Company: Top End Ground Handling');
  });

  it('drops what the type does not use: a company enquiry with a card number, a general one with company fields', async () => {
    expect((await post('/api/mail/contact-us', { ...company, Email: 'drop.one@example.com', CardNum: 'junk' })).json()).toEqual({ result: true });
    expect((await post('/api/mail/contact-us', { ...general, Email: 'drop.two@example.com', CardsRequired: 0, Company: '' })).json()).toEqual({ result: true });
    const rows = await t.app.db.selectFrom('enquiries').select('payload').orderBy('id', 'desc').limit(2).execute();
    expect(JSON.parse(rows[1]!.payload)).not.toHaveProperty('CardNum');
    expect(JSON.parse(rows[0]!.payload)).not.toHaveProperty('CardsRequired');
    expect(JSON.parse(rows[0]!.payload)).not.toHaveProperty('Company');
  });

  it('refuses what the shared rules refuse, naming the fields, before the captcha is spent', async () => {
    const captcha = await solvedCaptcha(t);
    const res = await t.app.inject({
      method: 'POST', url: '/api/mail/contact-us', payload: { ...company, CardsRequired: 6000, Company: '', Name: 'J4ne', recaptcha: captcha },
    });
    expect(expectErrorShape(res, 400).fields).toEqual({ CardsRequired: 'wholenumber', Company: 'required', Name: 'name' });
    // The same answer still works once the form is right.
    const fixed = await t.app.inject({ method: 'POST', url: '/api/mail/contact-us', payload: { ...company, recaptcha: captcha } });
    expect(fixed.json()).toEqual({ result: true });
    const missing = await t.app.inject({ method: 'POST', url: '/api/mail/contact-us', payload: general });
    expect(expectErrorShape(missing, 400).fields).toEqual({ recaptcha: 'captcha' });
  });

  it('a wrong captcha answer stores nothing and sends nothing', async () => {
    const before = await t.app.db.selectFrom('enquiries').select('id').execute();
    const res = await t.app.inject({ method: 'POST', url: '/api/mail/contact-us', payload: { ...general, Email: 'nobody@example.com', recaptcha: 'wrong' } });
    expect(res.json()).toEqual({ result: false, error: 'captcha' });
    expect(await t.app.db.selectFrom('enquiries').select('id').execute()).toEqual(before);
    expect(await outboxTo('nobody@example.com')).toEqual([]);
  });
});

describe('POST /api/mail/card-holder-report', () => {
  it.each(ReportTypes)('a %s report is stored with only its fields and answers its reference', async (type) => {
    const email = `report.${type}@example.com.au`;
    const res = await post('/api/mail/card-holder-report', { ...report, ...own[type], Email: email, ReportType: type, Details: 'Left it on the bus.' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({ result: true, reference: expect.stringMatching(/^R\d{6}$/), emailed: true });
    const row = await t.app.db.selectFrom('enquiries').selectAll().where('id', '=', Number(answer.reference.slice(1))).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'report', type });
    expect(Object.keys(JSON.parse(row.payload)).sort()).toEqual(['ReportType', ...Object.keys(report), ...Object.keys(own[type]), 'Details'].sort());
    const [office] = await t.app.db.selectFrom('outbox').selectAll().where('reply_to', '=', email).execute();
    expect(office).toMatchObject({ kind: 'report-office', to_address: 'office@example.com.au' });
    expect(office!.subject).toContain(answer.reference);
    expect(office!.text).toContain('Card number: ABC1234');
    const [ack] = await outboxTo(email);
    expect(ack).toMatchObject({ kind: 'report-ack', subject: `We have your report: ${answer.reference}` });
    expect(ack!.text).not.toContain('bus');
  });

  it.each([
    ['lost', { EventDate: undefined }, { EventDate: 'required' }],
    ['stolen', { EventDate: daysAgo(400) }, { EventDate: 'withinyear' }],
    ['name-change', { NewName: '' }, { NewName: 'required' }],
    ['address-change', { Postcode: '', State: 'XX' }, { Postcode: 'required', State: 'invalid' }],
    ['return', { ReturnMethod: 'courier' }, { ReturnMethod: 'invalid' }],
    ['lost', { CardType: 'msic' }, { CardNumber: 'msicnum' }],
  ] as const)('a %s report with %j is a 400 naming %j', async (type, change, fields) => {
    const res = await post('/api/mail/card-holder-report', { ...report, ...own[type], ReportType: type, ...change });
    expect(expectErrorShape(res, 400).fields).toEqual(fields);
  });

  it('a police report number with hyphens and slashes is kept as given; other signs are a 400 naming it', async () => {
    const res = await post('/api/mail/card-holder-report', { ...report, ...own.stolen, ReportType: 'stolen', PoliceReport: 'WAPOL-2026-118822' });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.app.db.selectFrom('enquiries').selectAll().where('id', '=', Number(res.json().reference.slice(1))).executeTakeFirstOrThrow();
    expect(JSON.parse(row.payload).PoliceReport).toBe('WAPOL-2026-118822');
    const slash = await post('/api/mail/card-holder-report', { ...report, ...own.stolen, ReportType: 'stolen', PoliceReport: 'E12345678/26' });
    expect(slash.statusCode, slash.body).toBe(200);
    const bad = await post('/api/mail/card-holder-report', { ...report, ...own.stolen, ReportType: 'stolen', PoliceReport: 'WAPOL#2026' });
    expect(expectErrorShape(bad, 400).fields).toEqual({ PoliceReport: 'policereport' });
  });

  it('a wrong captcha answer is result false, with no reference', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/mail/card-holder-report', payload: { ...report, ...own.return, ReportType: 'return', recaptcha: 'wrong' },
    });
    expect(res.json()).toEqual({ result: false, error: 'captcha' });
  });
});

describe('bad requests are 400s, never 500s', () => {
  it.each(['/api/mail/contact-us', '/api/mail/card-holder-report'])('%s', async (url) => {
    const json = { 'content-type': 'application/json' };
    expectErrorShape(await t.app.inject({ method: 'POST', url, headers: json, payload: '{"Name": "Jane",' }), 400);
    expectErrorShape(await t.app.inject({ method: 'POST', url, headers: json, payload: '[]' }), 400);
    expectErrorShape(await t.app.inject({ method: 'POST', url, headers: json, payload: 'null' }), 400);
    expect(expectErrorShape(await t.app.inject({ method: 'POST', url, payload: { ...general, Admin: true } }), 400).fields).toMatchObject({ Admin: 'invalid' });
    expect(expectErrorShape(await t.app.inject({ method: 'POST', url, payload: { Email: 42, recaptcha: ['x'] } }), 400).fields)
      .toMatchObject({ Email: 'invalid' });
    expectErrorShape(await t.app.inject({ method: 'POST', url, payload: { ...company, CardsRequired: true } }), 400);
    expectErrorShape(await t.app.inject({ method: 'POST', url, payload: { Message: 'x'.repeat(300_000) } }), 413);
    expectErrorShape(await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: 'hello' }), 415);
  });
});

// The stolen-card confirmation said a copy was emailed, but the copy was skipped because the address had
// passed its hourly limit. A report is a duty the law sets: its acknowledgement is never dropped by that limit, and
// the answer says whether it was queued.
describe('a card holder report past the mail limit per address', () => {
  it('is still acknowledged by email, and says so; a contact enquiry past it is not, and its answer does not claim one', async () => {
    const base = withoutLimits();
    const limited = await createTestApp({
      shell: false,
      config: { ...base, captcha: quickCaptcha({}, base), mail: mailSettings({ limits: { draftPerHour: 5, draftPerDay: 20, addressPerHour: 1, addressPerDay: 20 } }) },
    });
    try {
      const email = 'jane.limited@example.com.au';
      const send = async (url: string, payload: object) => limited.app.inject({ method: 'POST', url, payload: { ...payload, Email: email, recaptcha: await solvedCaptcha(limited) } });
      expect((await send('/api/mail/contact-us', general)).json()).toEqual({ result: true });
      const acks = async () => (await limited.app.db.selectFrom('outbox').select('kind').where('to_address', '=', email).execute()).map((r) => r.kind);
      expect(await acks()).toEqual(['contact-ack']);
      const stolen = await send('/api/mail/card-holder-report', { ...report, ...own.stolen, ReportType: 'stolen' });
      expect(stolen.json()).toEqual({ result: true, reference: expect.stringMatching(/^R\d{6}$/), emailed: true });
      expect(await acks()).toEqual(['contact-ack', 'report-ack']);
      expect((await send('/api/mail/contact-us', general)).json()).toEqual({ result: true });
      expect(await acks()).toEqual(['contact-ack', 'report-ack']);
    } finally {
      await limited.close();
    }
  });
});

describe('per-client limits', () => {
  it('answers 429 in the usual shape after the limit, on each route', async () => {
    const base = withoutLimits();
    const limited = await createTestApp({
      shell: false, config: { ...base, captcha: quickCaptcha({}, base), contactRateLimit: { max: 2, windowMs: 600_000 } },
    });
    try {
      for (const url of ['/api/mail/contact-us', '/api/mail/card-holder-report']) {
        for (let i = 0; i < 2; i += 1) {
          expect((await limited.app.inject({ method: 'POST', url, payload: { recaptcha: 'x' } })).statusCode).toBe(400);
        }
        const res = await limited.app.inject({ method: 'POST', url, payload: { ...general, recaptcha: 'x' } });
        expect(expectErrorShape(res, 429).message).toBe(statedRefusal(res));
        expect(res.headers['retry-after']).toBeDefined();
      }
    } finally {
      await limited.close();
    }
  });
});
