import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROGRAMS_DIR, ProgramFileError, loadProgramFiles, readProgramFile } from '../../src/features/induction/program-files.ts';
import { makeTempDir } from '../helpers.ts';
import { FIXTURE_PROGRAMS } from '../induction-helpers.ts';

// The induction program files. The loader reads every *.yaml of a folder, checks it strictly (naming the
// file, the place and the line of what is wrong) and splits each program into what the browser sees and the keys
// only the server marks with. The real programs must pass the same checks.

/** A good one-module program with `module` replacing the module's fields, or `top` the file's. */
function program(module: Record<string, unknown> = {}, top: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id: 3, name: 'DIA Security Induction', airport: 'Darwin International Airport', company: 'adg',
    modules: [{
      title: 'Welcome',
      slides: [{ title: 'Hello', body: 'Some *words*.' }],
      questions: [{ type: 'radio', description: 'Pick b', options: [{ key: 'a', label: 'A' }, { key: 'b', label: 'B' }], answer: 'b' }],
      ...module,
    }],
    ...top,
  }, null, 2);
}

const radio = (changes: Record<string, unknown> = {}) => ({
  type: 'radio', description: 'Pick b', options: [{ key: 'a', label: 'A' }, { key: 'b', label: 'B' }], answer: 'b', ...changes,
});

function problemOf(text: string, file = '3-dia.yaml'): string {
  try {
    readProgramFile(file, text);
  } catch (err) {
    expect(err).toBeInstanceOf(ProgramFileError);
    return (err as Error).message;
  }
  throw new Error('the file was accepted');
}

describe('a good file', () => {
  it('gives the public program (Markdown as HTML, no answers, no wrong-answer words) and the server keys', async () => {
    const [dia, asp, bne] = await loadProgramFiles(FIXTURE_PROGRAMS);
    expect(asp!.program.id).toBe(4);
    expect(dia!.program.id).toBe(3);
    expect(dia!.company).toBe('adg');
    expect(bne).toMatchObject({ company: 'bne', program: { id: 5, name: 'BNE Security Induction', airport: 'Brisbane Airport' } });
    const [welcome, areas, declaration, finish] = dia!.program.modules;
    expect(welcome!.slides[0]).toEqual({
      title: 'About this induction',
      html: '<p>Every person who holds an <strong>ASIC</strong> at Darwin completes this induction.</p>',
    });
    expect(welcome!.questions[0]).toEqual({
      type: 'radio', index: 0, description: '<p>Where do you wear your card?</p>', letters: true, related: 1,
      options: [{ key: 'a', label: 'In a pocket' }, { key: 'b', label: 'Above the waist at the front' }, { key: 'c', label: 'On a belt at the back' }],
    });
    expect(areas).toMatchObject({ parent: 0, isChild: true, custom: expect.stringContaining('<a href="tel:0889201811">') });
    expect(declaration).toMatchObject({ navigation: false, questions: [{ type: 'declaration', index: 0, button: 'I agree' }] });
    expect(finish!.questions).toEqual([{ type: 'skip', index: 0, description: '' }]);

    expect(dia!.keys).toEqual([
      { questions: [{ type: 'radio', answer: 'b', error: 'Your card is worn above the waist, at the front.' }, { type: 'checkbox', answer: ['lost', 'stolen'] }] },
      { error: 'Have another look at the slides about security areas.', questions: [{ type: 'radio', answer: 'yes' }] },
      { questions: [{ type: 'declaration' }] },
      { questions: [{ type: 'skip' }] },
    ]);
    const shown = JSON.stringify(dia!.program);
    expect(shown).not.toMatch(/"answer"|"error"/);
    expect(shown).not.toContain('Have another look');
  });

  it('takes option keys and answers written as numbers, a single checkbox answer, and an empty folder', async () => {
    const { program: p, keys } = readProgramFile('x.yaml', program({
      questions: [
        radio({ options: [{ key: 1, label: 'One' }, { key: 2, label: 'Two' }], answer: 2 }),
        { type: 'checkbox', description: 'Pick', options: [{ key: 'a', label: 'A' }, { key: 'b', label: 'B' }], answer: 'a' },
      ],
    }));
    expect(p.modules[0]!.questions[0]!.options).toEqual([{ key: '1', label: 'One' }, { key: '2', label: 'Two' }]);
    expect(keys[0]!.questions).toEqual([{ type: 'radio', answer: '2' }, { type: 'checkbox', answer: ['a'] }]);
    const empty = await makeTempDir();
    expect(await loadProgramFiles(empty)).toEqual([]);
    expect(await loadProgramFiles(path.join(empty, 'none'))).toEqual([]);
    await fs.rm(empty, { recursive: true });
  });
});

