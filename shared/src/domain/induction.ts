// The security induction (SPEC §3 induction entities, §4 'Induction', §5 'Induction', §9): the programs,
// how a trainee's answers are encoded, how far they may go back, how progress and swipes behave, and the card
// expiry of induction-only enrolment. Pure functions: the player calls them, the api checks answers with them.
import { brands, getBrand } from '@cards/shared/brand';
import { addDays, formatIsoDate, parseIsoDate } from './dates.ts';

/**
 * SPEC §3, §9 program ids: 3 DIA (Darwin International Airport) and 4 ASP (Alice Springs Airport), both run by adg;
 * 5 is ours, Brisbane Airport's program for bne (docs/decisions.md: bne's induction airport id is also 5).
 */
export const InductionProgramIds = { Darwin: 3, AliceSprings: 4, Brisbane: 5 } as const;
export type InductionProgramId = (typeof InductionProgramIds)[keyof typeof InductionProgramIds];

export const INDUCTION_PROGRAM_NAMES: Readonly<Record<InductionProgramId, string>> = {
  3: 'DIA Security Induction',
  4: 'ASP Security Induction',
  5: 'BNE Security Induction',
};

/**
 * SPEC §9: the brands that run inductions: those whose data offers induction-only enrolment, at airports of their
 * own (adg at 8 and 155; bne at 5).
 */
export function inductionCompanies(): string[] {
  return Object.values(brands).filter((brand) => brand.flags.induction && brand.airportOffice).map((brand) => brand.code);
}

/** The brands that ran inductions when this module loaded: for callers built before inductionCompanies(). */
export const INDUCTION_COMPANIES: readonly string[] = inductionCompanies();
/** The code of a brand that runs inductions. */
export type InductionCompany = string;

/** The brand's induction airports (its own airport ids), each with the program a trainee takes there. */
function inductionAirports(company: string): Array<{ id: number; name: string; program: InductionProgramId }> {
  if (!isInductionCompany(company)) return [];
  return getBrand(company).airportOffice!.airports.flatMap((a) =>
    a.inductionProgram === undefined ? [] : [{ id: a.own, name: a.fullName, program: a.inductionProgram as InductionProgramId }]);
}

/** The usual name of an airport whose induction we run, by its id (while the airport list is not loaded). */
export function inductionAirportName(id: number): string | undefined {
  return inductionCompanies().flatMap(inductionAirports).find((a) => a.id === id)?.name;
}

/** The airports whose inductions ran when this module loaded, by name: for callers built before inductionAirportName. */
export const INDUCTION_AIRPORT_NAMES: Readonly<Record<number, string>> = Object.fromEntries(
  inductionCompanies().flatMap(inductionAirports).map((a) => [a.id, a.name]),
);

/** SPEC §5 'Induction-only enrolment': the bne form's airport list is always id 5 (kept for older callers). */
export const BNE_INDUCTION_AIRPORTS: readonly number[] = [5];

export function isInductionCompany(company: unknown): company is InductionCompany {
  return typeof company === 'string' && inductionCompanies().includes(company);
}

/** The airports a brand enrols trainees for, in its list order. */
export function inductionAirportIds(company: InductionCompany): number[] {
  return inductionAirports(company).map((a) => a.id);
}

/**
 * The airports a trainee enrols for without choosing: a brand's one induction airport (bne's); null when it has
 * several to choose from (adg's).
 */
export function givenInductionAirports(company: InductionCompany): number[] | null {
  const ids = inductionAirportIds(company);
  return ids.length === 1 ? ids : null;
}

/** The programs a trainee takes for the airports chosen, once each, in airport order; other ids are ignored. */
export function programsForAirports(company: string, airportIds: readonly number[]): InductionProgramId[] {
  const own = inductionAirports(company);
  const programs = airportIds.map((id) => own.find((a) => a.id === id)?.program).filter((p): p is InductionProgramId => p !== undefined);
  return [...new Set(programs)];
}

// --- programs as the browser sees them (never with the answers)

