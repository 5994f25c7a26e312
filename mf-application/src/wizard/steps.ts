import type { Brand } from '@cards/shared/brand';
import { OperationalNeedIds, offersJobReady, setJobReady, type Draft } from '@cards/shared/domain';

// The new form's query flags and the step's browser title. The steps themselves are the step registry's
// (@cards/shared/validation form-steps.ts).

/** The browser title of a step: 'Step 2 of 4: Address history', after 'Error: ' while errors show (GOV.UK's pattern). */
export function stepDocumentTitle(step: { number: number; title: string }, total: number, hasErrors: boolean): string {
  return `${hasErrors ? 'Error: ' : ''}Step ${step.number} of ${total}: ${step.title}`;
}

/** The new-form query flags of SPEC §2, as the draft fields they set (SPEC §4 card rules; docs/decisions.md). */
export function flagsFromQuery(query: URLSearchParams, brand: Pick<Brand, 'companyId' | 'flags' | 'cardTypes'>): Draft {
  const on = (name: string) => query.has(name) && query.get(name) !== 'false' && query.get(name) !== '0';
  let draft: Draft = {};
  if (on('renew')) Object.assign(draft, { _renew: true, Apptype: 'R' });
  // The card chosen on /apply or home: `?card=asic` or `?card=msic`, when the brand issues it. The shell
  // reads it only when the site is loaded, so a link followed within the site is read here.
  const card = query.get('card')?.trim().toLowerCase();
  if ((card === 'asic' || card === 'msic') && brand.cardTypes.includes(card)) draft._cardType = card;
  // The white MSIC flow: an MSIC (whatever card was chosen) with a white need.
  if (on('white_msic') && brand.cardTypes.includes('msic')) Object.assign(draft, { _cardType: 'msic', _whiteMsic: true, Appsubtype: 'W' });
  if (on('job_ready') && offersJobReady(draft, brand)) draft = setJobReady(draft, true);
  if (on('student_and_staff') && brand.flags.studentAndStaff) {
    Object.assign(draft, { OperationalNeedId: OperationalNeedIds.StudentAndStaff });
  }
  // Member and landing-page flows pre-attach the brand's company (SPEC §6).
  if (on('member') && brand.companyId) draft._companyId = brand.companyId;
  return draft;
}
