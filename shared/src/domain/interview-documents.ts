// The identity check at the interview (docs/sources.md 'Submission email'): original documents, one from each of
// categories A, B and C, and D only when none of those shows the current address; a linking document when the
// name differs between them. The staff console shows the result as the officer ticks what was seen, and the api
// checks the same record with the same function.

export type InterviewDocumentCategory = 'A' | 'B' | 'C' | 'D' | 'linking';

export interface InterviewDocument {
  id: string;
  category: InterviewDocumentCategory;
  name: string;
}

export const interviewDocumentCategories: Readonly<Record<InterviewDocumentCategory, string>> = {
  A: 'Category A: start of identity in Australia',
  B: 'Category B: photo and signature',
  C: 'Category C: use of the identity in the community',
  D: 'Category D: current address',
  linking: 'Linking documents: a change of name',
};

export const interviewDocuments: readonly InterviewDocument[] = [
  { id: 'birth-certificate', category: 'A', name: 'Full Australian birth certificate (not an extract)' },
  { id: 'citizenship-certificate', category: 'A', name: 'Australian citizenship certificate' },
  { id: 'visa-with-passport', category: 'A', name: 'Australian visa with a foreign passport' },
  { id: 'driver-licence', category: 'B', name: 'Australian driver licence' },
  { id: 'passport', category: 'B', name: 'Passport' },
  { id: 'medicare-card', category: 'C', name: 'Medicare card' },
  { id: 'bank-card', category: 'C', name: 'Bank card' },
  { id: 'utility-bill', category: 'D', name: 'Utility bill' },
  { id: 'bank-statement', category: 'D', name: 'Bank statement' },
  { id: 'marriage-certificate', category: 'linking', name: 'Marriage certificate' },
  { id: 'change-of-name-certificate', category: 'linking', name: 'Change of name certificate' },
];

/** What the officer records about the documents seen at the interview. */
export interface IdentityCheck {
  /** Ids of interviewDocuments seen. */
  seen: readonly string[];
  /** Every document seen was an original (no copies, photos, scans or certified copies). */
  originals: boolean;
  /** One of the category A, B or C documents seen shows the current address. */
  addressShown: boolean;
  /** The name is not the same on every document. */
  nameDiffers: boolean;
}

const categoryOf = (id: string) => interviewDocuments.find((document) => document.id === id)?.category;

/** Why the documents seen do not satisfy the rules, in the officer's words; none when they do. */
export function identityCheckProblems(check: IdentityCheck): string[] {
  const held = new Set(check.seen.map(categoryOf));
  const problems: string[] = [];
  if (check.seen.some((id) => categoryOf(id) === undefined)) problems.push('A document seen is not one of the listed documents.');
  if (!check.originals) problems.push('Only original documents can be accepted.');
  for (const category of ['A', 'B', 'C'] as const) {
    if (!held.has(category)) problems.push(`No ${interviewDocumentCategories[category].replace(/^Category (\w):/, 'category $1 document:')}.`);
  }
  if (!check.addressShown && !held.has('D')) problems.push('None of the documents seen shows the current address: a category D document is needed.');
  if (check.nameDiffers && !held.has('linking')) problems.push('The name differs between documents: a linking document is needed.');
  return problems;
}