/** SPEC §3 question types. */
export const QUESTION_TYPES = ['radio', 'checkbox', 'skip', 'declaration'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export interface QuestionOption {
  /** The value posted: a radio's value, or a checkbox's key. */
  key: string;
  label: string;
}

/** SPEC §3 question fields, as sent to the browser. */
export interface InductionQuestion {
  type: QuestionType;
  /** Its place in the module, from 0: the key its answer is posted under. */
  index: number;
  /** The slide (index in the module) that explains it, offered again after a wrong answer. */
  related?: number;
  /** The question, or the declaration's text (HTML from the program's Markdown). */
  description: string;
  /** The next button's words for this question (for example 'I agree'). */
  button?: string;
  /** Options shown with letters A, B, C… */
  letters?: boolean;
  /** Options set close together (short answers). */
  noSpace?: boolean;
  /** radio and checkbox only. */
  options?: QuestionOption[];
}

export interface InductionSlide {
  title: string;
  /** HTML from the program's Markdown. */
  html: string;
}

/** SPEC §3 module fields, as sent to the browser. */
export interface InductionModule {
  title: string;
  slides: InductionSlide[];
  questions: InductionQuestion[];
  /** Index of the module this one sits under in the side navigation. */
  parent?: number;
  isChild?: boolean;
  /** false: not listed in the side navigation (it is still taken in order). */
  navigation?: boolean;
  /** HTML shown after the slides, before the questions (for example who to call). */
  custom?: string;
  /** The module's own words for a wrong answer, before the default. */
  error?: string;
}

export interface InductionProgram {
  id: InductionProgramId;
  name: string;
  /** The airport the program is for, as the certificate names it. */
  airport: string;
  modules: InductionModule[];
}

// --- answers

/** SPEC §5 default wrong-answer words. */
export const WRONG_ANSWER_MESSAGE = 'You answered this question incorrectly.';

/** A question's answer as the page holds it: the chosen value, the chosen keys, or whether it was confirmed. */
export type AnswerValue = string | readonly string[] | boolean | undefined;

/** SPEC §3: posted answers keyed by question index: radio the value, checkbox the keys, skip and declaration true. */
export type EncodedAnswers = Record<number, string | string[] | true>;

/** SPEC §5: an answer is missing when it is empty; a checkbox needs at least one choice, a declaration its tick. */
export function isAnswerMissing(type: QuestionType, value: unknown): boolean {
  switch (type) {
    case 'radio': return typeof value !== 'string' || value === '';
    case 'checkbox': return !Array.isArray(value) || value.length === 0 || value.some((key) => typeof key !== 'string' || key === '');
    case 'skip': return false;
    case 'declaration': return value !== true;
  }
}

/**
 * The body of SPEC §7 POST /induction/{id}/answer/{n} from the page's answers, and the indexes of the questions
 * still to answer (SPEC §5 missing-answer flag). A skip is always answered: it is a 'continue'.
 */
export function encodeAnswers(questions: readonly Pick<InductionQuestion, 'type' | 'index'>[], values: Readonly<Record<number, AnswerValue>>): {
  answers: EncodedAnswers;
  missing: number[];
} {
  const answers: EncodedAnswers = {};
  const missing: number[] = [];
  for (const question of questions) {
    const value = question.type === 'skip' ? true : values[question.index];
    if (isAnswerMissing(question.type, value)) {
      missing.push(question.index);
      continue;
    }
    answers[question.index] = question.type === 'checkbox' ? [...(value as readonly string[])] : (value as string | true);
  }
  return { answers, missing };
}

/** What the api keeps to mark a question: radio the right value, checkbox the right keys (any order). */
export type QuestionSolution =
  | { type: 'radio'; answer: string }
  | { type: 'checkbox'; answer: readonly string[] }
  | { type: 'skip' | 'declaration' };

/** Whether a posted answer (unknown: it came over the wire) is right for the question. */
export function isAnswerCorrect(solution: QuestionSolution, posted: unknown): boolean {
  switch (solution.type) {
    case 'radio': return posted === solution.answer;
    case 'checkbox': {
      if (!Array.isArray(posted) || posted.some((key) => typeof key !== 'string')) return false;
      const chosen = new Set(posted as string[]);
      return chosen.size === posted.length && chosen.size === solution.answer.length && solution.answer.every((key) => chosen.has(key));
    }
    case 'skip':
    case 'declaration': return posted === true;
  }
}

/** SPEC §5: the question's own error words, else the module's, else the default. */
export function wrongAnswerMessage(question: { error?: string }, module: { error?: string }): string {
  return question.error?.trim() || module.error?.trim() || WRONG_ANSWER_MESSAGE;
}

// --- moving through a program

/** SPEC §4: back only to modules at or before the server's current module. */
export function canOpenModule(target: number, serverModule: number, moduleCount: number): boolean {
  return Number.isInteger(target) && target >= 0 && target < moduleCount && target <= serverModule;
}

/** SPEC §4: a module index kept between the first and the last. */
export function clampModule(index: number, moduleCount: number): number {
  if (moduleCount <= 0) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), moduleCount - 1);
}

