import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorShape, type TestApp } from '../helpers.ts';
import { foreignCard, inductionConfig, type EnrolledCard } from '../induction-helpers.ts';

// SPEC §7 GET /api/foreign-card/{id}/{randomId} and …/inductions/incomplete, the induction-status page's
// calls for a card issued elsewhere. The RandomId is the key: a wrong one is the same 404 as an id that does not exist.

let t: TestApp;
let card: EnrolledCard;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: inductionConfig() });
  card = await foreignCard(t, { Inductions: [8, 155], Asicnum: 'XYZ9876' });
});
afterAll(async () => {
  await t.close();
});

const getCard = (id: number | string, randomId: string, suffix = '') => t.app.inject({ method: 'GET', url: `/api/foreign-card/${id}/${randomId}${suffix}` });
const list = (id: number | string, randomId: string) => getCard(id, randomId, '/inductions/incomplete');

describe('GET /api/foreign-card/{id}/{randomId}', () => {
  it('the card, its number hidden but its last 3 characters, with its inductions; not cached', async () => {
    const res = await getCard(card.Id, card.RandomId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      Id: card.Id, RandomId: card.RandomId, Firstname: 'Żaneta', Surname: 'Kowalska-Nowak', CardNumber: '****876',
      MsicExpiry: '2027-06-30', company: 'adg',
      inductions: [
        { inductionName: 'DIA Security Induction', url: `/induction/${card.inductionIds[0]}`, completedAt: null },
        { inductionName: 'ASP Security Induction', url: `/induction/${card.inductionIds[1]}`, completedAt: null },
      ],
    });
    expect(res.body).not.toContain('XYZ');
    expect(res.body).not.toMatch(/1988|@example\.com|Mitchell/);
  });
});

describe('GET /api/foreign-card/{id}/{randomId}/inductions/incomplete', () => {
  it('every induction of the card, a finished one with its completion time', async () => {
    const finish = await t.app.inject({ method: 'POST', url: `/induction/${card.inductionIds[1]}/answer/0`, payload: { module: 0, answers: { 0: true } } });
    expect(finish.json().induction).toBe('complete');
    const res = await list(card.Id, card.RandomId);
    expect(res.statusCode, res.body).toBe(200);
    const [dia, asp] = res.json();
    expect(dia).toEqual({ inductionName: 'DIA Security Induction', url: `/induction/${card.inductionIds[0]}`, completedAt: null });
    expect(asp.completedAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  });
});

describe('the RandomId is the key', () => {
  it('a wrong RandomId, another card\'s, or an id that does not exist: the same 404 on both calls', async () => {
    const other = await foreignCard(t);
    const wrong = card.RandomId.slice(0, -1) + (card.RandomId.endsWith('A') ? 'B' : 'A');
    const missing = expectErrorShape(await getCard(999_999, card.RandomId), 404);
    for (const [id, randomId] of [[card.Id, wrong], [card.Id, other.RandomId], [other.Id, card.RandomId], [card.Id, 'x'], [card.Id, card.RandomId.toLowerCase()]] as const) {
      expect(expectErrorShape(await getCard(id, randomId), 404)).toEqual(missing);
      expect(expectErrorShape(await list(id, randomId), 404)).toEqual(missing);
    }
  });

  it('RandomIds and induction ids are 18 random bytes each, all different; ids are numbers only', async () => {
    const cards = await Promise.all(Array.from({ length: 8 }, () => foreignCard(t)));
    const secrets = cards.flatMap((c) => [c.RandomId, ...c.inductionIds]);
    for (const secret of secrets) expect(secret).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(new Set(secrets).size).toBe(secrets.length);
    expectErrorShape(await getCard('abc', card.RandomId), 400);
    expectErrorShape(await getCard(card.Id, 'r'.repeat(65)), 400);
  });

  it('429 past the limit per client', async () => {
    const limited = await createTestApp({ shell: false, config: inductionConfig({ readRateLimit: { max: 2, windowMs: 60_000 } }) });
    try {
      const mine = await foreignCard(limited);
      const get = () => limited.app.inject({ method: 'GET', url: `/api/foreign-card/${mine.Id}/${mine.RandomId}` });
      expect((await get()).statusCode).toBe(200);
      expect((await get()).statusCode).toBe(200);
      expectErrorShape(await get(), 429);
    } finally {
      await limited.close();
    }
  });
});
