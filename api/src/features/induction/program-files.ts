import fs from 'node:fs/promises';
import path from 'node:path';
import { LineCounter, isMap, isSeq, parseDocument, type Document } from 'yaml';
import {
  QUESTION_TYPES, inductionCompanies, isInductionCompany, inductionAirportIds, programsForAirports, type InductionCompany, type InductionModule,
  type InductionProgram, type InductionProgramId, type InductionQuestion, type QuestionOption, type QuestionSolution,
  type QuestionType,
} from '@cards/shared/domain';
import { markdownHtml } from './markdown.ts';
import { PROGRAMS_DIR } from './settings.ts';

// The induction programs (SPEC §3 'Induction program'), one YAML file each in programs/, written by our
// content writers. Each file is read whole and checked strictly: anything unknown, missing or contradictory stops the
// load with the file and the place (its path in the file and its line), so a mistake never reaches a trainee. What
// comes out is split in two: the program as the browser may see it (Markdown made HTML, no answers, no wrong-answer
// words) and what only the server marks answers with.

/** The programs that ship with the api, in programs/ beside this file. */
export { PROGRAMS_DIR };

/** A question's key: how to mark it, and its own wrong-answer words. */
export type QuestionKey = QuestionSolution & { error?: string };

/** A module's keys, question by question (by index), and the module's own wrong-answer words. */
export interface ModuleKeys {
  error?: string;
  questions: QuestionKey[];
}

export interface LoadedProgram {
  /** The file's name, for messages. */
  file: string;
  company: InductionCompany;
  /** What the browser gets: never an answer or a wrong-answer word. */
  program: InductionProgram;
  /** Server only, module by module. */
  keys: ModuleKeys[];
}

/** A program file that cannot be used; the message names the file and the place. */
export class ProgramFileError extends Error {
  override name = 'ProgramFileError';
}

type Place = ReadonlyArray<string | number>;

const TOP_FIELDS = ['id', 'name', 'airport', 'company', 'modules'];
const MODULE_FIELDS = ['title', 'navigation', 'parent', 'isChild', 'error', 'custom', 'slides', 'questions'];
const SLIDE_FIELDS = ['title', 'body'];
const QUESTION_FIELDS = ['type', 'description', 'options', 'answer', 'letters', 'noSpace', 'related', 'button', 'error'];
const OPTION_FIELDS = ['key', 'label'];
const OPTION_KEY = /^[A-Za-z0-9_-]{1,40}$/;

function placeText(place: Place): string {
  return place.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part), '');
}

/** Reads one parsed file, failing with its name, the path in it and the line. */
class Reader {
  constructor(readonly file: string, private readonly doc: Document, private readonly lines: LineCounter) {}

  fail(place: Place, message: string): never {
    // The nearest node that exists says where: a missing field is reported at its parent.
    let line: number | undefined;
    for (let n = place.length; n >= 0 && line === undefined; n -= 1) {
      const node = this.doc.getIn(place.slice(0, n), true) as { range?: [number, number, number] } | undefined;
      if (node?.range) line = this.lines.linePos(node.range[0]).line;
    }
    const where = placeText(place) || 'the top level';
    throw new ProgramFileError(`${this.file}${line ? ` line ${line}` : ''}, ${where}: ${message}`);
  }

  object(value: unknown, place: Place, fields: readonly string[]): Record<string, unknown> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) this.fail(place, 'must be a mapping of fields');
    for (const name of Object.keys(value)) {
      if (!fields.includes(name)) this.fail([...place, name], `is not a field here (allowed: ${fields.join(', ')})`);
    }
    return value as Record<string, unknown>;
  }

  list(value: unknown, place: Place, least = 1): unknown[] {
    if (!Array.isArray(value)) this.fail(place, 'must be a list');
    if (value.length < least) this.fail(place, `must have at least ${least} item${least === 1 ? '' : 's'}`);
    return value;
  }

  text(value: unknown, place: Place): string {
    if (typeof value !== 'string' || !value.trim()) this.fail(place, value === undefined ? 'is missing' : 'must be text, not empty');
    return value.trim();
  }

  optionalText(value: unknown, place: Place): string | undefined {
    return value === undefined ? undefined : this.text(value, place);
  }

  /** Markdown made HTML. */
  html(value: unknown, place: Place): string {
    const text = this.text(value, place);
    try {
      return markdownHtml(text);
    } catch (err) {
      return this.fail(place, (err as Error).message);
    }
  }

  optionalBoolean(value: unknown, place: Place): boolean | undefined {
    if (value !== undefined && typeof value !== 'boolean') this.fail(place, 'must be true or false');
    return value as boolean | undefined;
  }

  /** A whole number from `min` up to, not including, `below`. */
  index(value: unknown, place: Place, min: number, below: number, what: string): number {
    if (typeof value !== 'number' || !Number.isInteger(value)) this.fail(place, 'must be a whole number');
    if (value < min || value >= below) this.fail(place, `must be ${what}`);
    return value;
  }

  /** An option key: text, or a whole number written without quotes. */
  key(value: unknown, place: Place): string {
    const key = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
    if (typeof key !== 'string' || !OPTION_KEY.test(key)) this.fail(place, 'must be a key of letters, digits, _ or - (up to 40)');
    return key;
  }
}

