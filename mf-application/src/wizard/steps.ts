import type { Brand } from '@cards/shared/brand';
import type { Draft } from '@cards/shared/domain';

// The new form's query flags and the step's browser title. The steps themselves are the step registry's
// (@cards/shared/validation form-steps.ts).

/** The browser title of a step: 'Step 2 of 4: Address history', after 'Error: ' while errors show (GOV.UK's pattern). */
export function stepDocumentTitle(step: { number: number; title: string }, total: number, hasErrors: boolean): string {
  return `${hasErrors ? 'Error: ' : ''}Step ${step.number} of ${total}: ${step.title}`;
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
