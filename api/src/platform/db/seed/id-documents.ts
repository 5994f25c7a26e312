import type { IdDocumentType } from '@cards/shared/domain';

// Identity documents for the AusCheck background check, by category: A shows the start of identity in
// Australia, B has a photo and signature, C shows use of the identity in the community, D shows the
// current address. SPEC §9 fixes ids 4 to 9; the category A documents come first because the form
// offers the first entry to people born in Australia (SPEC §4).
export const idDocumentTypes: IdDocumentType[] = [
  { Id: 4, Name: 'Australian birth certificate', Category: 'A' },
  { Id: 5, Name: 'Australian citizenship certificate', Category: 'A' },
  { Id: 6, Name: 'Australian citizenship by descent certificate', Category: 'A' },
  { Id: 7, Name: 'ImmiCard', Category: 'A' },
  { Id: 8, Name: 'Australian visa with a foreign passport', Category: 'A' },
  { Id: 9, Name: 'Protection visa (travel document)', Category: 'A' },
  { Id: 1, Name: 'Australian passport', Category: 'B' },
  { Id: 2, Name: 'Australian driver licence', Category: 'B' },
  { Id: 3, Name: 'Foreign passport', Category: 'B' },
  { Id: 10, Name: 'State or territory photo identity card', Category: 'B' },
  { Id: 11, Name: 'Firearms licence', Category: 'B' },
  { Id: 12, Name: 'Medicare card', Category: 'C' },
  { Id: 13, Name: 'Centrelink or Veterans’ Affairs card', Category: 'C' },
  { Id: 14, Name: 'Bank or credit card', Category: 'C' },
  { Id: 15, Name: 'Australian Taxation Office notice of assessment', Category: 'C' },
  { Id: 16, Name: 'Utility bill (gas, electricity, water or phone)', Category: 'D' },
  { Id: 17, Name: 'Council rates notice', Category: 'D' },
  { Id: 18, Name: 'Lease or rental agreement', Category: 'D' },
  { Id: 19, Name: 'Bank statement', Category: 'D' },
  { Id: 20, Name: 'Electoral enrolment record', Category: 'D' },
];
