import type { CardHolderReport, ReportType } from '@cards/shared/validation';

// The questions of each report, in the words the form asks them and the words its messages use.

export type ReportField = Exclude<keyof CardHolderReport, 'ReportType' | 'recaptcha'>;

/** What happened, by report type: the question the event date answers. */
export const eventQuestion: Partial<Record<ReportType, string>> = {
  lost: 'When did you lose your card?',
  stolen: 'When was your card stolen?',
  damaged: 'When was your card damaged?',
};

/** Names for messages ('Enter your full name'), by field. */
export const reportLabels: Record<ReportField | 'recaptcha', string> = {
  CardType: 'which card you hold',
  FullName: 'your full name',
  Birthdate: 'your date of birth',
  Email: 'your email address',
  Phone: 'your phone number',
  CardNumber: 'your card number',
  EventDate: 'the date it happened',
  PoliceReport: 'the police report number',
  PreviousName: 'the name on your card',
  NewName: 'your new name',
  Address: 'your new street address',
  Suburb: 'your new suburb or town',
  State: 'your new state or territory',
  Postcode: 'your new postcode',
  ReturnMethod: 'how you will return your card',
  Details: 'anything else we should know',
  recaptcha: 'the security check',
};

/** Page order, for the error summary. */
export const reportOrder: Array<ReportField | 'recaptcha'> = [
  'CardType', 'FullName', 'Birthdate', 'Email', 'Phone', 'CardNumber', 'EventDate', 'PoliceReport', 'PreviousName',
  'NewName', 'Address', 'Suburb', 'State', 'Postcode', 'ReturnMethod', 'Details', 'recaptcha',
];
