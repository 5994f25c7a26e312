// TEMPORARY stand-in until @cards/shared/validation lands; replaced by a re-export before this work is done.
import type { Draft, FieldErrors } from '@cards/shared/domain';

const strings = ['Firstname', 'Middlenames', 'Surname', 'Email', 'EmailConfirm', 'Homephonenumber', 'Workphonenumber',
  'Mobilephonenumber', 'Prefcontact', 'Birthdate', 'Gender', 'Birthcountry', 'Birthplace', 'Birthstate', 'Citizenship',
  'Apptype', 'Appsubtype', 'OpNeed', 'Msicnum', 'Asicnum', 'Asicexpirydate', 'Employername', 'Employeraddress',
  'Employersuburb', 'Employerstate', 'Employerpostcode', 'Employercountry', 'Employerfirstname', 'Employersurname',
  'Employeremail', 'Employerphone', 'Employerposition', '_formLink', '_company', '_cardType', '_signatureFile'];
const others = ['Site', 'OperationalNeedId', 'Sponsored', 'Issuingbodyid', 'airports', 'selfEmployed', 'ExtraData',
  '_previousNames', '_address', '_postalAddress', '_idDocument', '_id', '_peopleId', '_stepCompleted', '_formFilledIn',
  '_mailLinkSent', '_renew', '_companyId', '_singlename', '_hasPreviousNames', '_skippedId', '_adgCardAccess',
  '_notSaved', '_linkDisabled', '_isSaved', '_version'];

export function saveErrors(body: unknown): FieldErrors {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { _: 'invalid' };
  const errors: FieldErrors = {};
  for (const [k, v] of Object.entries(body)) {
    if (strings.includes(k)) {
      if (typeof v !== 'string') errors[k] = 'invalid';
      else if (v.length > 100) errors[k] = 'maxlength';
    } else if (!others.includes(k)) errors[k] = 'invalid';
  }
  return errors;
}

export function stepErrors(step: 1 | 2, draft: Draft, _context: { today: Date }): FieldErrors {
  const errors: FieldErrors = {};
  if (step === 1) {
    if (!draft.Surname) errors.Surname = 'required';
    if (!draft.Email) errors.Email = 'required';
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.Email)) errors.Email = 'email';
  } else if (!draft._address?.length) errors._address = 'required';
  return errors;
}
