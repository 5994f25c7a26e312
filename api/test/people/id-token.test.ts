import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, type JWTPayload } from 'jose';
import { signIdToken } from '../../src/features/people/id-token.ts';
import { createTestApp, expectErrorShape, withoutLimits, type TestApp } from '../helpers.ts';
import { submittedPerson, type SubmittedPerson } from '../draft-helpers.ts';

// SPEC §6 status access by a token the api signs: a token is taken only in the exact form
// the api issues. Its subject is the people id as signIdToken writes it, and it lives no longer than the api
// issues tokens for, whatever its own exp says.

let t: TestApp;
let person: SubmittedPerson;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: withoutLimits() });
  person = await submittedPerson(t);
});
afterAll(async () => {
  await t.close();
});

const now = () => Math.floor(Date.now() / 1000);

/** A token signed with the api's own secret, with the claims given (the api's issuer and a jti unless changed). */
function signed(claims: Omit<JWTPayload, 'sub'> & { sub?: unknown }): Promise<string> {
  return new SignJWT({ iss: 'cards-api', jti: `test-${Math.random().toString(36).slice(2)}`, ...claims } as JWTPayload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(t.config.auth.jwtSecret));
}

function getPerson(token: string) {
  return t.app.inject({ method: 'GET', url: `/api/people/${person.Id}`, headers: { authorization: `Bearer ${token}` } });
}

describe('the token check reads the subject exactly', () => {
  it('takes the token the api issues, and one made the same way by hand', async () => {
    expect((await getPerson(await signIdToken(person.Id, t.config.auth))).statusCode).toBe(200);
    const ttl = t.config.auth.idTokenTtlSeconds;
    expect((await getPerson(await signed({ sub: String(person.Id), iat: now(), exp: now() + ttl }))).statusCode).toBe(200);
  });

  it.each([
    ['a leading space', (id: number) => ` ${id}`],
    ['a trailing space', (id: number) => `${id} `],
    ['a leading zero', (id: number) => `0${id}`],
    ['hexadecimal', (id: number) => `0x${id.toString(16)}`],
    ['a plus sign', (id: number) => `+${id}`],
    ['a decimal point', (id: number) => `${id}.0`],
    ['an exponent', (id: number) => `${id / 10}e1`],
    ['a list', (id: number) => [id]],
    ['a number', (id: number) => id],
  ])('refuses a subject with %s (401 unauthenticated)', async (_name, subjectOf) => {
    const token = await signed({ sub: subjectOf(person.Id), iat: now(), exp: now() + 60 });
    expect(expectErrorShape(await getPerson(token), 401).reason).toBe('unauthenticated');
  });
});

describe('a token lives no longer than the api issues tokens for', () => {
  it('refuses a token whose exp is further from its iat than the issued lifetime', async () => {
    const ttl = t.config.auth.idTokenTtlSeconds;
    for (const exp of [now() + ttl + 60, now() + 10 * 365 * 24 * 3600]) {
      const token = await signed({ sub: String(person.Id), iat: now(), exp });
      expect(expectErrorShape(await getPerson(token), 401).reason).toBe('unauthenticated');
    }
  });

  it('refuses a token issued in the future, or with no issue time', async () => {
    const inFuture = await signed({ sub: String(person.Id), iat: now() + 600, exp: now() + 660 });
    expect(expectErrorShape(await getPerson(inFuture), 401).reason).toBe('unauthenticated');
    const undated = await signed({ sub: String(person.Id), exp: now() + 60 });
    expect(expectErrorShape(await getPerson(undated), 401).reason).toBe('unauthenticated');
  });
});