function readOptions(r: Reader, value: unknown, place: Place): QuestionOption[] {
  const options = r.list(value, place, 2).map((raw, i) => {
    const option = r.object(raw, [...place, i], OPTION_FIELDS);
    return { key: r.key(option.key, [...place, i, 'key']), label: r.text(option.label, [...place, i, 'label']) };
  });
  options.forEach((option, i) => {
    if (options.findIndex((o) => o.key === option.key) !== i) r.fail([...place, i, 'key'], `repeats the key ${option.key}`);
  });
  return options;
}

/** The solution of a radio or checkbox question: every key one of its options'. */
function readAnswer(r: Reader, type: 'radio' | 'checkbox', value: unknown, place: Place, options: QuestionOption[]): QuestionSolution {
  const keys = options.map((o) => o.key);
  const known = (key: string, at: Place) => {
    if (!keys.includes(key)) r.fail(at, `must be one of the option keys (${keys.join(', ')})`);
    return key;
  };
  if (value === undefined) r.fail(place, `is missing: a ${type} question needs its answer`);
  if (type === 'radio') {
    if (Array.isArray(value)) r.fail(place, 'must be one option key: a radio question has one answer');
    return { type, answer: known(r.key(value, place), place) };
  }
  const answer = r.list(Array.isArray(value) ? value : [value], place).map((raw, i) => known(r.key(raw, [...place, i]), [...place, i]));
  if (new Set(answer).size !== answer.length) r.fail(place, 'repeats an option key');
  return { type, answer };
}

function readQuestion(r: Reader, value: unknown, place: Place, index: number, slideCount: number): { question: InductionQuestion; key: QuestionKey } {
  const q = r.object(value, place, QUESTION_FIELDS);
  if (!(QUESTION_TYPES as readonly unknown[]).includes(q.type)) r.fail([...place, 'type'], `must be one of ${QUESTION_TYPES.join(', ')}`);
  const type = q.type as QuestionType;
  const chooses = type === 'radio' || type === 'checkbox';
  if (!chooses && q.options !== undefined) r.fail([...place, 'options'], `a ${type} question has no options`);
  if (!chooses && q.answer !== undefined) r.fail([...place, 'answer'], `a ${type} question has no answer: it is answered by going on`);
  const options = chooses ? readOptions(r, q.options, [...place, 'options']) : undefined;
  const solution: QuestionSolution = chooses ? readAnswer(r, type, q.answer, [...place, 'answer'], options!) : { type };
  const question: InductionQuestion = {
    type,
    index,
    // A skip is a 'continue': it may say nothing.
    description: type === 'skip' && q.description === undefined ? '' : r.html(q.description, [...place, 'description']),
    ...(options ? { options } : {}),
  };
  if (q.related !== undefined) question.related = r.index(q.related, [...place, 'related'], 0, slideCount, `a slide of this module (0 to ${slideCount - 1})`);
  const button = r.optionalText(q.button, [...place, 'button']);
  if (button) question.button = button;
  const letters = r.optionalBoolean(q.letters, [...place, 'letters']);
  if (letters !== undefined) question.letters = letters;
  const noSpace = r.optionalBoolean(q.noSpace, [...place, 'noSpace']);
  if (noSpace !== undefined) question.noSpace = noSpace;
  const error = r.optionalText(q.error, [...place, 'error']);
  return { question, key: { ...solution, ...(error ? { error } : {}) } };
}

