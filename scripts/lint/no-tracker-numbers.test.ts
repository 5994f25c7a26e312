import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { noTrackerNumbers } from './no-tracker-numbers.js';

// The tracker's words are made here rather than written out, so this file passes its own rule.
const tracker = (rest: string) => ['iss', 'ue', rest].join('');

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('no-tracker-numbers', noTrackerNumbers, {
  valid: [
    "// The issuing body's code, as AusCheck has it (SPEC §3).\nconst a = 1;",
    "const title = 'the card is issued once the need is approved';",
    '/* Issues a new link: the old one stops working. */ const b = 2;',
  ],
  invalid: [
    { code: `// ${tracker(' 16')}: the bench's median.\nconst a = 1;`, errors: [{ messageId: 'tracker' }] },
    { code: `/** Sign-in codes (${tracker(' 10')}). */ const b = 2;`, errors: [{ messageId: 'tracker' }] },
    { code: `it('refuses it (${tracker(' 39')})', () => {});`, errors: [{ messageId: 'tracker' }] },
    { code: `const t = \`seen in ${tracker(' #9')}\`;`, errors: [{ messageId: 'tracker' }] },
    { code: `// See ${tracker('s 11')}, 39.\nconst c = 3;`, errors: [{ messageId: 'tracker' }] },
  ],
});
