import { describe, expect, it } from 'vitest';
import {
  WRONG_ANSWER_MESSAGE, canOpenModule, clampModule, encodeAnswers, givenInductionAirports, inductionNextStep, isAnswerCorrect, isAnswerMissing,
  lastDayOfMonth, nameInitials, programsForAirports, progressPercent, swipeDirection, wrongAnswerMessage,
  type AnswerValue, type QuestionSolution, type QuestionType,
} from './induction.ts';

describe('SPEC §5: the airports a trainee enrols for without choosing', () => {
  it('is the one airport of a brand that has one, and none to give for a brand with several', () => {
    expect(givenInductionAirports('bne')).toEqual([5]);
    expect(givenInductionAirports('adg')).toBeNull();
  });
});

describe('SPEC §3, §9: the programs a trainee takes for the airports chosen', () => {
  it.each([
    ['adg, Darwin', 'adg', [8], [3]],
    ['adg, Alice Springs', 'adg', [155], [4]],
    ['adg, both, in airport order', 'adg', [155, 8], [4, 3]],
    ['adg, an airport twice', 'adg', [8, 8], [3]],
    ['adg ignores another brand\'s id', 'adg', [5, 8], [3]],
    ['bne, its induction id 5', 'bne', [5], [5]],
    ['bne ignores the shared Brisbane row (75)', 'bne', [75], []],
    ['a brand without inductions', 'scs', [8, 5], []],
  ])('%s', (_, company, airports, programs) => {
    expect(programsForAirports(company, airports)).toEqual(programs);
  });
});

describe('SPEC §3, §5: answers as the page posts them', () => {
  const questions = [
    { type: 'radio' as const, index: 0 },
    { type: 'checkbox' as const, index: 1 },
  ];

  it.each<[string, Record<number, AnswerValue>, object, number[]]>([
    ['both answered', { 0: 'b', 1: ['a', 'c'] }, { 0: 'b', 1: ['a', 'c'] }, []],
    ['radio empty', { 0: '', 1: ['a'] }, { 1: ['a'] }, [0]],
    ['checkbox with no choice', { 0: 'a', 1: [] }, { 0: 'a' }, [1]],
    ['nothing', {}, {}, [0, 1]],
  ])('%s', (_, values, answers, missing) => {
    expect(encodeAnswers(questions, values)).toEqual({ answers, missing });
  });

  it('a skip is always answered true; a declaration only when ticked', () => {
    expect(encodeAnswers([{ type: 'skip', index: 0 }], {})).toEqual({ answers: { 0: true }, missing: [] });
    expect(encodeAnswers([{ type: 'declaration', index: 0 }], { 0: false })).toEqual({ answers: {}, missing: [0] });
    expect(encodeAnswers([{ type: 'declaration', index: 0 }], { 0: true })).toEqual({ answers: { 0: true }, missing: [] });
  });

  it.each<[QuestionType, unknown, boolean]>([
    ['radio', undefined, true], ['radio', '', true], ['radio', 'a', false], ['radio', ['a'], true],
    ['checkbox', [], true], ['checkbox', ['a'], false], ['checkbox', 'a', true], ['checkbox', [''], true],
    ['skip', undefined, false],
    ['declaration', undefined, true], ['declaration', 'true', true], ['declaration', true, false],
  ])('SPEC §5 missing answer: %s %j → %s', (type, value, missing) => {
    expect(isAnswerMissing(type, value)).toBe(missing);
  });
});

describe('SPEC §4: the server marks each answer', () => {
  it.each<[string, QuestionSolution, unknown, boolean]>([
    ['radio right', { type: 'radio', answer: 'b' }, 'b', true],
    ['radio wrong', { type: 'radio', answer: 'b' }, 'a', false],
    ['radio sent as a list', { type: 'radio', answer: 'b' }, ['b'], false],
    ['checkbox right in any order', { type: 'checkbox', answer: ['a', 'c'] }, ['c', 'a'], true],
    ['checkbox with one missing', { type: 'checkbox', answer: ['a', 'c'] }, ['a'], false],
    ['checkbox with one extra', { type: 'checkbox', answer: ['a', 'c'] }, ['a', 'b', 'c'], false],
    ['checkbox with a repeat to fill the count', { type: 'checkbox', answer: ['a', 'c'] }, ['a', 'a'], false],
    ['checkbox with a number', { type: 'checkbox', answer: ['a'] }, [1], false],
    ['skip true', { type: 'skip' }, true, true],
    ['skip "true"', { type: 'skip' }, 'true', false],
    ['declaration true', { type: 'declaration' }, true, true],
    ['declaration missing', { type: 'declaration' }, undefined, false],
  ])('%s', (_, solution, posted, right) => {
    expect(isAnswerCorrect(solution, posted)).toBe(right);
  });

  it('SPEC §5: the question\'s words, else the module\'s, else the default', () => {
    expect(wrongAnswerMessage({ error: 'Look at zones again.' }, { error: 'Module words' })).toBe('Look at zones again.');
    expect(wrongAnswerMessage({}, { error: 'Module words' })).toBe('Module words');
    expect(wrongAnswerMessage({ error: '  ' }, {})).toBe(WRONG_ANSWER_MESSAGE);
    expect(WRONG_ANSWER_MESSAGE).toBe('You answered this question incorrectly.');
  });
});

