import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_CARD_PAGE_SIZE } from '@cards/shared/staff';
import { outbox } from '../draft-helpers.ts';
import { createTestApp, expectErrorShape, localityDataDir, uniqueEmail, type TestApp } from '../helpers.ts';
import { enrolment, foreignCard, inductionConfig } from '../induction-helpers.ts';
import { memberSession } from './staff-helpers.ts';

// Foreign cards in the staff console (issue: the staff console, 'Actions': create or show a foreign card). An
// officer registers a card issued elsewhere from a paper form with the induction-only page's rules (the same
// shared function: a body the page would refuse is refused here, naming the field); the holder is emailed the link
// to their inductions; the registration has its audit row and names who made it. A brand's staff see only its own
// cards; a brand without inductions has none.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: inductionConfig() });
});
afterAll(async () => t?.close());

const officer = (company = 'adg', name = 'Orla Officer') => memberSession(t.app, company, uniqueEmail('officer'), ['officer'], name);

describe('registering a foreign card in the console', () => {
  it('registers the card and its inductions, emails the holder, keeps who did it, and shows it', async () => {
    const { browser, id: staffId } = await officer();
    const email = uniqueEmail('holder');
    const res = await browser.request('POST', '/api/staff/foreign-cards', enrolment({ Email: email, Inductions: [8, 155], Asicnum: 'qf76543', Surname: 'Registered' }));
    expect(res.statusCode, res.body).toBe(201);
    const { id, mailQueued } = res.json() as { id: number; mailQueued: boolean };
    expect(mailQueued).toBe(true);

    const card = (await browser.request('GET', `/api/staff/foreign-cards/${id}`)).json();
    expect(card).toMatchObject({
      id, firstname: 'Żaneta', surname: 'Registered', email, cardNumber: '****543', expiry: '2027-06-30', registeredBy: 'Orla Officer',
      address: { line1: '1 Mitchell Street', locality: 'DARWIN CITY', state: 'NT', postcode: '0800' },
      inductions: [
        { name: 'DIA Security Induction', completedAt: null, certificateCode: null },
        { name: 'ASP Security Induction', completedAt: null, certificateCode: null },
      ],
    });
    expect(card.statusPath).toMatch(new RegExp(`^/induction-status/${id}/[\\w-]{24}\\?company=adg$`));
    // The whole number is never in an answer.
    expect(JSON.stringify(card)).not.toContain('QF76543');

    const [mail] = await outbox(t, email);
    expect(mail?.text).toContain(card.statusPath.split('?')[0]);
    const audit = await t.app.db.selectFrom('staff_audit').selectAll().where('actor_id', '=', staffId).where('action', '=', 'foreign-card.register').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after)).toEqual({ foreignCardId: id, programIds: [3, 4] });

    const found = (await browser.request('GET', `/api/staff/foreign-cards?q=${encodeURIComponent('MARIA regist')}`)).json();
    expect(found).toMatchObject({ total: 1, page: 1, pageSize: FOREIGN_CARD_PAGE_SIZE });
    expect(found.cards[0]).toMatchObject({ id, name: 'Żaneta Maria Registered', cardNumber: '****543', inductionsDone: 0, inductionsTotal: 2 });
    // Any name's start, folded to lower case beyond ASCII as JavaScript folds it (SQLite's lower() does not).
    for (const q of [email.toUpperCase(), 'QF76543', 'qf 765 43', 'registered', 'ŻANETA MARIA R']) {
      expect((await browser.request('GET', `/api/staff/foreign-cards?q=${encodeURIComponent(q)}`)).json().cards.map((c: { id: number }) => c.id), q).toContain(id);
    }
  });

  it('a card the holder enrolled online says so, and a finished induction shows its certificate', async () => {
    const { browser } = await officer();
    const enrolled = await foreignCard(t);
    await t.app.db.updateTable('inductions').set({ completed_at: '2026-11-20T01:00:00.000Z', certificate_code: 'ABCD-EFGH-JKLM' })
      .where('foreign_card_id', '=', enrolled.Id).execute();
    const card = (await browser.request('GET', `/api/staff/foreign-cards/${enrolled.Id}`)).json();
    expect(card.registeredBy).toBeNull();
    expect(card.inductions).toEqual([{ name: 'DIA Security Induction', completedAt: '2026-11-20T01:00:00.000Z', certificateCode: 'ABCD-EFGH-JKLM' }]);
    const listed = (await browser.request('GET', `/api/staff/foreign-cards?q=${encodeURIComponent(enrolled.email)}`)).json().cards[0];
    expect(listed).toMatchObject({ inductionsDone: 1, inductionsTotal: 1 });
  });

  it.each([
    ['a missing first name', { Firstname: '' }, { Firstname: 'required' }],
    ['an airport adg does not enrol for', { Inductions: [5] }, { Inductions: 'invalid' }],
    ['an expired card', { MsicExpiry: '2020-01' }, { MsicExpiry: 'cardexpired' }],
    ['one of our own numbers', { Asicnum: 'VEA0001501' }, { Asicnum: 'invalid' }],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_what, change, fields) => {
    const { browser } = await officer();
    const before = await t.app.db.selectFrom('foreign_cards').select('id').execute();
    const res = await browser.request('POST', '/api/staff/foreign-cards', enrolment(change));
    expectErrorShape(res, 400);
    expect(res.json().fields).toEqual(fields);
    expect(await t.app.db.selectFrom('foreign_cards').select('id').execute()).toHaveLength(before.length);
  });

  it('with the locality data loaded, refuses a suburb not in that state with that postcode', async () => {
    const dataDir = await localityDataDir({ NT: [['DARWIN CITY', 3, '0800']] });
    const withData = await createTestApp({ shell: false, config: { ...inductionConfig(), dataDir } });
    try {
      const { browser } = await memberSession(withData.app, 'adg', uniqueEmail('officer'), ['officer']);
      const refused = await browser.request('POST', '/api/staff/foreign-cards', enrolment({ Postcode: '0870' }));
      expect(expectErrorShape(refused, 400).fields).toEqual({ Localityname: 'locality' });
      expect((await browser.request('POST', '/api/staff/foreign-cards', enrolment())).statusCode).toBe(201);
    } finally {
      await withData.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('pages the list, newest first', async () => {
    const { browser } = await officer('bne');
    const surname = `Paged${uniqueEmail('x').replace(/[^a-z]/g, '')}`;
    const made: number[] = [];
    for (let i = 0; i < FOREIGN_CARD_PAGE_SIZE + 2; i++) made.push((await foreignCard(t, { Surname: surname, Inductions: [5] }, 'bne')).Id);
    const first = (await browser.request('GET', `/api/staff/foreign-cards?q=${surname}`)).json();
    const second = (await browser.request('GET', `/api/staff/foreign-cards?q=${surname}&page=2`)).json();
    expect(first.total).toBe(made.length);
    expect([...first.cards, ...second.cards].map((c: { id: number }) => c.id)).toEqual([...made].reverse());
  });
});

describe('whose cards a member sees', () => {
  it('another brand\'s card is not found, and never listed', async () => {
    const theirs = await foreignCard(t, { Inductions: [5] }, 'bne');
    const { browser } = await officer('adg');
    expectErrorShape(await browser.request('GET', `/api/staff/foreign-cards/${theirs.Id}`), 404);
    expect((await browser.request('GET', `/api/staff/foreign-cards?q=${encodeURIComponent(theirs.email)}`)).json().cards).toEqual([]);
  });

  it('a brand without inductions has no foreign cards: 404, and nothing is registered', async () => {
    const { browser } = await officer('default');
    expectErrorShape(await browser.request('GET', '/api/staff/foreign-cards'), 404);
    const before = await t.app.db.selectFrom('foreign_cards').select('id').execute();
    expectErrorShape(await browser.request('POST', '/api/staff/foreign-cards', enrolment()), 404);
    expect(await t.app.db.selectFrom('foreign_cards').select('id').execute()).toHaveLength(before.length);
  });

  it('an assessor may not register or read them', async () => {
    const { browser } = await memberSession(t.app, 'adg', uniqueEmail('assessor'), ['assessor']);
    expectErrorShape(await browser.request('GET', '/api/staff/foreign-cards'), 403);
    expectErrorShape(await browser.request('POST', '/api/staff/foreign-cards', enrolment()), 403);
  });
});