function readModule(r: Reader, value: unknown, place: Place, index: number): { module: InductionModule; keys: ModuleKeys } {
  const m = r.object(value, place, MODULE_FIELDS);
  const slides = r.list(m.slides, [...place, 'slides']).map((raw, i) => {
    const slide = r.object(raw, [...place, 'slides', i], SLIDE_FIELDS);
    return { title: r.text(slide.title, [...place, 'slides', i, 'title']), html: r.html(slide.body, [...place, 'slides', i, 'body']) };
  });
  const read = r.list(m.questions, [...place, 'questions'])
    .map((raw, i) => readQuestion(r, raw, [...place, 'questions', i], i, slides.length));
  const alone = read.find(({ question }) => question.type === 'skip' || question.type === 'declaration');
  if (alone && read.length > 1) {
    r.fail([...place, 'questions'], `a ${alone.question.type} question must be its module's only question`);
  }
  const module: InductionModule = { title: r.text(m.title, [...place, 'title']), slides, questions: read.map((q) => q.question) };
  if (m.parent !== undefined) module.parent = r.index(m.parent, [...place, 'parent'], 0, index, 'the index of an earlier module');
  const isChild = r.optionalBoolean(m.isChild, [...place, 'isChild']);
  if (isChild !== undefined) module.isChild = isChild;
  const navigation = r.optionalBoolean(m.navigation, [...place, 'navigation']);
  if (navigation !== undefined) module.navigation = navigation;
  if (m.custom !== undefined) module.custom = r.html(m.custom, [...place, 'custom']);
  const error = r.optionalText(m.error, [...place, 'error']);
  return { module, keys: { ...(error ? { error } : {}), questions: read.map((q) => q.key) } };
}

/** One file's text as a program; throws ProgramFileError. */
export function readProgramFile(file: string, text: string): LoadedProgram {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  const [problem] = doc.errors;
  if (problem) {
    const { line } = lines.linePos(problem.pos[0]);
    throw new ProgramFileError(`${file}${line ? ` line ${line}` : ''}: not valid YAML: ${problem.message.split('\n')[0]}`);
  }
  const r = new Reader(file, doc, lines);
  if (!isMap(doc.contents)) r.fail([], 'must be a mapping with id, name, airport, company and modules');
  const top = r.object(doc.toJS(), [], TOP_FIELDS);
  const company = top.company;
  if (!isInductionCompany(company)) r.fail(['company'], `must be one of ${inductionCompanies().join(', ')}`);
  const own = programsForAirports(company as InductionCompany, inductionAirportIds(company as InductionCompany));
  if (!own.includes(top.id as InductionProgramId)) r.fail(['id'], `must be a program of ${String(company)} (${own.join(', ')})`);
  const id = top.id as InductionProgramId;
  const numbered = /^(\d+)-/.exec(path.basename(file));
  if (numbered && Number(numbered[1]) !== id) r.fail(['id'], `is ${id}, but the file's name says ${numbered[1]}`);
  if (!isSeq(doc.get('modules', true))) r.fail(['modules'], top.modules === undefined ? 'is missing' : 'must be a list');
  const read = r.list(top.modules, ['modules']).map((raw, i) => readModule(r, raw, ['modules', i], i));
  return {
    file,
    company: company as InductionCompany,
    program: { id, name: r.text(top.name, ['name']), airport: r.text(top.airport, ['airport']), modules: read.map((m) => m.module) },
    keys: read.map((m) => m.keys),
  };
}

/** Every *.yaml program in `folder`, by id; none when the folder does not exist. Throws ProgramFileError. */
export async function loadProgramFiles(folder: string = PROGRAMS_DIR): Promise<LoadedProgram[]> {
  let names: string[];
  try {
    names = (await fs.readdir(folder)).filter((name) => name.endsWith('.yaml')).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const programs: LoadedProgram[] = [];
  for (const name of names) {
    const program = readProgramFile(name, await fs.readFile(path.join(folder, name), 'utf8'));
    const twin = programs.find((p) => p.program.id === program.program.id);
    if (twin) throw new ProgramFileError(`${name}: program ${program.program.id} is also in ${twin.file}`);
    programs.push(program);
  }
  return programs.sort((a, b) => a.program.id - b.program.id);
}