describe('SPEC §4: moving through a program', () => {
  it.each([
    ['an earlier module', 1, 3, 8, true],
    ['the current module', 3, 3, 8, true],
    ['a later module', 4, 3, 8, false],
    ['before the first', -1, 3, 8, false],
    ['past the last', 8, 9, 8, false],
    ['not a whole number', 1.5, 3, 8, false],
  ])('back to %s', (_, target, server, count, allowed) => {
    expect(canOpenModule(target, server, count)).toBe(allowed);
  });

  it.each([[-3, 0], [0, 0], [4, 4], [7, 7], [12, 7], [2.7, 2]])('swipes clamp %d to %d of 8 modules', (index, clamped) => {
    expect(clampModule(index, 8)).toBe(clamped);
  });

  it.each([
    ['starts at 0', 0, 0, 8, 0],
    ['one of eight', 0, 1, 8, 13],
    ['never decreases after going back', 50, 2, 8, 50],
    ['caps at 100', 90, 9, 8, 100],
    ['complete', 88, 8, 8, 100],
    ['no modules', 20, 0, 0, 20],
  ])('progress %s', (_, previous, passed, count, percent) => {
    expect(progressPercent(previous, passed, count)).toBe(percent);
  });
});

describe('SPEC §9 swipe: vertical tolerance 75, minimum horizontal 30, ratio under 0.3', () => {
  it.each<[string, number, number, 'next' | 'previous' | null]>([
    ['left swipe', -120, 10, 'next'],
    ['right swipe', 120, -10, 'previous'],
    ['just at the minimum', -30, 0, 'next'],
    ['too short', -29, 0, null],
    ['too tall', -300, 76, null],
    ['ratio at 0.3 is not a swipe', -100, 30, null],
    ['ratio just under 0.3', -100, 29, 'next'],
    ['a tap', 0, 0, null],
    ['a scroll', 5, 200, null],
    ['not a number', Number.NaN, 0, null],
  ])('%s (%d, %d)', (_, dx, dy, direction) => {
    expect(swipeDirection(dx, dy)).toBe(direction);
  });
});

describe('SPEC §4: what the player does with the server\'s answer', () => {
  const path = '/induction/abc';
  it.each([
    ['complete redirects where the server says', { induction: 'complete' as const, redirect: '/induction/abc/complete' }, 'adg', { kind: 'redirect', to: '/induction/abc/complete' }],
    ['complete without a redirect goes to the completion page', { induction: 'complete' as const }, 'bne', { kind: 'redirect', to: '/induction/abc/complete' }],
    ['devonport reloads', { induction: 'devonport' as const }, 'adg', { kind: 'reload' }],
    ['another brand goes to the induction\'s domain', { domain: 'https://adg.example/induction/abc' }, 'scs', { kind: 'other-domain', to: 'https://adg.example/induction/abc' }],
    ['adg stays', { domain: 'https://adg.example/induction/abc' }, 'adg', { kind: 'stay' }],
  ])('%s', (_, state, company, step) => {
    expect(inductionNextStep(state, company, path)).toEqual(step);
  });
});

describe('SPEC §5: the card expiry is the last day of its month', () => {
  it.each([
    ['2027-02-10', '2027-02-28'],
    ['2028-02-01', '2028-02-29'],
    ['2027-12-05', '2027-12-31'],
    ['2027-04', '2027-04-30'],
    ['2027-13', null],
    ['2027-02-30', null],
    ['soon', null],
  ])('%s → %s', (input, output) => {
    expect(lastDayOfMonth(input)).toBe(output);
  });
});

describe('the public certificate check shows initials only', () => {
  it.each([
    ['Maia Te Aroha Tautahi', 'M. T. A. T.'],
    ['Żaneta Kowalska-Nowak', 'Ż. K. N.'],
    ['  ana   silva ', 'A. S.'],
  ])('%s → %s', (name, initials) => {
    expect(nameInitials(name)).toBe(initials);
  });
});
