import type { OpNeedType } from '@cards/shared/domain';
import type { OperationalNeedFormFields } from '@cards/shared/validation';

// The statement's questions in the signer's words: they confirm someone else's need.

export const SIGNER_TYPE_LABELS: Record<OpNeedType, string> = {
  employer: 'I am, or act for, the applicant’s employer',
  'self employed': 'The applicant is self-employed and confirms their own need',
  recreational: 'I act for the club the applicant flies with',
  'private pilot': 'The applicant is a private pilot and confirms their own need',
  'trainee pilot': 'I act for the flight school that trains the applicant',
  pilot: 'I act for the operator the applicant flies for',
  lame: 'I employ the applicant as a licensed aircraft maintenance engineer',
  'port facility': 'I act for a port or port facility the applicant is engaged with',
  'industry participant': 'I act for a maritime industry participant the applicant works for, such as a shipping line, a stevedore or an offshore facility operator',
};

/** Names for messages ('Enter your first name'), by field. */
export const OPNEED_LABELS: Record<keyof OperationalNeedFormFields | '_signature' | 'declaration', string> = {
  FirstName: 'your first name',
  Surname: 'your family name',
  Phone: 'your phone number',
  Email: 'your email address',
  Position: 'your position',
  Organisation: 'your organisation’s name',
  BusinessUnit: 'your business unit',
  PoNumber: 'the purchase order number',
  Country: 'your organisation’s country',
  Address: 'your organisation’s street address',
  State: 'the state or territory',
  Suburb: 'the suburb or town',
  Postcode: 'the postcode',
  Abn: 'the ABN',
  ApplicantFullname: 'the applicant’s full name',
  Sponsored: 'whether you sponsor the applicant',
  SponsoredYears: 'for how many years you sponsor the applicant',
  OperationalNeedId: 'the operational need',
  OperationalNeedType: 'who confirms the need',
  OpNeedOccupation: 'what the applicant does',
  OpNeedAccessFreq: 'how often the applicant needs access',
  airports: 'the airports',
  _signature: 'your signature',
  declaration: 'the declaration',
};
