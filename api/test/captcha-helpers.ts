import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect } from 'vitest';
import { loadConfig, type CaptchaSettings, type Config } from '../src/platform/config.ts';
import type { TestApp } from './helpers.ts';

// The contact forms' captcha in tests: ALTCHA challenges small enough to solve at once with altcha-lib's own solver,
// as the widget does in a browser.

/** ALTCHA settings with a tiny proof of work; `changes` on top. */
export function quickCaptcha(changes: Partial<CaptchaSettings['altcha']> = {}, base: Partial<Config> = {}): CaptchaSettings {
  const settings = base.captcha ?? loadConfig({}).captcha;
  return { ...settings, altcha: { ...settings.altcha, cost: 1, maxCounter: 20, ...changes } };
}

export async function fetchChallenge(t: TestApp): Promise<Challenge> {
  const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Challenge>();
}

/** The widget's payload for a challenge: base64 of the challenge and its solution. */
export function payloadOf(challenge: Challenge, solution: { counter: number; derivedKey: string }): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A fresh challenge from the api, solved: what the page sends as `recaptcha`. */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const challenge = await fetchChallenge(t);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('The test challenge was not solved in time.');
  return payloadOf(challenge, solution);
}
