import type { Brand } from '@cards/shared/brand';
import type { Draft } from '@cards/shared/domain';

// SPEC §2 steps navigation: four steps, three for the asset brands (no separate summary step).
export interface StepDef {
  number: number;
  slug: string;
  title: string;
}

const all: StepDef[] = [
  { number: 1, slug: 'step1', title: 'Personal and contact details' },
  { number: 2, slug: 'step2', title: 'Address history' },
  { number: 3, slug: 'step3', title: 'Card and employer details' },
  { number: 4, slug: 'step4', title: 'Summary and confirm' },
];

export function stepsFor(brand: Pick<Brand, 'steps'>): StepDef[] {
  return all.slice(0, brand.steps);
}

/** The browser title of a step: 'Step 2 of 4: Address history', after 'Error: ' while errors show (GOV.UK's pattern). */
export function stepDocumentTitle(step: Pick<StepDef, 'number' | 'title'>, total: number, hasErrors: boolean): string {
  return `${hasErrors ? 'Error: ' : ''}Step ${step.number} of ${total}: ${step.title}`;
}

/** SPEC §4: the next unfinished step, or null when every step is done (the form goes to processing). */
export function nextStep(stepCompleted: number, brand: Pick<Brand, 'steps'>): StepDef | null {
  return stepsFor(brand).find((s) => s.number > stepCompleted) ?? null;
}

/** SPEC §4: a step opens only when the one before it is complete. */
export function canOpen(step: number, stepCompleted: number): boolean {
  return step <= stepCompleted + 1;
}

/** The new-form query flags of SPEC §2, as the draft fields they set. */
export function flagsFromQuery(query: URLSearchParams, brand: Pick<Brand, 'companyId'>): Draft {
  const on = (name: string) => query.has(name) && query.get(name) !== 'false' && query.get(name) !== '0';
  const draft: Draft = {};
  if (on('renew')) Object.assign(draft, { _renew: true, Apptype: 'R' });
  if (on('white_msic')) Object.assign(draft, { _cardType: 'msic', Appsubtype: 'W' });
  if (on('job_ready')) Object.assign(draft, { Appsubtype: '2' });
  if (on('student_and_staff')) Object.assign(draft, { OperationalNeedId: 7, ExtraData: { SfcStudentStaff: 'yes' } });
  // Member and landing-page flows pre-attach the brand's company (SPEC §6).
  if (on('member') && brand.companyId) draft._companyId = brand.companyId;
  return draft;
}
