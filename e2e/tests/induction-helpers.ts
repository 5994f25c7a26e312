import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { uniqueEmail } from './application-helpers.ts';

// The induction journeys answer from the program files themselves (api/src/features/induction/programs), the way a trainee
// who read the slides would; the answers never reach the browser, so a journey cannot read them from the page.

interface FileOption { key: string; label: string }
export interface FileQuestion { type: 'radio' | 'checkbox' | 'skip' | 'declaration'; options?: FileOption[]; answer?: string | string[]; letters?: boolean; button?: string }
export interface FileModule { title: string; questions: FileQuestion[] }
export interface FileProgram { id: number; name: string; modules: FileModule[] }

const programs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/src/features/induction/programs');

export function programFile(id: number): FileProgram {
  const file = readdirSync(programs).find((name) => name.startsWith(`${id}-`) && name.endsWith('.yaml'));
  if (!file) throw new Error(`No program file for ${id}`);
  return parse(readFileSync(path.join(programs, file), 'utf8')) as FileProgram;
}

/** Markdown emphasis off, as the label reads on the page. */
const plain = (text: string) => text.replace(/\*\*|__|`/g, '').replace(/\s+/g, ' ').trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function optionControl(question: Locator, type: 'radio' | 'checkbox', option: FileOption): Locator {
  return question.getByRole(type, { name: new RegExp(`${escape(plain(option.label))}$`) });
}

/** The module's heading: the module on screen. */
export const moduleHeading = (page: Page, module: FileModule) => page.getByRole('heading', { level: 2, name: module.title, exact: true });

/** Gives the module's answers; `wrong` answers its first radio or checkbox question wrongly instead. */
export async function answerModule(page: Page, module: FileModule, options: { wrong?: boolean } = {}) {
  const questions = page.locator('form.induction-questions .question');
  let wrongDone = false;
  for (const [n, question] of module.questions.entries()) {
    const box = questions.nth(n);
    if (question.type === 'radio') {
      const right = question.answer as string;
      const pick: FileOption = options.wrong && !wrongDone ? question.options!.find((o) => o.key !== right)! : question.options!.find((o) => o.key === right)!;
      wrongDone ||= pick.key !== right;
      await optionControl(box, 'radio', pick).check();
    } else if (question.type === 'checkbox') {
      const right = question.answer as string[];
      const keys: string[] = options.wrong && !wrongDone ? right.slice(0, Math.max(right.length - 1, 0)).concat(question.options!.filter((o) => !right.includes(o.key)).slice(0, 1).map((o) => o.key)) : right;
      wrongDone ||= keys.length !== right.length || keys.some((k) => !right.includes(k));
      for (const option of question.options!) {
        const control = optionControl(box, 'checkbox', option);
        if (keys.includes(option.key)) await control.check();
        else await control.uncheck();
      }
    } else if (question.type === 'declaration') {
      await box.getByRole('checkbox').check();
    }
  }
  return wrongDone;
}

/** The module's next button. */
export const nextButton = (page: Page) => page.locator('form.induction-questions button[type="submit"]');

/** Answers the module right and waits for the next module (or the completion page after the last). */
export async function passModule(page: Page, program: FileProgram, index: number) {
  await answerModule(page, program.modules[index]!);
  await nextButton(page).click();
  const following = program.modules[index + 1];
  if (following) await expect(moduleHeading(page, following)).toBeVisible();
  else await expect(page.getByRole('heading', { level: 1, name: 'Induction complete' })).toBeVisible();
}

export interface Enrolment {
  Id: number;
  RandomId?: string;
  Inductions: { inductionName: string; url: string; completedAt: string | null }[];
}

/** A trainee with another issuer's card enrolled through the api (for journeys about the player itself). */
export async function enrolForeignCard(request: APIRequestContext, company: 'adg' | 'bne', airports: number[] = company === 'bne' ? [5] : [8]): Promise<Enrolment> {
  const response = await request.post('/api/register/induction-only', {
    headers: { 'X-Company': company },
    data: {
      Inductions: airports, Firstname: 'Kiri', Surname: 'Walker', Birthdate: '1988-03-09', Email: uniqueEmail('kiri'),
      Mobilephonenumber: '0412 345 678', Line1: '4 Mitchell Street', State: 'NT', Localityname: 'DARWIN CITY', Postcode: '0800',
      Asicnum: 'QF12345', MsicExpiry: `${new Date().getFullYear() + 1}-06`,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const answer = await response.json() as { result: boolean; foreign: boolean; data: Enrolment };
  expect(answer).toMatchObject({ result: true, foreign: true });
  return answer.data;
}