describe('a bad file is refused, naming the file, the place and the line', () => {
  it.each([
    ['not YAML', 'id: 3\nname: [unclosed', /^3-dia\.yaml line \d+: not valid YAML/],
    ['a repeated field', 'id: 3\nid: 4\n', /^3-dia\.yaml line 2: not valid YAML: Map keys must be unique/],
    ['not a mapping', '- 1\n- 2\n', /^3-dia\.yaml line 1, the top level: must be a mapping/],
  ])('%s', (_what, text, message) => {
    expect(problemOf(text)).toMatch(message);
  });

  it.each([
    ['an unknown top-level field', program({}, { colour: 'red' }), 'colour: is not a field here'],
    ['an unknown program id', program({}, { id: 9 }), 'id: must be a program of adg (3, 4)'],
    ["another company's program", program({}, { id: 5 }), 'id: must be a program of adg (3, 4)'],
    ['an unknown company', program({}, { company: 'qf' }), 'company: must be one of adg, bne'],
    ['a missing name', program({}, { name: undefined }), 'name: is missing'],
    ['an empty airport', program({}, { airport: ' ' }), 'airport: must be text, not empty'],
    ['no modules', program({}, { modules: [] }), 'modules: must have at least 1 item'],
    ['modules that are no list', program({}, { modules: { a: 1 } }), 'modules: must be a list'],
    ['an unknown module field', program({ colour: 'red' }), 'modules[0].colour: is not a field here'],
    ['a module without a title', program({ title: undefined }), 'modules[0].title: is missing'],
    ['a module without slides', program({ slides: [] }), 'modules[0].slides: must have at least 1 item'],
    ['a slide without a body', program({ slides: [{ title: 'x' }] }), 'modules[0].slides[0].body: is missing'],
    ['a module without questions', program({ questions: undefined }), 'modules[0].questions: must be a list'],
    ['a parent that is not earlier', program({ parent: 0 }), 'modules[0].parent: must be the index of an earlier module'],
    ['a navigation that is no boolean', program({ navigation: 'yes' }), 'modules[0].navigation: must be true or false'],
    ['HTML in Markdown', program({ custom: 'Hi <script>alert(1)</script>' }), 'modules[0].custom: HTML is not allowed'],
    ['a javascript: link', program({ slides: [{ title: 't', body: '[x](javascript:alert(1))' }] }), 'modules[0].slides[0].body: the link to "javascript:alert(1)"'],
    ['an unknown question type', program({ questions: [radio({ type: 'essay' })] }), 'modules[0].questions[0].type: must be one of radio, checkbox, skip, declaration'],
    ['an unknown question field', program({ questions: [radio({ hint: 'x' })] }), 'modules[0].questions[0].hint: is not a field here'],
    ['a radio without its answer', program({ questions: [radio({ answer: undefined })] }), 'modules[0].questions[0].answer: is missing'],
    ['an answer that is no option', program({ questions: [radio({ answer: 'z' })] }), 'modules[0].questions[0].answer: must be one of the option keys (a, b)'],
    ['a radio with two answers', program({ questions: [radio({ answer: ['a', 'b'] })] }), 'modules[0].questions[0].answer: must be one option key'],
    ['a checkbox answer that is no option', program({ questions: [radio({ type: 'checkbox', answer: ['a', 'z'] })] }), 'modules[0].questions[0].answer[1]: must be one of the option keys'],
    ['a checkbox answer twice', program({ questions: [radio({ type: 'checkbox', answer: ['a', 'a'] })] }), 'modules[0].questions[0].answer: repeats an option key'],
    ['one option', program({ questions: [radio({ options: [{ key: 'b', label: 'B' }] })] }), 'modules[0].questions[0].options: must have at least 2 items'],
    ['a repeated option key', program({ questions: [radio({ options: [{ key: 'b', label: 'B' }, { key: 'b', label: 'C' }] })] }), 'modules[0].questions[0].options[1].key: repeats the key b'],
    ['an option key with spaces', program({ questions: [radio({ options: [{ key: 'a b', label: 'A' }, { key: 'b', label: 'B' }] })] }), 'modules[0].questions[0].options[0].key: must be a key'],
    ['an option without a label', program({ questions: [radio({ options: [{ key: 'a' }, { key: 'b', label: 'B' }] })] }), 'modules[0].questions[0].options[0].label: is missing'],
    ['a declaration with options', program({ questions: [{ type: 'declaration', description: 'I agree', options: [] }] }), 'modules[0].questions[0].options: a declaration question has no options'],
    ['a declaration with an answer', program({ questions: [{ type: 'declaration', description: 'I agree', answer: true }] }), 'modules[0].questions[0].answer: a declaration question has no answer'],
    ['a declaration without words', program({ questions: [{ type: 'declaration' }] }), 'modules[0].questions[0].description: is missing'],
    ['a skip beside another question', program({ questions: [radio(), { type: 'skip' }] }), "modules[0].questions: a skip question must be its module's only question"],
    ['a declaration beside another question', program({ questions: [{ type: 'declaration', description: 'I agree' }, radio()] }), "modules[0].questions: a declaration question must be its module's only question"],
    ['a related slide that does not exist', program({ questions: [radio({ related: 1 })] }), 'modules[0].questions[0].related: must be a slide of this module (0 to 0)'],
    ['letters that are no boolean', program({ questions: [radio({ letters: 1 })] }), 'modules[0].questions[0].letters: must be true or false'],
    ['empty error words', program({ questions: [radio({ error: '' })] }), 'modules[0].questions[0].error: must be text, not empty'],
  ])('%s', (_what, text, message) => {
    const problem = problemOf(text);
    expect(problem).toContain(message);
    expect(problem).toMatch(/^3-dia\.yaml line \d+, /);
  });

  it('gives the line of the place (or of its parent when the field is missing)', () => {
    const text = 'id: 3\nname: DIA\nairport: Darwin\ncompany: adg\nmodules:\n  - title: One\n    slides:\n      - title: S\n        body: B\n'
      + '    questions:\n      - type: radio\n        description: Q\n        options: [{ key: a, label: A }, { key: b, label: B }]\n        answer: c\n';
    expect(problemOf(text)).toMatch(/^3-dia\.yaml line 14, modules\[0\]\.questions\[0\]\.answer: /);
    expect(problemOf(text.replace('        answer: c\n', ''))).toMatch(/^3-dia\.yaml line 11, modules\[0\]\.questions\[0\]\.answer: is missing/);
  });

  it('a file named for another program, and two files of one program', async () => {
    expect(problemOf(program(), '4-asp.yaml')).toContain('4-asp.yaml line 2, id: is 3, but the file\'s name says 4');
    const dir = await makeTempDir();
    await fs.writeFile(path.join(dir, '3-dia.yaml'), program());
    await fs.writeFile(path.join(dir, 'dia-again.yaml'), program());
    await fs.writeFile(path.join(dir, 'notes.txt'), 'not a program');
    await expect(loadProgramFiles(dir)).rejects.toThrow('dia-again.yaml: program 3 is also in 3-dia.yaml');
    await fs.rm(dir, { recursive: true });
  });
});

describe('the real programs', () => {
  let names: string[] = [];
  beforeAll(async () => {
    names = (await fs.readdir(PROGRAMS_DIR).catch(() => [])).filter((name) => name.endsWith('.yaml'));
  });

  it('pass the same checks, each module marks what it asks, and none shows an answer', async () => {
    const programs = await loadProgramFiles();
    expect(programs.map((p) => p.file).sort()).toEqual(names.sort());
    for (const { program: p, keys } of programs) {
      expect(keys).toHaveLength(p.modules.length);
      p.modules.forEach((module, i) => expect(keys[i]!.questions.map((k) => k.type)).toEqual(module.questions.map((q) => q.type)));
      expect(JSON.stringify(p)).not.toMatch(/"answer"|"error"/);
    }
  });
});
