import { describe, expect, it } from 'vitest';
import { tooManyRequestsText, waitText } from './wait-text.ts';

// The wait a 429 names, from its Retry-After.
describe('waitText', () => {
  it.each([
    [0, 'in 1 minute'], [1, 'in 1 minute'], [60_000, 'in 1 minute'], [60_001, 'in 2 minutes'], [15 * 60_000, 'in 15 minutes'],
    [89 * 60_000, 'in 89 minutes'], [90 * 60_000, 'in 2 hours'], [24 * 3_600_000, 'in 24 hours'], [24 * 3_600_000 - 5_000, 'in 24 hours'],
  ])('%i ms → %s', (ms, text) => {
    expect(waitText(ms)).toBe(text);
  });
});

// The enrolment's limit said 'try again in a minute' with Retry-After: 1777.
describe('tooManyRequestsText', () => {
  it.each([
    [1777_000, 'Too many requests, please try again in 30 minutes'], [45_000, 'Too many requests, please try again in a minute'],
    [3_600_000, 'Too many requests, please try again in 60 minutes'], [undefined, 'Too many requests, please try again later'],
  ])('%s ms → %s', (ms, text) => {
    expect(tooManyRequestsText(ms)).toBe(text);
  });
});