/**
 * SPEC §4 progress: the share of modules passed, in whole percent, never less than before and never over 100.
 * `passed` is how many modules the server has confirmed (its current module, or all of them once complete).
 */
export function progressPercent(previous: number, passed: number, moduleCount: number): number {
  const now = moduleCount > 0 ? Math.round((Math.max(passed, 0) / moduleCount) * 100) : 0;
  return Math.min(100, Math.max(previous, now));
}

/** SPEC §9 swipe: vertical tolerance 75 px, minimum horizontal 30 px, vertical over horizontal under 0.3. */
export const SWIPE = { verticalTolerance: 75, minHorizontal: 30, maxRatio: 0.3 } as const;

/**
 * A touch that moved dx, dy (end minus start, px): 'next' for a swipe to the left, 'previous' to the right, null
 * for anything else (a scroll, a tap, a diagonal).
 */
export function swipeDirection(dx: number, dy: number): 'next' | 'previous' | null {
  const horizontal = Math.abs(dx);
  const vertical = Math.abs(dy);
  if (!Number.isFinite(horizontal) || !Number.isFinite(vertical)) return null;
  if (horizontal < SWIPE.minHorizontal || vertical > SWIPE.verticalTolerance) return null;
  if (vertical / horizontal >= SWIPE.maxRatio) return null;
  return dx < 0 ? 'next' : 'previous';
}

// --- the state the api keeps and answers

/** SPEC §3 induction state: `induction` is set once the trainee is done ('complete') or must reload ('devonport'). */
export type InductionResult = 'complete' | 'devonport';

/** SPEC §4: what the player does with the server's answer. */
export type InductionNextStep =
  | { kind: 'redirect'; to: string }
  | { kind: 'reload' }
  | { kind: 'other-domain'; to: string }
  | { kind: 'stay' };

/**
 * SPEC §4 'Induction': a result of complete redirects; devonport reloads; a company other than adg or bne goes to
 * the induction's domain (its full address on that brand's site). `redirect` is where the server says to go.
 */
export function inductionNextStep(
  state: { induction?: InductionResult | null; redirect?: string | null; domain?: string | null },
  company: string,
  inductionPath: string,
): InductionNextStep {
  if (state.induction === 'devonport') return { kind: 'reload' };
  if (state.induction === 'complete') return { kind: 'redirect', to: state.redirect || `${inductionPath}/complete` };
  if (!isInductionCompany(company) && state.domain) return { kind: 'other-domain', to: state.domain };
  return { kind: 'stay' };
}

// --- induction-only enrolment

/** SPEC §5: the card expiry is kept as the last day of its month ('YYYY-MM-DD', or a month picker's 'YYYY-MM'). */
export function lastDayOfMonth(value: string): string | null {
  const date = parseIsoDate(/^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value);
  if (!date) return null;
  const firstOfNext = date.month === 12 ? { year: date.year + 1, month: 1, day: 1 } : { year: date.year, month: date.month + 1, day: 1 };
  return addDays(formatIsoDate(firstOfNext), -1);
}

/** Initials of a name for the public certificate check: 'Maia Te Aroha Tautahi' → 'M. T. A. T.'. */
export function nameInitials(name: string): string {
  return name.trim().split(/[\s-]+/).filter(Boolean).map((part) => `${[...part][0]!.toLocaleUpperCase('en-AU')}.`).join(' ');
}
