// SPEC §3 ExtraData.OpNeedType in words, for the documents (the signed statement and the application form).
export const NEED_TYPE_WORDS: Readonly<Record<string, string>> = {
  employer: 'Employer',
  'self employed': 'Self-employed',
  recreational: 'Recreational (club or association)',
  'private pilot': 'Private pilot',
  'trainee pilot': 'Trainee pilot',
  pilot: 'Pilot',
  lame: 'Licensed aircraft maintenance engineer',
  'port facility': 'Port or port facility the applicant is engaged with',
  'industry participant': 'Maritime industry participant',
};
